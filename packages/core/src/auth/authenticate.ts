import { ok, type Result } from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { TokenGenerator } from '../ports/token-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { activeAccount } from './auth-user';
import { liveSession, unauthorized } from './sessions';

/**
 * Who is calling: the bearer access token checked (unknown, expired or revoked → UNAUTHORIZED)
 * and the caller's current roles, for authenticated calls to pass on to their use case.
 */
export class Authenticate {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly accessToken: string }): Promise<Result<Principal, 'UNAUTHORIZED'>> {
    return this.unitOfWork.run(async (repos) => {
      const session = await liveSession(repos, this.tokens, input.accessToken, this.clock.now());
      if (!session.ok) return session;
      const account = await activeAccount(repos, session.value.userId);
      if (!account) return unauthorized();
      return ok({ userId: account.user.id, sessionId: session.value.id, roles: account.grants });
    });
  }
}
