/** A second factor as the Security page lists it (no secret). */
export interface SecondFactorRecord {
  readonly id: string;
  readonly userId: string;
  readonly kind: 'totp' | 'passkey';
  readonly label: string;
  /** `null` while an authenticator app is being set up and its first code not yet confirmed. */
  readonly confirmedAt: Date | null;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

/** The user's authenticator app with its sealed secret and the last time step a code of it was used. */
export interface AuthenticatorRecord extends SecondFactorRecord {
  readonly kind: 'totp';
  readonly secretSealed: string;
  readonly lastUsedStep: number | null;
}

/** The partial sign-in between a correct password and the second step. */
export interface SecondStepChallengeRecord {
  readonly id: string;
  readonly userId: string;
  readonly tokenHash: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly createdAt: Date;
}

export interface RememberedDeviceRecord {
  readonly id: string;
  readonly userId: string;
  readonly label: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/**
 * Second factors, recovery codes, second-step challenges and remembered devices. Every "use"
 * is one conditional write that says whether this call did it, so concurrent attempts with the
 * same code, challenge or step succeed once.
 */
export interface SecondFactorRepository {
  /** The user's factors, confirmed or not, oldest first. */
  listFactors(userId: string): Promise<SecondFactorRecord[]>;
  /** Starts (or restarts) setting up the user's authenticator app; refused (`null`) when one is confirmed. */
  startAuthenticator(
    userId: string,
    secretSealed: string,
    label: string,
    at: Date,
  ): Promise<AuthenticatorRecord | null>;
  findAuthenticator(userId: string): Promise<AuthenticatorRecord | null>;
  /**
   * Records that a code of time step `step` was used (and confirms a pending app), only if no code
   * of this step or a later one was used before: `true` when this call did it.
   */
  useAuthenticatorStep(factorId: string, step: number, at: Date): Promise<boolean>;
  /**
   * Removes the factor of the user. With `keepOne`, refused (`false`) when it is the user's last
   * confirmed factor; the check and the removal hold under concurrent removals.
   */
  removeFactor(userId: string, factorId: string, keepOne: boolean): Promise<boolean>;

  /** Replaces every recovery code of the user with these hashes (old codes stop working). */
  replaceRecoveryCodes(userId: string, codeHashes: readonly string[], at: Date): Promise<void>;
  /** Marks the unused code with this hash used: `true` when this call did it. */
  useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean>;
  countUnusedRecoveryCodes(userId: string): Promise<number>;
  /** Forgets every recovery code of the user (the last factor removed). */
  removeRecoveryCodes(userId: string): Promise<void>;

  createChallenge(
    challenge: Omit<SecondStepChallengeRecord, 'id' | 'usedAt'>,
  ): Promise<SecondStepChallengeRecord>;
  findChallenge(tokenHash: string): Promise<SecondStepChallengeRecord | null>;
  /** Marks the challenge used if unused and not expired at `at`: `true` when this call did it. */
  useChallenge(id: string, at: Date): Promise<boolean>;

  rememberDevice(
    device: Omit<RememberedDeviceRecord, 'id' | 'lastUsedAt' | 'revokedAt'> & { readonly tokenHash: string },
  ): Promise<RememberedDeviceRecord>;
  /** The device of this token hash, whatever its state. */
  findDevice(tokenHash: string): Promise<RememberedDeviceRecord | null>;
  /** The user's devices neither revoked nor expired at `at`, newest first. */
  listDevices(userId: string, at: Date): Promise<RememberedDeviceRecord[]>;
  touchDevice(id: string, at: Date): Promise<void>;
  /** Revokes the user's device: `true` when it was live and now is not. */
  revokeDevice(userId: string, deviceId: string, at: Date): Promise<boolean>;

  /** Whether any campground where the user is staff requires a second factor of its staff. */
  staffRequiredFor(userId: string): Promise<boolean>;
  isStaffRequired(campgroundId: string): Promise<boolean>;
  setStaffRequired(campgroundId: string, required: boolean, at: Date): Promise<void>;
}
