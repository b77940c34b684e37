import { err, ok, type Result, SESSION_REUSED } from '@camppass/domain';
import { AUTH_POLICY } from '../config';
import type { CorePorts } from '../ports/core-ports';
import type { SessionRecord } from '../ports/repositories/session-repository';
import type { Repositories } from '../ports/unit-of-work';
import { type AuthUser, activeAccount, toAuthUser } from './auth-user';
import { openPair, sealPair } from './sealed-pair';
import { issueSession, newTokenPair, type SessionTokens, unauthorized } from './sessions';

interface RefreshSuccess {
  readonly user: AuthUser;
  readonly tokens: SessionTokens;
}

type RefreshResult = Result<RefreshSuccess, 'UNAUTHORIZED' | 'REFRESH_TOKEN_REUSED'>;

/**
 * auth-refresh: exchanges a refresh token for a new pair in the same family. The family's 30-day
 * end never moves. An exchanged token presented again within {@link AUTH_POLICY.refreshReuseSeconds}
 * answers the same new pair (two tabs refreshing at once both stay signed in); later, it means the
 * token was copied, so the whole family is revoked and both holders must sign in again.
 */
export class RefreshSession {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'tokens' | 'clock'>) {}

  async execute(input: { readonly refreshToken: string }): Promise<RefreshResult> {
    const now = this.ports.clock.now();
    const token = input.refreshToken;
    if (token.trim() === '') return unauthorized();
    const hash = this.ports.tokens.hash(token);
    // Revocations are committed even though the answer is a failure.
    return this.ports.unitOfWork.run(async (repos): Promise<RefreshResult> => {
      const session = await repos.sessions.findByRefreshTokenHash(hash);
      if (!session) return unauthorized();
      if (session.rotatedAt) return this.replay(repos, session, session.rotatedAt, token, now);
      if (session.revokedAt) return unauthorized();
      const account = session.refreshExpiresAt > now ? await activeAccount(repos, session.userId) : null;
      if (!account) {
        await repos.sessions.revokeFamily(session.familyId, now);
        return unauthorized();
      }
      const pair = newTokenPair(this.ports.tokens);
      if (!(await repos.sessions.markRotated(session.id, now, await sealPair(token, pair)))) {
        // Another refresh with this token won meanwhile: answer its pair.
        const raced = await repos.sessions.findByRefreshTokenHash(hash);
        return raced?.rotatedAt ? this.replay(repos, raced, raced.rotatedAt, token, now) : unauthorized();
      }
      const tokens = await issueSession(repos, this.ports.tokens, account.user.id, now, session, pair);
      return ok({ user: toAuthUser(account.user, account.profile, account.grants), tokens });
    });
  }

  /** An exchanged token again: the same pair within the window while that pair is live, else reuse. */
  private async replay(
    repos: Repositories,
    session: SessionRecord,
    rotatedAt: Date,
    token: string,
    now: Date,
  ): Promise<RefreshResult> {
    const reused = async (): Promise<RefreshResult> => {
      await repos.sessions.revokeFamily(session.familyId, now);
      return err('REFRESH_TOKEN_REUSED', SESSION_REUSED);
    };
    const age = now.getTime() - rotatedAt.getTime();
    if (age > AUTH_POLICY.refreshReuseSeconds * 1000 || !session.successor) return reused();
    const pair = await openPair(token, session.successor);
    const next =
      pair && (await repos.sessions.findByRefreshTokenHash(this.ports.tokens.hash(pair.refreshToken)));
    if (!pair || !next || next.rotatedAt) return reused();
    const account = next.revokedAt ? null : await activeAccount(repos, next.userId);
    if (!account) return unauthorized();
    return ok({
      user: toAuthUser(account.user, account.profile, account.grants),
      tokens: { ...pair, expiresAt: next.accessExpiresAt },
    });
  }
}
