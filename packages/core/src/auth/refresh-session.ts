import { err, ok, type Result } from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { TokenGenerator } from '../ports/token-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import { type AuthUser, activeAccount, toAuthUser } from './auth-user';
import { SESSION_REUSED } from './messages';
import { issueSession, type SessionTokens, unauthorized } from './sessions';

export interface RefreshSuccess {
  readonly user: AuthUser;
  readonly tokens: SessionTokens;
}

/**
 * auth-refresh: exchanges a refresh token for a new pair in the same family. A refresh token
 * works once; presenting one that was already exchanged means it was copied, so the whole family
 * is revoked and both holders must sign in again. The family's 30-day end never moves.
 */
export class RefreshSession {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly refreshToken: string;
  }): Promise<Result<RefreshSuccess, 'UNAUTHORIZED' | 'REFRESH_TOKEN_REUSED'>> {
    const now = this.clock.now();
    // Revocations are committed even though the answer is a failure.
    return this.unitOfWork.run(
      async (repos): Promise<Result<RefreshSuccess, 'UNAUTHORIZED' | 'REFRESH_TOKEN_REUSED'>> => {
        if (input.refreshToken.trim() === '') return unauthorized();
        const session = await repos.sessions.findByRefreshTokenHash(this.tokens.hash(input.refreshToken));
        if (!session) return unauthorized();
        const reused = async () => {
          await repos.sessions.revokeFamily(session.familyId, now);
          return err('REFRESH_TOKEN_REUSED', SESSION_REUSED);
        };
        if (session.rotatedAt) return reused();
        if (session.revokedAt) return unauthorized();
        if (session.refreshExpiresAt <= now) {
          await repos.sessions.revokeFamily(session.familyId, now);
          return unauthorized();
        }
        if (!(await repos.sessions.markRotated(session.id, now))) return reused();

        const account = await activeAccount(repos, session.userId);
        if (!account) {
          await repos.sessions.revokeFamily(session.familyId, now);
          return unauthorized();
        }
        const tokens = await issueSession(repos, this.tokens, account.user.id, now, session);
        return ok({ user: toAuthUser(account.user, account.profile, account.grants), tokens });
      },
    );
  }
}
