import { describe, expect, it } from 'vitest';
import { type UploadKind, validateUpload } from './uploads';

const MB = 1024 * 1024;

describe('uploads by declared type and size', () => {
  it.each([
    ['logo', 'image/jpeg', 5 * MB, true],
    ['logo', 'image/jpg', 1, true],
    ['logo', 'image/png', 1, true],
    ['logo', 'image/svg+xml', 1, true],
    ['logo', 'image/webp', 1, true],
    ['logo', 'image/gif', 1, 'File type not supported. Please use JPG, PNG, SVG, or WebP'],
    ['logo', 'image/png', 5 * MB + 1, 'File size exceeds the 5MB limit'],
    ['campground-logo', 'image/gif', 1, true],
    ['campground-logo', 'IMAGE/PNG', 1, true],
    [
      'campground-logo',
      'application/pdf',
      1,
      'Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)',
    ],
    ['campground-logo', 'image/webp', 5 * MB + 1, 'File size must be less than 5MB'],
    ['terms-pdf', 'application/pdf', 10 * MB, true],
    ['terms-pdf', 'image/png', 1, 'Please select a valid PDF file'],
    ['terms-pdf', 'application/pdf', 10 * MB + 1, 'File size must be less than 10MB'],
    ['terms-pdf', 'application/pdf', 0, 'The selected file appears to be empty'],
    ['selfie', 'image/jpeg', 10 * MB, true],
    ['selfie', 'image/webp', 1, true],
    ['selfie', 'application/pdf', 1, 'Please select a valid image file (JPG, PNG, or WebP)'],
    ['selfie', 'image/png', 10 * MB + 1, 'File size must be less than 10MB'],
    ['military-document', 'application/pdf', 1, true],
    ['military-document', 'image/jpg', 1, true],
    ['military-document', 'image/gif', 1, 'Please select a valid image or PDF file (JPG, PNG, WebP, or PDF)'],
    ['military-document', 'application/pdf', 10 * MB + 1, 'File size must be less than 10MB'],
  ] as [UploadKind, string, number, true | string][])(
    '%s %s of %d bytes → %s',
    (kind, type, size, expected) => {
      const result = validateUpload(kind, { type, size });
      if (expected === true) expect(result).toEqual({ ok: true, value: true });
      else expect(result).toMatchObject({ ok: false, message: expected });
    },
  );

  it('names the failure with a stable code', () => {
    expect(validateUpload('terms-pdf', { type: 'text/plain', size: 1 })).toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });
    expect(validateUpload('logo', { type: 'image/png', size: 6 * MB })).toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
    expect(validateUpload('terms-pdf', { type: 'application/pdf', size: 0 })).toMatchObject({
      code: 'EMPTY_FILE',
    });
  });
});
