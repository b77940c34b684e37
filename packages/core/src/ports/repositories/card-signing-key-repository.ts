/**
 * Each campground's Ed25519 keys that sign its cards' passes. One key signs at a time; a rotated key
 * is kept, retired, so the passes it signed still verify until their own end date.
 */
export interface CardSigningKey {
  readonly keyId: string;
  readonly campgroundId: string;
  /** The raw 32-byte public key, base64url. */
  readonly publicKey: string;
  /** The PKCS #8 private key, sealed (AES-256-GCM) under a key derived from the configuration. */
  readonly privateKeySealed: string;
  readonly createdAt: Date;
  readonly retiredAt: Date | null;
}

export interface CardSigningKeyRepository {
  /** The campground's signing key: the stored one, or `key` stored now when it has none (first caller wins). */
  issue(key: Omit<CardSigningKey, 'retiredAt'>): Promise<CardSigningKey>;
  /** Retires the campground's signing key (if any) at `key.createdAt` and makes `key` the one that signs. */
  rotate(key: Omit<CardSigningKey, 'retiredAt'>): Promise<void>;
  /** Every key of the campground, the signing one and the retired ones, newest first. */
  listByCampground(campgroundId: string): Promise<CardSigningKey[]>;
}
