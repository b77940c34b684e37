/** Deletes records that have outlived every use. Each call is safe to repeat. */
export interface RetentionRepository {
  /** Sessions whose refresh token expired before `before` (then no token of the family works). */
  deleteExpiredSessions(before: Date): Promise<number>;
  /** Password-reset and welcome codes that expired before `before`. */
  deleteExpiredPasswordResets(before: Date): Promise<number>;
  /** WebAuthn challenges that expired before `before`, used or not. */
  deleteExpiredWebauthnChallenges(before: Date): Promise<number>;
}
