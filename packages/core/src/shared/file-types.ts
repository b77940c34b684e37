import type { SniffedType } from '@camppass/domain';

/** The signatures live in the domain, shared with the browser's check of a chosen file. */
export { type SniffedType, sniffFileType } from '@camppass/domain';

export const EXTENSION_OF: Readonly<Record<SniffedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

/** The stored type of an upload, told by the extension its id was given when its bytes were sniffed. */
export const contentTypeOf = (uploadId: string): string => {
  const extension = uploadId.split('.').pop();
  const known = (Object.entries(EXTENSION_OF) as [SniffedType, string][]).find(
    ([, ext]) => ext === extension,
  );
  return known ? known[0] : 'application/octet-stream';
};
