/** The file types the purchase accepts, told by their first bytes, never by what the client declares. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export const EXTENSION_OF: Readonly<Record<SniffedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

/** The type of `bytes` by its magic number, or `null` when it is none of the accepted types. */
export const sniffFileType = (bytes: Uint8Array): SniffedType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
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
