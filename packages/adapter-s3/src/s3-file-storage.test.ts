import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStorageContract } from '@camppass/core/testing';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage, type S3FileStorageOptions } from './s3-file-storage';

const BUCKET = 'camppass-test';
// s3rver checks signatures against its one built-in key pair.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'camppass-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const storageWith = (options: Partial<S3FileStorageOptions> = {}) =>
  new S3FileStorage({ bucket: BUCKET, region: 'us-east-1', endpoint, credentials, ...options });

/** Follows a link as a browser would. */
async function openLink(url: string) {
  const response = await fetch(url);
  if (!response.ok) return null;
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition')?.startsWith('attachment')
      ? ('attachment' as const)
      : ('inline' as const),
  };
}

describeFileStorageContract(
  'S3FileStorage (s3rver)',
  () => {
    const storage = storageWith();
    return { storage, open: openLink, close: async () => storage.close() };
  },
  {
    // The one skipped test of this file: 'does not let a link for one key open another' needs a store
    // that checks signatures, which s3rver does not; the reason below is printed with the skip.
    servesAlteredLinks:
      's3rver 3.7.1 accepts any Signature V4 without computing it ("Signature version 4 calculation is unimplemeneted", lib/middleware/authentication.js) and has no ACLs; AWS S3 refuses altered links',
  },
);

describe('S3FileStorage', () => {
  it('signs a link whose expiry S3 enforces', async () => {
    const storage = storageWith({ now: () => new Date(Date.now() - 120_000) });
    await storage.put('documents/expired.txt', new TextEncoder().encode('old'), 'text/plain');

    const link = await storage.signedUrl('documents/expired.txt', { expiresInSeconds: 60 });

    expect(link.url).toContain('X-Amz-Expires=60');
    expect((await fetch(link.url)).status).toBe(403);
    storage.close();
  });

  it('presigns a Signature V4 GET for the host only, with the lifetime and disposition in the signed query', async () => {
    const storage = storageWith({ now: () => new Date('2026-07-01T12:00:00Z') });

    const link = await storage.signedUrl('documents/cg-1/selfie.jpg', {
      expiresInSeconds: 300,
      disposition: 'attachment',
    });
    const url = new URL(link.url);
    storage.close();

    expect(`${url.origin}${url.pathname}`).toBe(`${endpoint}/${BUCKET}/documents/cg-1/selfie.jpg`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
      'X-Amz-Credential': 'S3RVER/20260701/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20260701T120000Z',
      'X-Amz-Expires': '300',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      'response-content-disposition': 'attachment',
      'x-id': 'GetObject',
    });
    expect(link.expiresAt).toEqual(new Date('2026-07-01T12:05:00Z'));
  });

  it.each([
    [{ bucket: '' }, 'S3_BUCKET must be an S3 bucket name'],
    [{ bucket: 'Upper_Case' }, 'S3_BUCKET must be an S3 bucket name'],
    [{ region: '' }, 'S3_REGION must be an AWS region'],
    [{ endpoint: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
  ])('refuses the options %j at construction', (change, message) => {
    expect(() => storageWith(change)).toThrow(message);
  });
});
