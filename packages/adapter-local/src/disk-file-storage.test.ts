import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStorageContract } from '@camppass/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskFileStorage, type SignedFileRequest, verifySignedFileRequest } from './disk-file-storage';

const SECRET = 'a-file-signing-secret-of-32-chars!';
const BASE_URL = 'http://localhost:3000';

const temporaryDirectory = () => mkdtemp(join(tmpdir(), 'camppass-files-'));

/** Follows a link as the app's `/files/` route does. */
async function openLink(storage: DiskFileStorage, url: string) {
  const parsed = new URL(url);
  const verified = storage.verifySignedRequest({
    key: parsed.pathname.replace(/^\/files\//, ''),
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
    disposition: parsed.searchParams.get('disposition') ?? undefined,
  });
  if (!verified.ok) return null;
  const file = await storage.get(verified.value.key);
  return file && { ...file, disposition: verified.value.disposition };
}

describeFileStorageContract('DiskFileStorage', async () => {
  const directory = await temporaryDirectory();
  const storage = new DiskFileStorage({ directory, baseUrl: BASE_URL, signingSecret: SECRET });
  return {
    storage,
    open: (url) => openLink(storage, url),
    close: () => rm(directory, { recursive: true, force: true }),
  };
});

describe('DiskFileStorage', () => {
  let directory: string;
  let now: Date;
  let storage: DiskFileStorage;

  beforeEach(async () => {
    directory = await temporaryDirectory();
    now = new Date('2026-07-01T12:00:00Z');
    storage = new DiskFileStorage({
      directory,
      baseUrl: `${BASE_URL}/`,
      signingSecret: SECRET,
      now: () => now,
    });
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const signedParts = async (key: string, disposition?: 'attachment') => {
    const { url } = await storage.signedUrl(key, { expiresInSeconds: 600, disposition });
    const parsed = new URL(url);
    return {
      url,
      key,
      expires: parsed.searchParams.get('expires') ?? undefined,
      signature: parsed.searchParams.get('signature') ?? undefined,
      disposition: parsed.searchParams.get('disposition') ?? undefined,
    };
  };

  it('links to the app under /files/ with the expiry in unix seconds', async () => {
    const link = await storage.signedUrl('documents/selfie.jpg', { expiresInSeconds: 600 });

    expect(link.url).toMatch(
      /^http:\/\/localhost:3000\/files\/documents\/selfie\.jpg\?expires=1782907800&signature=[\w-]{43}$/,
    );
    expect(link.expiresAt).toEqual(new Date('2026-07-01T12:10:00Z'));
  });

  it('honours a link until its last second and refuses it after', async () => {
    const { url, ...request } = await signedParts('documents/selfie.jpg');

    now = new Date('2026-07-01T12:10:00Z');
    expect(storage.verifySignedRequest(request).ok).toBe(true);
    now = new Date('2026-07-01T12:10:01Z');
    expect(storage.verifySignedRequest(request)).toMatchObject({ ok: false, code: 'FILE_LINK_EXPIRED' });
  });

  const flipLast = (text = '') => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;

  it.each<[string, (request: SignedFileRequest) => SignedFileRequest]>([
    ['a later expiry', (request) => ({ ...request, expires: '1782999999' })],
    ['another key', (request) => ({ ...request, key: 'documents/other.jpg' })],
    ['a download turned inline', (request) => ({ ...request, disposition: undefined })],
    ['a changed signature character', (request) => ({ ...request, signature: flipLast(request.signature) })],
    ['no signature', (request) => ({ ...request, signature: undefined })],
    ['no expiry', (request) => ({ ...request, expires: undefined })],
    ['a key climbing out of storage', (request) => ({ ...request, key: '../documents/selfie.jpg' })],
    ['an unknown disposition', (request) => ({ ...request, disposition: 'form-data' })],
  ])('refuses a link with %s', async (_, tamper) => {
    const { url: _url, ...request } = await signedParts('documents/selfie.jpg', 'attachment');

    expect(storage.verifySignedRequest(request).ok).toBe(true);
    expect(storage.verifySignedRequest(tamper(request))).toMatchObject({
      ok: false,
      code: 'INVALID_FILE_LINK',
    });
  });

  it('refuses a link signed with another secret', async () => {
    const { url: _url, ...request } = await signedParts('documents/selfie.jpg');

    expect(verifySignedFileRequest(request, SECRET.replace('a', 'b'), 0)).toMatchObject({
      code: 'INVALID_FILE_LINK',
    });
  });

  it('keeps files under the directory across instances, with nothing outside it', async () => {
    await storage.put('documents/cg-1/selfie.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    const reopened = new DiskFileStorage({ directory, baseUrl: BASE_URL, signingSecret: SECRET });

    expect(Array.from((await reopened.get('documents/cg-1/selfie.jpg'))?.bytes ?? [])).toEqual([1, 2, 3]);
    expect(await readdir(join(directory, 'documents', 'cg-1'))).toEqual([
      'selfie.jpg~data',
      'selfie.jpg~type',
    ]);
  });

  it('stores a key and a longer key under it side by side', async () => {
    await storage.put('a', new Uint8Array([1]), 'text/plain');
    await storage.put('a/b', new Uint8Array([2]), 'text/plain');

    expect([(await storage.get('a'))?.bytes[0], (await storage.get('a/b'))?.bytes[0]]).toEqual([1, 2]);
  });

  it.each([
    [{ signingSecret: 'short' }, /^FILE_SIGNING_SECRET must be at least 32 characters/],
    [{ baseUrl: 'localhost:3000' }, /^APP_BASE_URL must be an http\(s\) address/],
    [{ baseUrl: 'not a url' }, /^APP_BASE_URL must be an http\(s\) address/],
  ])('refuses the options %j at construction', (change, message) => {
    expect(
      () => new DiskFileStorage({ directory, baseUrl: BASE_URL, signingSecret: SECRET, ...change }),
    ).toThrow(message);
  });
});
