import type { SecondFactorRecord } from './second-factor-repository';

/** A registered passkey: a second factor whose public key checks the authenticator's signatures. */
export interface PasskeyRecord extends SecondFactorRecord {
  readonly kind: 'passkey';
  /** The credential id, base64url, unique across accounts. */
  readonly credentialId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  /** The authenticator's signature counter as last seen (0 when it keeps none). */
  readonly signCount: number;
  readonly transports: readonly string[];
}

/**
 * What a challenge is for: registering a passkey, an assertion of a known account (the second step,
 * a re-authentication), or a sign-in without an e-mail, where the passkey names the account.
 */
export type WebauthnPurpose = 'register' | 'authenticate' | 'sign-in';

/** A WebAuthn challenge handed to a browser: stored as a hash, used once, 5 minutes. */
export interface WebauthnChallengeRecord {
  readonly id: string;
  /** The account it was made for; `null` for a sign-in, before anyone is known. */
  readonly userId: string | null;
  readonly purpose: WebauthnPurpose;
  readonly challengeHash: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly createdAt: Date;
}

/**
 * Passkeys live beside the other second factors (the `second_factors` table, so listing and
 * removing them is the same); their challenges are used once, in one conditional write.
 */
export interface PasskeyRepository {
  /** Adds a confirmed passkey; `null` when its credential id is registered already (any account). */
  addPasskey(
    passkey: Omit<PasskeyRecord, 'id' | 'kind' | 'confirmedAt' | 'lastUsedAt'>,
  ): Promise<PasskeyRecord | null>;
  findPasskey(credentialId: string): Promise<PasskeyRecord | null>;
  /** The user's passkeys, oldest first. */
  listPasskeys(userId: string): Promise<PasskeyRecord[]>;
  /**
   * Records a signature with this counter: `true` when this call did it and the counter moved
   * forward (or the authenticator keeps none, both 0).
   */
  usePasskey(factorId: string, signCount: number, at: Date): Promise<boolean>;

  createWebauthnChallenge(
    challenge: Omit<WebauthnChallengeRecord, 'id' | 'usedAt'>,
  ): Promise<WebauthnChallengeRecord>;
  /**
   * Uses the unused, unexpired challenge of this hash and purpose: the record when this call did
   * it, else `null`.
   */
  useWebauthnChallenge(
    challengeHash: string,
    purpose: WebauthnPurpose,
    at: Date,
  ): Promise<WebauthnChallengeRecord | null>;
}
