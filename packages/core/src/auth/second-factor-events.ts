import { PATHS, SECOND_FACTOR_EMAILS } from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { RoleGrant } from '../ports/repositories/role-repository';
import type { Repositories } from '../ports/unit-of-work';
import { audit } from '../shared/audit';
import { platformBrand } from '../shared/emails/brand';
import { sendEmail } from '../shared/emails/compose';
import { secondFactorEventEmail } from '../shared/emails/platform-emails';

export type SecondFactorEvent =
  | { readonly kind: 'factorAdded'; readonly what: string }
  | { readonly kind: 'factorRemoved'; readonly what: string }
  | { readonly kind: 'recoveryCodeUsed'; readonly left: number }
  | { readonly kind: 'deviceRemembered'; readonly device: string };

const ACTIONS: Readonly<Record<SecondFactorEvent['kind'], string>> = {
  factorAdded: 'second-factor-added',
  factorRemoved: 'second-factor-removed',
  recoveryCodeUsed: 'recovery-code-used',
  deviceRemembered: 'device-remembered',
};

const sentence = (event: SecondFactorEvent): string => {
  switch (event.kind) {
    case 'factorAdded':
      return SECOND_FACTOR_EMAILS.factorAdded.body(event.what);
    case 'factorRemoved':
      return SECOND_FACTOR_EMAILS.factorRemoved.body(event.what);
    case 'recoveryCodeUsed':
      return SECOND_FACTOR_EMAILS.recoveryCodeUsed.body(event.left);
    case 'deviceRemembered':
      return SECOND_FACTOR_EMAILS.deviceRemembered.body(event.device);
  }
};

/**
 * An audit entry of the account's own security (its factors, its sign-ins by passkey), in the
 * transaction that made it. The audit log keeps the writes of owners, staff and super admins; a
 * member's own passkey is not one of them.
 */
export const auditAccountSecurity = async (
  repos: Repositories,
  account: { readonly userId: string; readonly grants: readonly RoleGrant[] },
  at: Date,
  entry: { readonly action: string; readonly subjectId: string | null; readonly after: unknown },
): Promise<void> => {
  if (!account.grants.some((grant) => grant.role !== 'member')) return;
  await audit(repos, { userId: account.userId, sessionId: '', roles: account.grants }, at, {
    ...entry,
    campgroundId: null,
  });
};

/** The audit entry of a second-factor event, in the transaction that made it. */
export const auditSecondFactorEvent = (
  repos: Repositories,
  account: { readonly userId: string; readonly grants: readonly RoleGrant[] },
  at: Date,
  event: SecondFactorEvent,
  subjectId: string | null,
): Promise<void> => {
  const { kind: _, ...details } = event;
  return auditAccountSecurity(repos, account, at, { action: ACTIONS[event.kind], subjectId, after: details });
};

/** Tells the account by e-mail, in the product's brand, with a button to the Security page. */
export const mailSecondFactorEvent = async (
  ports: Pick<CorePorts, 'mailer' | 'emailRenderer' | 'config'>,
  to: string,
  event: SecondFactorEvent,
): Promise<void> => {
  const email = secondFactorEventEmail({
    brand: platformBrand(ports.config),
    kind: event.kind,
    sentence: sentence(event),
    securityUrl: portalLink(ports.config, PATHS.security, {}),
  });
  await sendEmail(ports, to, email, ACTIONS[event.kind]);
};
