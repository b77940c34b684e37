import { UPLOAD_BUDGET_USED, UPLOAD_SPACE_FULL } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import { unwrap } from '../testing/contract-harness';
import { createPublicPageFixture, SAMPLE_FILES } from '../testing/public-page-fixture';
import { StoreUpload } from './store-upload';

describe('uploads', () => {
  it('decides the type by the bytes: text is refused whatever was declared, a PDF is a military document only', async () => {
    const f = createPublicPageFixture();
    const refused = await f.uploads.execute({ kind: 'selfie', bytes: SAMPLE_FILES.text, clientKey: 'a' });
    const pdfSelfie = await f.uploads.execute({ kind: 'selfie', bytes: SAMPLE_FILES.pdf, clientKey: 'a' });
    const jpegSignature = await f.uploads.execute({
      kind: 'signature',
      bytes: SAMPLE_FILES.jpeg,
      clientKey: 'a',
    });
    const military = unwrap(
      await f.uploads.execute({ kind: 'military-document', bytes: SAMPLE_FILES.pdf, clientKey: 'a' }),
    );

    expect(refused).toMatchObject({
      ok: false,
      code: 'INVALID_FILE_TYPE',
      message: 'Please select a valid image file (JPG, PNG, or WebP)',
    });
    expect(pdfSelfie).toMatchObject({ ok: false, code: 'INVALID_FILE_TYPE' });
    expect(jpegSignature).toMatchObject({ ok: false, code: 'INVALID_FILE_TYPE' });
    expect(military).toMatchObject({ kind: 'military-document', contentType: 'application/pdf' });
    expect(f.storage.files.get(military.uploadId)?.contentType).toBe('application/pdf');
    expect(military.uploadId).toMatch(/^uploads\/military-document\/[0-9a-f]{32}\.pdf$/);
  });

  it('registers the upload in a transaction before storing: no file lands when the database refuses', async () => {
    const f = createPublicPageFixture();
    const transactions: string[] = [];
    const failing: UnitOfWork = {
      run: () => Promise.reject(new Error('database unavailable')),
    };
    const watched: UnitOfWork = {
      run: (work) => {
        transactions.push('run');
        return f.unitOfWork.run(work);
      },
    };
    const refusing = new StoreUpload({ ...f, unitOfWork: failing });
    const storing = new StoreUpload({ ...f, unitOfWork: watched });

    await expect(refusing.store('selfie', SAMPLE_FILES.jpeg)).rejects.toThrow('database unavailable');
    expect(f.storage.files.size).toBe(0);
    const stored = unwrap(await storing.store('selfie', SAMPLE_FILES.jpeg));
    expect(transactions).toEqual(['run']);
    expect(f.storage.files.has(stored.uploadId)).toBe(true);
    expect(f.unitOfWork.store.tables.uploads.get(stored.uploadId)).toMatchObject({ kind: 'selfie' });
  });
});

/** A JPEG of `size` bytes: the sample's header, then padding. */
const jpegOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(SAMPLE_FILES.jpeg.subarray(0, Math.min(size, SAMPLE_FILES.jpeg.length)));
  return bytes;
};
const KB = 1024;
const MB = 1024 * KB;
const storedBytes = (f: ReturnType<typeof createPublicPageFixture>) =>
  [...f.storage.files.values()].reduce((sum, file) => sum + file.bytes.length, 0);

describe('the byte budget of files before payment', () => {
  it('refuses an address past 60 MB an hour, with its message and the wait, and takes it again an hour later', async () => {
    const f = createPublicPageFixture();
    const answers = [];
    const largest = jpegOf(10 * MB);
    for (let file = 0; file < 7; file++) {
      answers.push(await f.uploads.execute({ kind: 'selfie', bytes: largest, clientKey: 'a' }));
    }

    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true, true, false]);
    expect(answers[6]).toMatchObject({
      code: 'RATE_LIMITED',
      message: UPLOAD_BUDGET_USED,
      retryAfterSeconds: 3600,
    });
    expect(storedBytes(f)).toBe(60 * MB);
    expect((await f.uploads.execute({ kind: 'selfie', bytes: jpegOf(MB), clientKey: 'b' })).ok).toBe(true);
    f.clock.advance({ hours: 1 });
    expect((await f.uploads.execute({ kind: 'selfie', bytes: jpegOf(MB), clientKey: 'a' })).ok).toBe(true);
  });

  it('keeps a flood from many addresses at once under the budget for everyone', async () => {
    const f = createPublicPageFixture({
      uploadBudget: { bytesPerAddress: 400 * KB, bytesForAll: 2000 * KB, windowSeconds: 3600 },
    });
    const file = jpegOf(100 * KB);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, address) =>
        Array.from({ length: 5 }, () =>
          f.uploads.execute({ kind: 'selfie', bytes: file, clientKey: `198.51.100.${address}` }),
        ),
      ).flat(),
    );

    expect(storedBytes(f)).toBeLessThanOrEqual(2000 * KB);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(20);
    const refusals = answers.flatMap((answer) => (answer.ok ? [] : [answer.message]));
    expect(new Set(refusals)).toEqual(new Set([UPLOAD_SPACE_FULL, UPLOAD_BUDGET_USED]));
  });
});
