/** Which wallet holds a membership's pass. */
export type WalletKind = 'apple' | 'google';

/**
 * A pass in a wallet that we tell of its membership's changes: an Apple device registered for
 * updates through Apple's web service (one row per device and pass), or a Google Wallet object we
 * made a save link for (one row per membership, `deviceId` empty).
 */
export interface WalletRegistration {
  readonly wallet: WalletKind;
  /** Apple's device library identifier; `''` for Google. */
  readonly deviceId: string;
  /** Apple's push token for the device; `null` for Google. */
  readonly pushToken: string | null;
  readonly membershipId: string;
}

/** A registration whose membership changed after the wallet was last told. */
export interface StaleWalletPass extends WalletRegistration {
  /** The membership's `updatedAt`: what a pass made now shows. */
  readonly updatedAt: Date;
}

/** The passes of a device that changed since a tag, and the tag of the newest change. */
export interface UpdatedWalletPasses {
  /** Membership ids (the passes' serial numbers). */
  readonly serialNumbers: readonly string[];
  /** An opaque tag (decimal digits) the device sends back as `passesUpdatedSince`. */
  readonly lastUpdated: string;
}

export interface WalletRegistrationRepository {
  /**
   * Registers the pass (a new row, or the push token of an existing one replaced), counted as told
   * of its membership as it stands now. `true` when the row is new. An unknown membership registers
   * nothing and answers `false`.
   */
  register(registration: WalletRegistration, at: Date): Promise<boolean>;
  /** Removes one registration; `true` when there was one. */
  unregister(registration: Omit<WalletRegistration, 'pushToken'>): Promise<boolean>;
  /**
   * The Apple device's registered passes whose membership changed after `since` (a tag from an
   * earlier answer; `null`, or anything that is not one, for all of them). `null` when none did.
   */
  updatedSince(deviceId: string, since: string | null): Promise<UpdatedWalletPasses | null>;
  /**
   * Registrations whose membership changed after they were last told, oldest change first, at most
   * `limit`.
   */
  listStale(limit: number): Promise<StaleWalletPass[]>;
  /**
   * Marks each registration as told of its membership as of its `updatedAt`; a registration already
   * told of a later change stays so.
   */
  markNotified(passes: readonly StaleWalletPass[]): Promise<void>;
  /** Removes every Apple registration of a push token that Apple says is no longer valid; how many. */
  removePushToken(pushToken: string): Promise<number>;
}
