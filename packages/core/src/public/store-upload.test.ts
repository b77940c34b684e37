import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { createPublicPageFixture, SAMPLE_FILES } from '../testing/public-page-fixture';

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
});
