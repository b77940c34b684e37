import { err, ok, REAUTHENTICATION_FAILED, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { LoginPlaces, loginPlaces } from './login-places';
import { matchingStep, openSecret } from './second-factor-crypto';

/** What proves the person at the session is the account's holder: the password, or a current code. */
export interface Presence {
  readonly password?: string | undefined;
  /** A code of the account's authenticator app (its time step is used, as at sign-in). */
  readonly code?: string | undefined;
  readonly remoteIp?: string | undefined;
}

type PresencePorts = Pick<CorePorts, 'repos' | 'passwords' | 'rateLimiter' | 'delay' | 'config' | 'clock'>;

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
 * (removing a factor, new recovery codes): a stolen session alone cannot. A wrong answer counts as
 * a failed sign-in under the same limits (per account and address, per address).
 */
export const confirmPresence = async (
  ports: PresencePorts,
  userId: string,
  presence: Presence,
): Promise<Result<true, 'REAUTHENTICATION_FAILED'> | RateLimited> => {
  const user = await ports.repos.users.findById(userId);
  if (!user || (!presence.password && !presence.code)) return failed();
  const taken = new LoginPlaces(ports.rateLimiter, ports.delay);
  const decision = await taken.takeAll(loginPlaces(user.email, presence.remoteIp));
  if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
  try {
    const now = ports.clock.now();
    const proven = presence.password
      ? user.passwordHash !== null && (await ports.passwords.verify(presence.password, user.passwordHash))
      : await codeMatches(ports, userId, presence.code ?? '', now);
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
