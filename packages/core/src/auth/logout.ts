import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { unauthorized } from './sessions';

/**
 * auth-logout: ends the sign-in the access token belongs to, including every refresh token that
 * descends from it. An expired access token still logs out; an unknown or revoked one is refused.
 */
export class Logout {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock'>) {}

  async execute(input: {
    readonly accessToken: string;
  }): Promise<Result<{ readonly loggedOut: true }, 'UNAUTHORIZED'>> {
    return this.ports.unitOfWork.run(async (repos) => {
      const session = await repos.sessions.findByAccessTokenHash(this.ports.tokens.hash(input.accessToken));
      if (!session || session.revokedAt) return unauthorized();
      await repos.sessions.revokeFamily(session.familyId, this.ports.clock.now());
      return ok({ loggedOut: true as const });
    });
  }
}
