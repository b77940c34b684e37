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
