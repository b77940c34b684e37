/**
 * One access/refresh token pair. Refreshing rotates: the old session is marked rotated (and
 * revoked) and a new one joins the same family; presenting a rotated refresh token again is reuse
 * and revokes the whole family. Only hashes of the tokens are stored.
 */
export interface SessionRecord {
  readonly id: string;
  readonly userId: string;
  /** Shared by every session descended from one sign-in; opaque text chosen by the caller. */
  readonly familyId: string;
  readonly accessTokenHash: string;
  readonly refreshTokenHash: string;
  readonly accessExpiresAt: Date;
  /** The family's absolute end: rotation never extends it. */
  readonly refreshExpiresAt: Date;
  readonly createdAt: Date;
  /** When its refresh token was exchanged for a new pair. */
  readonly rotatedAt: Date | null;
  /** When it stopped being usable (logout, rotation, reuse, password change). */
  readonly revokedAt: Date | null;
  /**
   * After rotation: the pair it was exchanged for, sealed with its own refresh token (which only
   * the client holds; the database has its hash), so a refresh raced by another tab can be given
   * the same pair. Opaque text to the repository; `null` before rotation.
   */
  readonly successor: string | null;
}

export type NewSession = Omit<SessionRecord, 'id' | 'rotatedAt' | 'revokedAt' | 'successor'>;

export interface SessionRepository {
  /** Stores a session; token hashes are unique across all sessions. */
  create(session: NewSession): Promise<SessionRecord>;
  findByAccessTokenHash(accessTokenHash: string): Promise<SessionRecord | null>;
  findByRefreshTokenHash(refreshTokenHash: string): Promise<SessionRecord | null>;
  /**
   * Marks the session rotated and revoked at `at` and keeps its sealed `successor`, only if it is
   * neither yet. `true` when this call did it, so of two concurrent refreshes with one token exactly
   * one wins; the loser, reading again, finds the winner's successor.
   */
  markRotated(id: string, at: Date, successor: string): Promise<boolean>;
  /** Revokes one session; a session already revoked keeps its first `revokedAt`. */
  revoke(id: string, at: Date): Promise<void>;
  /** Revokes every not-yet-revoked session of the family. */
  revokeFamily(familyId: string, at: Date): Promise<void>;
  /** Revokes every not-yet-revoked session of the user. */
  revokeAllForUser(userId: string, at: Date): Promise<void>;
}
