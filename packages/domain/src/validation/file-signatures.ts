/**
 * The file types uploads accept, told by their content (magic bytes), never by what the client
 * declares. The server checks every upload with these; the browser checks a chosen file's first
 * bytes with the same ones, so a text file named `.png` is refused before anything is sent.
 */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/svg+xml'
  | 'application/pdf';

// The domain compiles without DOM or Node types; TextDecoder is a pure global of both runtimes.
declare const TextDecoder: new (label: 'utf-8') => { decode(bytes: Uint8Array): string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

/** What may come before an SVG's root element: blanks, the XML declaration, comments, a doctype. */
const SVG_PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i;
const SVG_SNIFF_CHARACTERS = 4096;

/** How many leading bytes tell a file's type: enough for the longest SVG prologue read. */
export const SNIFF_HEAD_BYTES = SVG_SNIFF_CHARACTERS * 4;

/**
 * An SVG has no magic number: it is text (UTF-8, no NUL byte) whose root element is `<svg`. Only
 * the prologue before the root is skipped, so HTML or a script that mentions svg is not one.
 */
const isSvg = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, SNIFF_HEAD_BYTES))
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
