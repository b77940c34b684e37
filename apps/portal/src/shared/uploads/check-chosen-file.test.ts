import { UPLOAD_RULES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { checkChosenFile } from './check-chosen-file';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('a chosen file, checked in the browser', () => {
  it('refuses a text file named and declared as a PNG, with the server message', async () => {
    const fake = new File(['just some text'], 'logo.png', { type: 'image/png' });
    expect(await checkChosenFile('campground-logo', fake)).toEqual({
      ok: false,
      code: 'INVALID_FILE_TYPE',
      message: UPLOAD_RULES['campground-logo'].typeMessage,
    });
  });

  it('refuses a text file named and declared as a PDF', async () => {
    const fake = new File(['%not a pdf'], 'terms.pdf', { type: 'application/pdf' });
    expect(await checkChosenFile('terms-pdf', fake)).toMatchObject({
      ok: false,
      message: 'Please select a valid PDF file',
    });
  });

  it('takes a real image, and still refuses by declared type and size first', async () => {
    expect(
      await checkChosenFile('campground-logo', new File([PNG], 'logo.png', { type: 'image/png' })),
    ).toEqual({ ok: true, value: true });
    expect(
      await checkChosenFile('terms-pdf', new File([], 'terms.pdf', { type: 'application/pdf' })),
    ).toMatchObject({ ok: false, code: 'EMPTY_FILE' });
    expect(
      await checkChosenFile('campground-logo', new File([PNG], 'notes.txt', { type: 'text/plain' })),
    ).toMatchObject({ ok: false, code: 'INVALID_FILE_TYPE' });
  });
});
