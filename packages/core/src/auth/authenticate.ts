import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Principal } from '../shared/principal';
import { activeAccount } from './auth-user';
import { liveSession, unauthorized } from './sessions';

/**
 * Who is calling: the bearer access token checked (unknown, expired or revoked → UNAUTHORIZED)
 * and the caller's current roles, for authenticated calls to pass on to their use case.
 */
export class Authenticate {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock'>) {}

  async execute(input: { readonly accessToken: string }): Promise<Result<Principal, 'UNAUTHORIZED'>> {
    const { unitOfWork, tokens, clock } = this.ports;
    return unitOfWork.run(async (repos) => {
      const session = await liveSession(repos, tokens, input.accessToken, clock.now());
      if (!session.ok) return session;
      const account = await activeAccount(repos, session.value.userId);
      if (!account) return unauthorized();
      return ok({ userId: account.user.id, sessionId: session.value.id, roles: account.grants });
    });
  }
}
