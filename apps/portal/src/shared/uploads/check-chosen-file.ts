import {
  checkUploadContent,
  type Result,
  SNIFF_HEAD_BYTES,
  type UploadErrorCode,
  type UploadKind,
  validateUpload,
} from '@camppass/domain';

/**
 * A file the user chose, checked before anything is sent by the rules the server applies: its
 * declared type and size, then its first bytes (a text file named `logo.png` is no image). The
 * message is the server's, from the domain.
 */
export async function checkChosenFile(kind: UploadKind, file: File): Promise<Result<true, UploadErrorCode>> {
  const declared = validateUpload(kind, file);
  if (!declared.ok) return declared;
  const head = new Uint8Array(await file.slice(0, SNIFF_HEAD_BYTES).arrayBuffer());
  const content = checkUploadContent(kind, head);
  return content.ok ? declared : content;
}
