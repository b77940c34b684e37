import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { type AuthUser, activeAccount, toAuthUser } from './auth-user';
import { liveSession, unauthorized } from './sessions';

/**
 * get-user-profile: the signed-in user (01 §7). Answers UNAUTHORIZED for a missing, expired or
 * revoked token and for an account that has since lost its profile or been deactivated, which is
 * what makes the member dashboard sign the member out (01 §4).
 */
export class GetCurrentUser {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock'>) {}

  async execute(input: { readonly accessToken: string }): Promise<Result<AuthUser, 'UNAUTHORIZED'>> {
    return this.ports.unitOfWork.run(async (repos) => {
      const session = await liveSession(repos, this.ports.tokens, input.accessToken, this.ports.clock.now());
      if (!session.ok) return session;
      const account = await activeAccount(repos, session.value.userId);
      if (!account) return unauthorized();
      return ok(toAuthUser(account.user, account.profile, account.grants));
    });
  }
}
