import { CARD_PASS_FRAGMENT, PATHS, RESET_LINK_TYPE } from '@camppass/domain';
import { type CoreConfig, portalLink } from '../../config';
import type { CorePorts } from '../../ports/core-ports';
import type { TokenGenerator } from '../../ports/token-generator';
import type { Repositories } from '../../ports/unit-of-work';

/** The public page a membership's status token opens, under the portal's origin (the card's QR code). */
export const STATUS_PAGE_PATH = '/membership-status';

/**
 * With a card pass, it rides in the fragment: a phone's camera still opens the status page (browsers
 * never send the fragment), and the gate scanner reads the pass from the same QR code.
 */
export const statusLink = (config: CoreConfig, token: string, pass?: string): string =>
  `${config.appBaseUrl.replace(/\/+$/, '')}${STATUS_PAGE_PATH}/${encodeURIComponent(token)}${
    pass ? `#${CARD_PASS_FRAGMENT}=${pass}` : ''
  }`;

export const memberDashboardLink = (config: CoreConfig): string =>
  portalLink(config, PATHS.memberDashboard, {});

/** Where a membership's e-mails send its member: the card (its status link, made on first use) and the dashboard. */
export const membershipLinks = async (
  repos: Pick<Repositories, 'statusTokens'>,
  tokens: TokenGenerator,
  config: CoreConfig,
  membershipId: string,
  at: Date,
): Promise<{ readonly cardUrl: string; readonly dashboardUrl: string }> => ({
  cardUrl: statusLink(config, await repos.statusTokens.issue(membershipId, tokens.generate(), at)),
  dashboardUrl: memberDashboardLink(config),
});

/**
 * A set-password link built on the password-reset codes, valid `validSeconds` (longer than a reset
 * request's hour): the welcome of a purchase's new account and the import's "claim your account".
 */
export const setPasswordLink = async (
  ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock' | 'config'>,
  userId: string,
  validSeconds: number,
): Promise<string> => {
  const code = ports.tokens.generate();
  const now = ports.clock.now();
  await ports.unitOfWork.run((repos) =>
    repos.passwordResets.create({
      userId,
      tokenHash: ports.tokens.hash(code),
      expiresAt: new Date(now.getTime() + validSeconds * 1000),
      createdAt: now,
    }),
  );
  return portalLink(ports.config, PATHS.resetPassword, { type: RESET_LINK_TYPE, code });
};
