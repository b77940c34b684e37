/** A file a buyer uploaded before paying (04 §7), named by its storage key. */
export interface UploadRecord {
  readonly key: string;
  readonly kind: string;
  readonly createdAt: Date;
}

/**
 * The register of purchase uploads, so files of checkouts never paid can be found and removed: an
 * upload is claimed once a membership's identity document or a paid (fulfilled or refused) checkout
 * names its key.
 */
export interface UploadRepository {
  /** Registers an upload; registering a key again changes nothing. */
  record(upload: UploadRecord): Promise<void>;
  /**
   * Uploads that nothing paid claims, oldest first: those made before `createdBefore`, and those
   * made before `unnamedBefore` (later than `createdBefore`) that no checkout names at all.
   */
  listUnclaimed(createdBefore: Date, limit: number, unnamedBefore?: Date): Promise<UploadRecord[]>;
  /** Forgets the upload (its file is deleted first by the caller). */
  remove(key: string): Promise<void>;
}
