import { err, ok, type Result } from '../shared/result';
import { type SniffedType, sniffFileType } from './file-signatures';

/** One megabyte as the upload limits count it: 1024 × 1024 bytes. */
const MEGABYTE = 1024 * 1024;

export const LOGO_MAX_BYTES = 5 * MEGABYTE;
export const TERMS_PDF_MAX_BYTES = 10 * MEGABYTE;
export const IDENTITY_DOCUMENT_MAX_BYTES = 10 * MEGABYTE;

/** The upload contexts of the specs; the two logo contexts keep their own lists and wording. */
export type UploadKind = 'logo' | 'campground-logo' | 'terms-pdf' | 'selfie' | 'military-document';

export interface UploadRule {
  /** Declared MIME types accepted, lower case. */
  readonly types: readonly string[];
  /** The types the content itself may be, told by its first bytes (file-signatures.ts). */
  readonly contentTypes: readonly SniffedType[];
  readonly maxBytes: number;
  readonly typeMessage: string;
  readonly sizeMessage: string;
  /** Message for a zero-byte file, where the spec refuses empty files. */
  readonly emptyMessage?: string;
}

const SIZE_OVER_10_MB = 'File size must be less than 10MB';

const JPEG_PNG_WEBP = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const JPEG_PNG_WEBP_CONTENT: readonly SniffedType[] = ['image/jpeg', 'image/png', 'image/webp'];

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  /** Logo upload shared by the owner and super-admin screens (01 §5). */
  logo: {
    types: [...JPEG_PNG_WEBP, 'image/svg+xml'],
    contentTypes: [...JPEG_PNG_WEBP_CONTENT, 'image/svg+xml'],
    maxBytes: LOGO_MAX_BYTES,
    typeMessage: 'File type not supported. Please use JPG, PNG, SVG, or WebP',
    sizeMessage: 'File size exceeds the 5MB limit',
  },
  /** Logo chosen in the campground settings form (03 §5). */
  'campground-logo': {
    types: [...JPEG_PNG_WEBP, 'image/gif', 'image/svg+xml'],
    contentTypes: [...JPEG_PNG_WEBP_CONTENT, 'image/gif', 'image/svg+xml'],
    maxBytes: LOGO_MAX_BYTES,
    typeMessage: 'Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)',
    sizeMessage: 'File size must be less than 5MB',
  },
  /** Terms and conditions PDF (03 §5). */
  'terms-pdf': {
    types: ['application/pdf'],
    contentTypes: ['application/pdf'],
    maxBytes: TERMS_PDF_MAX_BYTES,
    typeMessage: 'Please select a valid PDF file',
    sizeMessage: SIZE_OVER_10_MB,
    emptyMessage: 'The selected file appears to be empty',
  },
  /** Selfie with ID (04 §5); the type message is ours, the spec gives none. */
  selfie: {
    types: JPEG_PNG_WEBP,
    contentTypes: JPEG_PNG_WEBP_CONTENT,
    maxBytes: IDENTITY_DOCUMENT_MAX_BYTES,
    typeMessage: 'Please select a valid image file (JPG, PNG, or WebP)',
    sizeMessage: SIZE_OVER_10_MB,
  },
  /** Military document (04 §5): the selfie types plus PDF; the type message is ours. */
  'military-document': {
    types: [...JPEG_PNG_WEBP, 'application/pdf'],
    contentTypes: [...JPEG_PNG_WEBP_CONTENT, 'application/pdf'],
    maxBytes: IDENTITY_DOCUMENT_MAX_BYTES,
    typeMessage: 'Please select a valid image or PDF file (JPG, PNG, WebP, or PDF)',
    sizeMessage: SIZE_OVER_10_MB,
  },
};

export interface DeclaredFile {
  /** The declared MIME type, as the browser or the multipart part gives it. */
  readonly type: string;
  readonly size: number;
}

export type UploadErrorCode = 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE' | 'EMPTY_FILE';

/**
 * A file checked by its declared type and its size for one upload context. The content itself is
 * checked by {@link checkUploadContent}, on both sides too.
 */
export const validateUpload = (kind: UploadKind, file: DeclaredFile): Result<true, UploadErrorCode> => {
  const rule = UPLOAD_RULES[kind];
  if (!rule.types.includes(file.type.trim().toLowerCase())) return err('INVALID_FILE_TYPE', rule.typeMessage);
  if (file.size > rule.maxBytes) return err('FILE_TOO_LARGE', rule.sizeMessage);
  if (rule.emptyMessage !== undefined && file.size === 0) return err('EMPTY_FILE', rule.emptyMessage);
  return ok(true);
};

/**
 * A file's content checked for one upload context by its first bytes (at least
 * SNIFF_HEAD_BYTES of them, or the whole file): its type, with the context's message when
 * the bytes are of no accepted type, whatever the file's name or declared type says.
 */
export const checkUploadContent = (
  kind: UploadKind,
  head: Uint8Array,
): Result<SniffedType, 'INVALID_FILE_TYPE'> => {
  const rule = UPLOAD_RULES[kind];
  const type = sniffFileType(head);
  return type !== null && rule.contentTypes.includes(type)
    ? ok(type)
    : err('INVALID_FILE_TYPE', rule.typeMessage);
};

/** Ours (04 gives none): the bytes a connection may upload before paying are used up for now. */
export const UPLOAD_BUDGET_USED =
  'Too many files have been uploaded from your connection. Please try again later.';
/** Ours: the space kept for files of purchases not yet paid is full for now. */
export const UPLOAD_SPACE_FULL = 'We cannot take more files right now. Please try again in a few minutes.';
