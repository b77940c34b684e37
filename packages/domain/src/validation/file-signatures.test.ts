import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-signatures';
import { checkUploadContent, UPLOAD_RULES, type UploadKind } from './uploads';

/** The bytes of a text, one per character (the texts here are ASCII or carry their own UTF-8 bytes). */
const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const WEBP = bytes('RIFF\x24\0\0\0WEBPVP8 ');
const GIF = bytes('GIF89a\x01\0\x01\0');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"/>');
const PDF = bytes('%PDF-1.7\n1 0 obj\n');
const TEXT = bytes('plain text, named logo.png');

describe('file signatures', () => {
  it('tells each accepted type by its first bytes and nothing else', () => {
    expect(sniffFileType(JPEG)).toBe('image/jpeg');
    expect(sniffFileType(PNG)).toBe('image/png');
    expect(sniffFileType(WEBP)).toBe('image/webp');
    expect(sniffFileType(GIF)).toBe('image/gif');
    expect(sniffFileType(SVG)).toBe('image/svg+xml');
    expect(sniffFileType(PDF)).toBe('application/pdf');
    expect(sniffFileType(TEXT)).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(bytes('RIFF\x24\0\0\0WAVEfmt '))).toBeNull();
  });

  it('finds an SVG root behind a byte-order mark, a declaration, comments and a doctype, never inside HTML', () => {
    const prologue = '\xEF\xBB\xBF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n';
    expect(sniffFileType(bytes(`${prologue}<svg viewBox="0 0 1 1"></svg>`))).toBe('image/svg+xml');
    expect(sniffFileType(bytes('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffFileType(bytes('<svg>\0</svg>'))).toBeNull();
  });
});

describe('upload content by context', () => {
  it.each([
    ['campground-logo', PNG, 'image/png'],
    ['campground-logo', GIF, 'image/gif'],
    ['campground-logo', SVG, 'image/svg+xml'],
    ['campground-logo', TEXT, UPLOAD_RULES['campground-logo'].typeMessage],
    ['campground-logo', PDF, UPLOAD_RULES['campground-logo'].typeMessage],
    ['terms-pdf', PDF, 'application/pdf'],
    ['terms-pdf', TEXT, 'Please select a valid PDF file'],
    ['terms-pdf', PNG, 'Please select a valid PDF file'],
    ['selfie', JPEG, 'image/jpeg'],
    ['selfie', GIF, UPLOAD_RULES.selfie.typeMessage],
    ['military-document', PDF, 'application/pdf'],
    ['military-document', SVG, UPLOAD_RULES['military-document'].typeMessage],
    ['logo', WEBP, 'image/webp'],
    ['logo', GIF, 'File type not supported. Please use JPG, PNG, SVG, or WebP'],
  ] as [UploadKind, Uint8Array, string][])('%s with content %#: %s', (kind, head, expected) => {
    const result = checkUploadContent(kind, head);
    if (result.ok) expect(result.value).toBe(expected);
    else {
      expect(result.code).toBe('INVALID_FILE_TYPE');
      expect(result.message).toBe(expected);
    }
  });

  it('accepts by content only types the context also accepts by declared type', () => {
    for (const rule of Object.values(UPLOAD_RULES)) {
      for (const type of rule.contentTypes) expect(rule.types).toContain(type);
    }
  });
});
