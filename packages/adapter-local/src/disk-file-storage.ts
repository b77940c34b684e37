import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  assertValidSignedUrlOptions,
  assertValidStorageKey,
  type FileDisposition,
  type FileStorage,
  isValidStorageKey,
  type SignedFileLinkCode,
  type SignedFileLinkRequest,
  type SignedFileLinks,
  type SignedUrl,
  type SignedUrlOptions,
  type StoredFile,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';

export interface DiskFileStorageOptions {
  /** Where files live; `.data/files` (relative to the working directory) by default. */
  readonly directory?: string;
  /** The app's public address (APP_BASE_URL); links point at its `/files/` route. */
  readonly baseUrl: string;
  /** HMAC key for links (FILE_SIGNING_SECRET), at least 32 characters. */
  readonly signingSecret: string;
  readonly now?: () => Date;
}

/** The parts of a request to `/files/{key}` that carry its signature, as received. */
export type SignedFileRequest = SignedFileLinkRequest;
export type SignedFileRequestCode = SignedFileLinkCode;

const MIN_FILE_SIGNING_SECRET_LENGTH = 32;

// The data file and its content type sit beside each other under names with `~`, which keys cannot
// contain, so neither can collide with a key or with a directory made for a longer key.
const DATA_SUFFIX = '~data';
const TYPE_SUFFIX = '~type';

const signatureOf = (secret: string, key: string, expires: number, disposition: FileDisposition) =>
  createHmac('sha256', secret).update(`${key}\n${expires}\n${disposition}`).digest('base64url');

/**
 * Checks a signed link the app serves at `/files/{key}?expires=...&signature=...[&disposition=attachment]`:
 * the signature must be the one made for this key, expiry and disposition (compared in constant time),
 * and `nowSeconds` must not be past the expiry.
 */
export function verifySignedFileRequest(
  request: SignedFileRequest,
  secret: string,
  nowSeconds: number,
): Result<{ readonly key: string; readonly disposition: FileDisposition }, SignedFileRequestCode> {
  const disposition = request.disposition ?? 'inline';
  const expires = request.expires ?? '';
  if (
    !isValidStorageKey(request.key) ||
    !/^\d{1,12}$/.test(expires) ||
    (disposition !== 'inline' && disposition !== 'attachment')
  ) {
    return err('INVALID_FILE_LINK', 'This file link is not valid.');
  }
  const expected = Buffer.from(signatureOf(secret, request.key, Number(expires), disposition));
  const given = Buffer.from(request.signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return err('INVALID_FILE_LINK', 'This file link is not valid.');
  }
  if (nowSeconds > Number(expires)) return err('FILE_LINK_EXPIRED', 'This file link has expired.');
  return ok({ key: request.key, disposition });
}

/** FileStorage in a local directory, served by the app through HMAC-signed expiring links. */
export class DiskFileStorage implements FileStorage, SignedFileLinks {
  private readonly root: string;
  private readonly baseUrl: string;
  private readonly secret: string;
  private readonly now: () => Date;

  constructor(options: DiskFileStorageOptions) {
    if (!URL.canParse(options.baseUrl) || !/^https?:$/.test(new URL(options.baseUrl).protocol)) {
      throw new Error(
        `APP_BASE_URL must be an http(s) address for file links, got ${JSON.stringify(options.baseUrl)}`,
      );
    }
    if (options.signingSecret.length < MIN_FILE_SIGNING_SECRET_LENGTH) {
      throw new Error(`FILE_SIGNING_SECRET must be at least ${MIN_FILE_SIGNING_SECRET_LENGTH} characters`);
    }
    this.root = resolve(options.directory ?? '.data/files');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.secret = options.signingSecret;
    this.now = options.now ?? (() => new Date());
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write aside and rename so a reader never sees half a file.
    const temporary = `${path}.${randomUUID()}~tmp`;
    await writeFile(`${temporary}${TYPE_SUFFIX}`, contentType);
    await writeFile(`${temporary}${DATA_SUFFIX}`, bytes);
    await rename(`${temporary}${TYPE_SUFFIX}`, `${path}${TYPE_SUFFIX}`);
    await rename(`${temporary}${DATA_SUFFIX}`, `${path}${DATA_SUFFIX}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(`${path}${DATA_SUFFIX}`),
        readFile(`${path}${TYPE_SUFFIX}`, 'utf8'),
      ]);
      return { bytes: new Uint8Array(bytes), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(`${path}${DATA_SUFFIX}`, { force: true });
    await rm(`${path}${TYPE_SUFFIX}`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(`${this.pathOf(key)}${DATA_SUFFIX}`)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl> {
    assertValidStorageKey(key);
    assertValidSignedUrlOptions(options);
    const disposition = options.disposition ?? 'inline';
    const expires = Math.floor(this.now().getTime() / 1000) + options.expiresInSeconds;
    const query = new URLSearchParams({
      expires: String(expires),
      signature: signatureOf(this.secret, key, expires, disposition),
    });
    if (disposition === 'attachment') query.set('disposition', disposition);
    return { url: `${this.baseUrl}/files/${key}?${query}`, expiresAt: new Date(expires * 1000) };
  }

  /** {@link verifySignedFileRequest} with this storage's secret and clock. */
  verifySignedRequest(request: SignedFileRequest) {
    return verifySignedFileRequest(request, this.secret, Math.floor(this.now().getTime() / 1000));
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    const path = join(this.root, ...key.split('/'));
    // The key rules already forbid climbing out; this guards the rules themselves.
    if (!path.startsWith(this.root + sep))
      throw new RangeError(`Invalid storage key: ${JSON.stringify(key)}`);
    return path;
  }
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
