import { ok, type Result } from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { TokenGenerator } from '../ports/token-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import { unauthorized } from './sessions';

/**
 * auth-logout: ends the sign-in the access token belongs to, including every refresh token that
 * descends from it. An expired access token still logs out; an unknown or revoked one is refused.
 */
export class Logout {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly accessToken: string;
  }): Promise<Result<{ readonly loggedOut: true }, 'UNAUTHORIZED'>> {
    return this.unitOfWork.run(async (repos) => {
      const session = await repos.sessions.findByAccessTokenHash(this.tokens.hash(input.accessToken));
      if (!session || session.revokedAt) return unauthorized();
      await repos.sessions.revokeFamily(session.familyId, this.clock.now());
      return ok({ loggedOut: true as const });
    });
  }
}
