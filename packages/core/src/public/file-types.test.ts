import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../testing/public-page-fixture';
import { contentTypeOf, sniffFileType } from './file-types';

describe('file types', () => {
  it('tells each accepted type by its first bytes and refuses the rest', () => {
    expect(sniffFileType(SAMPLE_FILES.jpeg)).toBe('image/jpeg');
    expect(sniffFileType(SAMPLE_FILES.png)).toBe('image/png');
    expect(sniffFileType(SAMPLE_FILES.webp)).toBe('image/webp');
    expect(sniffFileType(SAMPLE_FILES.pdf)).toBe('application/pdf');
    expect(sniffFileType(SAMPLE_FILES.text)).toBeNull();
  });

  it('gives a stored upload its type back from the extension its id was given', () => {
    expect(contentTypeOf('uploads/selfie/ab.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('uploads/signature/ab.png')).toBe('image/png');
    expect(contentTypeOf('uploads/selfie/ab.webp')).toBe('image/webp');
    expect(contentTypeOf('uploads/military-document/ab.pdf')).toBe('application/pdf');
    expect(contentTypeOf('uploads/selfie/ab.gif')).toBe('application/octet-stream');
  });
});
