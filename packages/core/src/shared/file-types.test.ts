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

  it('takes a file as short as its magic bytes, and nothing shorter', () => {
    expect(sniffFileType(Uint8Array.from([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
    expect(sniffFileType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('%PDF-'))).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('tells a WebP image from other RIFF files and from text that mentions WEBP', () => {
    const riff = (form: string) => new TextEncoder().encode(`RIFF\x24\0\0\0${form}VP8 `);

    expect(sniffFileType(riff('WEBP'))).toBe('image/webp');
    expect(sniffFileType(riff('WAVE'))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('RIFX\x24\0\0\0WEBPVP8 '))).toBeNull();
  });

  it('tells a GIF by its signature and an SVG by its root element, never by a mention of svg', () => {
    const text = (content: string) => new TextEncoder().encode(content);
    expect(sniffFileType(text('GIF89a\x01\0\x01\0'))).toBe('image/gif');
    expect(sniffFileType(text('GIF87a'))).toBe('image/gif');
    expect(sniffFileType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      sniffFileType(
        text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"></svg>'),
      ),
    ).toBe('image/svg+xml');
    expect(sniffFileType(text('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffFileType(text('alert("svg")'))).toBeNull();
    expect(sniffFileType(text('<svg>\0</svg>'))).toBeNull();
    expect(sniffFileType(Uint8Array.from([0]))).toBeNull();
  });

  it('gives a stored upload its type back from the extension its id was given', () => {
    expect(contentTypeOf('uploads/selfie/ab.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('uploads/signature/ab.png')).toBe('image/png');
    expect(contentTypeOf('uploads/selfie/ab.webp')).toBe('image/webp');
    expect(contentTypeOf('uploads/military-document/ab.pdf')).toBe('application/pdf');
    expect(contentTypeOf('uploads/selfie/ab.exe')).toBe('application/octet-stream');
  });
});
