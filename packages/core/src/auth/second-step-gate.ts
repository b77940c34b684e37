import { AUTH_POLICY } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { RoleGrant } from '../ports/repositories/role-repository';
import type { Repositories } from '../ports/unit-of-work';
import { verifiedDeviceToken } from './second-factor-crypto';
import { issueSession, type SessionTokens } from './sessions';

/** A correct password's outcome: a session, or the second step still to pass. */
export type PasswordPassed =
  | {
      readonly kind: 'session';
      readonly tokens: SessionTokens;
      /** The account must set up a second factor before its dashboard (super admin, required staff). */
      readonly secondFactorSetupRequired: boolean;
    }
  | { readonly kind: 'second-step'; readonly challengeToken: string; readonly expiresAt: Date };

/** Whether the account must hold a second factor: every super admin, and staff of a campground that asks it. */
export const secondFactorRequired = async (
  repos: Repositories,
  userId: string,
  grants: readonly RoleGrant[],
): Promise<boolean> => {
  if (grants.some((grant) => grant.role === 'super_admin')) return true;
  return grants.some((grant) => grant.role === 'staff') && repos.secondFactors.staffRequiredFor(userId);
};

/** The user's second factors that can be used to sign in (an app being set up is not one yet). */
export const usableFactors = async (repos: Repositories, userId: string) =>
  (await repos.secondFactors.listFactors(userId)).filter((factor) => factor.confirmedAt !== null);

/** The remembered device of a cookie value, when it is this account's, live and not revoked. */
const rememberedDeviceOf = async (
  ports: Pick<CorePorts, 'tokens' | 'config'>,
  repos: Repositories,
  userId: string,
  cookie: string | undefined,
  now: Date,
) => {
  if (!cookie) return null;
  const token = await verifiedDeviceToken(ports.config.secondFactorKey, userId, cookie);
  if (!token) return null;
  const device = await repos.secondFactors.findDevice(ports.tokens.hash(token));
  if (!device || device.userId !== userId || device.revokedAt || device.expiresAt <= now) return null;
  return device;
};

/**
 * After a correct password: an account with a second factor is asked for it (a partial sign-in of
 * five minutes, its token stored as a hash), unless this device is remembered for it; any other
 * account signs in, told whether it must set a second factor up.
 */
export const passPassword = async (
  ports: Pick<CorePorts, 'tokens' | 'config'>,
  repos: Repositories,
  account: { readonly userId: string; readonly grants: readonly RoleGrant[] },
  rememberedDevice: string | undefined,
  now: Date,
): Promise<PasswordPassed> => {
  const { userId, grants } = account;
  const factors = await usableFactors(repos, userId);
  if (factors.length > 0) {
    const device = await rememberedDeviceOf(ports, repos, userId, rememberedDevice, now);
    if (!device) {
      const challengeToken = ports.tokens.generate();
      const expiresAt = new Date(now.getTime() + AUTH_POLICY.secondStepSeconds * 1000);
      await repos.secondFactors.createChallenge({
        userId,
        tokenHash: ports.tokens.hash(challengeToken),
        expiresAt,
        createdAt: now,
      });
      return { kind: 'second-step', challengeToken, expiresAt };
    }
    await repos.secondFactors.touchDevice(device.id, now);
  }
  const tokens = await issueSession(repos, ports.tokens, userId, now);
  const setupRequired = factors.length === 0 && (await secondFactorRequired(repos, userId, grants));
  return { kind: 'session', tokens, secondFactorSetupRequired: setupRequired };
};
