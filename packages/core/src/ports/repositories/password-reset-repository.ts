/** A single-use password-reset code (01 §9: one hour), stored as a hash only. */
export interface PasswordResetRecord {
  readonly id: string;
  readonly userId: string;
  readonly tokenHash: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly createdAt: Date;
}

export type NewPasswordReset = Omit<PasswordResetRecord, 'id' | 'usedAt'>;

export interface PasswordResetRepository {
  create(reset: NewPasswordReset): Promise<PasswordResetRecord>;
  findByTokenHash(tokenHash: string): Promise<PasswordResetRecord | null>;
  /** Marks the code used, only if it is unused; `true` when this call did it (single use under concurrency). */
  markUsed(id: string, at: Date): Promise<boolean>;
  /** Marks every unused code of the user used, so a completed reset retires the older links too. */
  markAllUsedForUser(userId: string, at: Date): Promise<void>;
}
