import { err, ok, REAUTHENTICATION_FAILED, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { LoginPlaces, loginPlaces } from './login-places';
import { usePasskeyAssertion } from './passkeys';
import { matchingStep, openSecret } from './second-factor-crypto';

/** What proves the person at the session is the account's holder: the password, a current code, or a passkey. */
export interface Presence {
  readonly password?: string | undefined;
  /** A code of the account's authenticator app (its time step is used, as at sign-in). */
  readonly code?: string | undefined;
  /** The browser's answer to start-passkey-presence's options, signed by one of the account's passkeys. */
  readonly passkey?: unknown;
  readonly remoteIp?: string | undefined;
}

type PresencePorts = Pick<
  CorePorts,
  'repos' | 'passwords' | 'rateLimiter' | 'delay' | 'config' | 'clock' | 'passkeys' | 'tokens'
>;

const failed = () => err('REAUTHENTICATION_FAILED', REAUTHENTICATION_FAILED);

const codeMatches = async (ports: PresencePorts, userId: string, code: string, now: Date) => {
  const app = await ports.repos.secondFactors.findAuthenticator(userId);
  if (!app?.confirmedAt) return false;
  const secret = await openSecret(ports.config.secondFactorKey, app.secretSealed);
  const step = secret === null ? null : matchingStep(secret, code, now);
  return step !== null && ports.repos.secondFactors.useAuthenticatorStep(app.id, step, now);
};

/**
 * Asks the session's person to prove again who they are before a change that weakens the account
 * (removing a factor, new recovery codes): a stolen session alone cannot. A passkey proves it only
 * when it is the account's own, answering a challenge made for the account, its person verified. A wrong answer counts as
 * a failed sign-in under the same limits (per account and address, per address).
 */
export const confirmPresence = async (
  ports: PresencePorts,
  userId: string,
  presence: Presence,
): Promise<Result<true, 'REAUTHENTICATION_FAILED'> | RateLimited> => {
  const user = await ports.repos.users.findById(userId);
  const hasPasskey = presence.passkey !== undefined && presence.passkey !== null;
  if (!user || (!presence.password && !presence.code && !hasPasskey)) return failed();
  const taken = new LoginPlaces(ports.rateLimiter, ports.delay);
  const decision = await taken.takeAll(loginPlaces(user.email, presence.remoteIp));
  if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
  try {
    const now = ports.clock.now();
    const proven = presence.password
      ? user.passwordHash !== null && (await ports.passwords.verify(presence.password, user.passwordHash))
      : presence.code
        ? await codeMatches(ports, userId, presence.code, now)
        : await usePasskeyAssertion(ports, ports.repos, userId, presence.passkey, now, true);
    if (!proven) {
      await taken.keepAsFailures();
      return failed();
    }
    await taken.giveBack();
    return ok(true);
  } catch (error) {
    await taken.giveBack();
    throw error;
  }
};
