import { err, ok, type Result, SECOND_FACTOR_SETUP_NEEDED } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Principal } from '../shared/principal';
import { activeAccount } from './auth-user';
import { secondFactorRequired, usableFactors } from './second-step-gate';
import { liveSession, unauthorized } from './sessions';

export interface AuthenticateInput {
  readonly accessToken: string;
  /**
   * The function is one of those that set up a second factor (the Security page's): reachable by
   * an account that must hold one and does not yet. Every other function refuses that account.
   */
  readonly beforeSecondFactor?: boolean;
}

/**
 * Who is calling: the bearer access token checked (unknown, expired or revoked → UNAUTHORIZED)
 * and the caller's current roles, for authenticated calls to pass on to their use case. A super
 * admin, or staff of a campground that requires it, without a second factor is refused every
 * function but the set-up ones (SECOND_FACTOR_SETUP_REQUIRED) until one is set up.
 */
export class Authenticate {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock'>) {}

  async execute(
    input: AuthenticateInput,
  ): Promise<Result<Principal, 'UNAUTHORIZED' | 'SECOND_FACTOR_SETUP_REQUIRED'>> {
    const { unitOfWork, tokens, clock } = this.ports;
    return unitOfWork.run(async (repos) => {
      const session = await liveSession(repos, tokens, input.accessToken, clock.now());
      if (!session.ok) return session;
      const account = await activeAccount(repos, session.value.userId);
      if (!account) return unauthorized();
      const userId = account.user.id;
      // Members and owners hold no such duty: no second-factor read on their calls.
      const mayOwe = account.grants.some((grant) => grant.role === 'super_admin' || grant.role === 'staff');
      if (
        !input.beforeSecondFactor &&
        mayOwe &&
        (await secondFactorRequired(repos, userId, account.grants)) &&
        (await usableFactors(repos, userId)).length === 0
      ) {
        return err('SECOND_FACTOR_SETUP_REQUIRED', SECOND_FACTOR_SETUP_NEEDED);
      }
      return ok({ userId, sessionId: session.value.id, roles: account.grants });
    });
  }
}
