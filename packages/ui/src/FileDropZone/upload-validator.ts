import { UPLOAD_RULES, type UploadKind, validateUpload } from '@camppass/domain';

/** The domain's type and size check for an upload context, shaped for `FileDropZone`'s `validate`. */
export function uploadValidator(kind: UploadKind): (file: File) => string | null {
  return (file) => {
    const result = validateUpload(kind, file);
    return result.ok ? null : result.message;
  };
}

/** MIME types the file picker offers for an upload context. */
export function acceptedUploadTypes(kind: UploadKind): readonly string[] {
  return UPLOAD_RULES[kind].types;
}
