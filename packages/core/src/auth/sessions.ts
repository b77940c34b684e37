import { AUTHENTICATION_REQUIRED, type Err, err, ok, type Result } from '@camppass/domain';
import { AUTH_POLICY } from '../config';
import type { SessionRecord } from '../ports/repositories/session-repository';
import type { TokenGenerator } from '../ports/token-generator';
import type { Repositories } from '../ports/unit-of-work';
import type { TokenPair } from './sealed-pair';

/** What auth-login and auth-refresh hand the client (01 §3 tokens). */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** When the access token stops working. */
  readonly expiresAt: Date;
}

/**
 * Creates a session and returns its tokens, which exist nowhere else afterwards: only their
 * hashes are stored. A new family starts unless one is given (rotation keeps the family and its
 * absolute end).
 */
export const issueSession = async (
  repos: Repositories,
  tokens: TokenGenerator,
  userId: string,
  now: Date,
  family?: { readonly familyId: string; readonly refreshExpiresAt: Date },
  { accessToken, refreshToken }: TokenPair = newTokenPair(tokens),
): Promise<SessionTokens> => {
  const refreshExpiresAt =
    family?.refreshExpiresAt ?? new Date(now.getTime() + AUTH_POLICY.refreshTokenSeconds * 1000);
  const accessExpiresAt = new Date(
    Math.min(now.getTime() + AUTH_POLICY.accessTokenSeconds * 1000, refreshExpiresAt.getTime()),
  );
  await repos.sessions.create({
    userId,
    familyId: family?.familyId ?? tokens.generate(),
    accessTokenHash: tokens.hash(accessToken),
    refreshTokenHash: tokens.hash(refreshToken),
    accessExpiresAt,
    refreshExpiresAt,
    createdAt: now,
  });
  return { accessToken, refreshToken, expiresAt: accessExpiresAt };
};

/** A fresh access and refresh token. */
export const newTokenPair = (tokens: TokenGenerator): TokenPair => ({
  accessToken: tokens.generate(),
  refreshToken: tokens.generate(),
});

export const unauthorized = (): Err<'UNAUTHORIZED'> => err('UNAUTHORIZED', AUTHENTICATION_REQUIRED);

/** The live session of an access token: not unknown, not revoked, not expired. */
export const liveSession = async (
  repos: Repositories,
  tokens: TokenGenerator,
  accessToken: string,
  now: Date,
): Promise<Result<SessionRecord, 'UNAUTHORIZED'>> => {
  if (accessToken.trim() === '') return unauthorized();
  const session = await repos.sessions.findByAccessTokenHash(tokens.hash(accessToken));
  if (!session || session.revokedAt || session.accessExpiresAt <= now) return unauthorized();
  return ok(session);
};
