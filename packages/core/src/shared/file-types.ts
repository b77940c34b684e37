/** The file types uploads accept, told by their content, never by what the client declares. */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/svg+xml'
  | 'application/pdf';

export const EXTENSION_OF: Readonly<Record<SniffedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

/** What may come before an SVG's root element: blanks, the XML declaration, comments, a doctype. */
const SVG_PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i;
const SVG_SNIFF_CHARACTERS = 4096;

/**
 * An SVG has no magic number: it is text (UTF-8, no NUL byte) whose root element is `<svg`. Only
 * the prologue before the root is skipped, so HTML or a script that mentions svg is not one.
 */
const isSvg = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, SVG_SNIFF_CHARACTERS * 4))
    .slice(0, SVG_SNIFF_CHARACTERS)
    .replace(/^\uFEFF/, '');
  return /^<svg[\s>/]/i.test(head.replace(SVG_PROLOGUE, ''));
};

/** The type of `bytes` by its magic number (an SVG by its root element), or `null` when none. */
export const sniffFileType = (bytes: Uint8Array): SniffedType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (isSvg(bytes)) return 'image/svg+xml';
  return null;
};

/** The stored type of an upload, told by the extension its id was given when its bytes were sniffed. */
export const contentTypeOf = (uploadId: string): string => {
  const extension = uploadId.split('.').pop();
  const known = (Object.entries(EXTENSION_OF) as [SniffedType, string][]).find(
    ([, ext]) => ext === extension,
  );
  return known ? known[0] : 'application/octet-stream';
};
