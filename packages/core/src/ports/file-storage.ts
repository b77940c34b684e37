import type { ServiceIdentifier } from 'inversify';

/** How a browser should present a file reached through a signed link. */
export type FileDisposition = 'inline' | 'attachment';

export interface SignedUrlOptions {
  /** Lifetime of the link, whole seconds, 1 to {@link MAX_SIGNED_URL_SECONDS}. */
  readonly expiresInSeconds: number;
  /** Defaults to `inline`. */
  readonly disposition?: FileDisposition;
}

export interface SignedUrl {
  readonly url: string;
  /** The instant after which the link is refused. */
  readonly expiresAt: Date;
}

export interface StoredFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/**
 * Private storage of files (identity documents, signatures, logos) under keys the caller generates.
 * Nothing stored is publicly reachable: a file leaves storage only through {@link FileStorage.get}
 * (for the server to stream it) or through a short-lived signed link.
 *
 * Keys are `/`-separated segments of letters, digits, `.`, `_` and `-`, each starting with a letter or
 * digit, at most {@link MAX_STORAGE_KEY_LENGTH} characters (see {@link isValidStorageKey}); every method
 * rejects any other key, so a key can never climb out of its storage.
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or `null` when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * A link that serves the file under `key` until it expires. Signing does not check that the file
   * exists; a link to a missing file answers not found.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl>;
}

export const FILE_STORAGE: ServiceIdentifier<FileStorage> = Symbol.for('camppass.FileStorage');

const MAX_STORAGE_KEY_LENGTH = 512;
/** S3's ceiling for presigned links, kept for every adapter so none accepts what another refuses. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export const isValidStorageKey = (key: string): boolean =>
  key.length <= MAX_STORAGE_KEY_LENGTH && KEY_PATTERN.test(key);

/** Throws for a key outside the port's rules: such a key is a bug in the caller, never user input. */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new RangeError(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function assertValidSignedUrlOptions(options: SignedUrlOptions): void {
  const seconds = options.expiresInSeconds;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SIGNED_URL_SECONDS) {
    throw new RangeError(`expiresInSeconds must be a whole number from 1 to ${MAX_SIGNED_URL_SECONDS}`);
  }
}
