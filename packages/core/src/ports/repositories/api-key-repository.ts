/** A partner API key of a campground as stored: never the key itself, only its hash and prefix. */
export interface ApiKeyRecord {
  readonly id: string;
  readonly campgroundId: string;
  /** The owner's name for it ("Booking engine"). */
  readonly name: string;
  /** The key's first characters, shown so its owner can tell keys apart; not enough to use it. */
  readonly prefix: string;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
  readonly usageCount: number;
}

export interface NewApiKey {
  readonly campgroundId: string;
  readonly name: string;
  readonly prefix: string;
  /** The one-way hash of the key (TokenGenerator.hash); the key itself is never stored. */
  readonly keyHash: string;
  readonly createdBy: string;
  readonly createdAt: Date;
}

/** Verifications counted for one key since the last report, and the time of the latest. */
export interface ApiKeyUsage {
  readonly apiKeyId: string;
  readonly count: number;
  readonly lastUsedAt: Date;
}

/** The partner API keys of campgrounds. */
export interface ApiKeyRepository {
  create(key: NewApiKey): Promise<ApiKeyRecord>;
  /** The campground's keys, revoked ones too, newest first. */
  listForCampground(campgroundId: string): Promise<ApiKeyRecord[]>;
  /**
   * Revokes the key `id` of `campgroundId` (revoking twice keeps the first time); `null` when the
   * campground has no such key, whether the id is unknown or another campground's.
   */
  revoke(campgroundId: string, id: string, at: Date): Promise<ApiKeyRecord | null>;
  /** Adds counted verifications to each key; `lastUsedAt` only moves forward. */
  recordUsage(usages: readonly ApiKeyUsage[]): Promise<void>;
}
