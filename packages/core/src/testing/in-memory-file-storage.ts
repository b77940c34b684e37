import {
  assertValidSignedUrlOptions,
  assertValidStorageKey,
  type FileDisposition,
  type FileStorage,
  type SignedUrl,
  type SignedUrlOptions,
  type StoredFile,
} from '../ports/file-storage';
import type { OpenedFile } from './file-storage-contract';

interface IssuedLink {
  readonly key: string;
  readonly expiresAt: Date;
  readonly disposition: FileDisposition;
}

export interface InMemoryFileStorageOptions {
  readonly baseUrl?: string;
  readonly now?: () => Date;
}

/** FileStorage in a map. Links carry a random token that {@link InMemoryFileStorage.open} redeems. */
export class InMemoryFileStorage implements FileStorage {
  readonly files = new Map<string, StoredFile>();
  private readonly links = new Map<string, IssuedLink>();
  private readonly baseUrl: string;
  private readonly now: () => Date;

  constructor(options: InMemoryFileStorageOptions = {}) {
    this.baseUrl = options.baseUrl ?? 'https://files.camppass.test';
    this.now = options.now ?? (() => new Date());
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    this.files.set(key, { bytes: bytes.slice(), contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidStorageKey(key);
    const file = this.files.get(key);
    return file ? { bytes: file.bytes.slice(), contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    this.files.delete(key);
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    return this.files.has(key);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl> {
    assertValidStorageKey(key);
    assertValidSignedUrlOptions(options);
    const expiresAt = new Date(this.now().getTime() + options.expiresInSeconds * 1000);
    const token = globalThis.crypto.randomUUID();
    this.links.set(token, { key, expiresAt, disposition: options.disposition ?? 'inline' });
    return { url: `${this.baseUrl}/${key}?token=${token}`, expiresAt };
  }

  /** Serves a link as the app would: `null` when it is unknown, altered, expired or its file is gone. */
  async open(url: string): Promise<OpenedFile | null> {
    const parsed = new URL(url);
    const link = this.links.get(parsed.searchParams.get('token') ?? '');
    if (!link || `/${link.key}` !== parsed.pathname || this.now() > link.expiresAt) return null;
    const file = this.files.get(link.key);
    return file ? { ...file, disposition: link.disposition } : null;
  }
}
