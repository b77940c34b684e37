import { UPLOAD_BUDGET_USED, UPLOAD_SPACE_FULL } from '@camppass/domain';
import { expect, it } from 'vitest';
import type { TestApp } from './test-app';

const KB = 1024;
const MB = 1024 * KB;

/** Budgets small enough for a test to reach: 2 MB per address, 8 MB for everyone, an hour. */
export const SMALL_UPLOAD_BUDGET = {
  UPLOAD_BYTES_PER_ADDRESS_PER_HOUR: String(2 * MB),
  UPLOAD_BYTES_PER_HOUR: String(8 * MB),
};

/** A JPEG of `size` bytes: a JPEG's first bytes, then padding. */
export const jpegOf = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return bytes;
};

export const uploadFrom = async (test: TestApp, address: string, bytes: Uint8Array) => {
  const res = await test.app.request(
    '/functions/v1/upload-document?kind=selfie',
    { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: bytes },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const json = (await res.json()) as { readonly error?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json };
};

/**
 * upload-document under a flood of 512 KB files from 40 addresses, 8 each, spread over the given
 * apps: no address gets past its 2 MB, and all of them together not past 8 MB.
 */
export const itKeepsAFloodUnderTheBudgets = (open: () => Promise<readonly TestApp[]>) =>
  it('keeps a flood from many addresses under the budget per address and for everyone, answering 429', async () => {
    const apps = await open();
    const file = jpegOf(512 * KB);

    const answers = await Promise.all(
      Array.from({ length: 40 * 8 }, (_, i) =>
        uploadFrom(apps[i % apps.length] as TestApp, `198.51.100.${i % 40}`, file),
      ),
    );

    const stored = answers.filter((answer) => answer.status === 200);
    expect(stored.length * file.length).toBeLessThanOrEqual(8 * MB);
    expect(stored).toHaveLength(16);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.every((answer) => answer.status === 429 && Number(answer.retryAfter) > 0)).toBe(true);
    expect(new Set(refused.map((answer) => answer.json.error))).toEqual(
      new Set([UPLOAD_BUDGET_USED, UPLOAD_SPACE_FULL]),
    );
  });
