import { asCallFailure, type CallError, type UploadKind } from '@camppass/client';
import { EMAIL_CHECK_NETWORK_ERROR } from '@camppass/domain';
import { useCallback, useRef, useState } from 'react';
import type { PublicClient } from '../PublicServices';
import { WIZARD_COPY } from './copy';

const uploadFailureMessage = (error: CallError): string => {
  const failure = asCallFailure(error);
  return failure.kind === 'network'
    ? EMAIL_CHECK_NETWORK_ERROR
    : failure.error?.trim() || WIZARD_COPY.uploadFailed;
};

export type UploadOutcome =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly message: string };

/**
 * The purchase's uploads with their progress (fraction per kind). A file already stored is not sent
 * again when the buyer comes back to step 1: its id is remembered by the file (or the signature's
 * data URL).
 */
export function usePurchaseUploads(api: PublicClient) {
  const [progress, setProgress] = useState<Partial<Record<UploadKind, number>>>({});
  const stored = useRef(new Map<Blob | string, string>());

  const upload = useCallback(
    async (kind: UploadKind, key: Blob | string, blob: Blob): Promise<UploadOutcome> => {
      const known = stored.current.get(key);
      if (known) {
        setProgress((current) => ({ ...current, [kind]: 1 }));
        return { ok: true, id: known };
      }
      setProgress((current) => ({ ...current, [kind]: 0 }));
      const answer = await api.upload(kind, blob, {
        onProgress: (sent, total) => setProgress((current) => ({ ...current, [kind]: sent / total })),
      });
      if (!answer.ok) return { ok: false, message: uploadFailureMessage(answer) };
      stored.current.set(key, answer.value.data.uploadId);
      return { ok: true, id: answer.value.data.uploadId };
    },
    [api],
  );

  /** Forgets the stored ids, so the files are sent again (they belong to a checkout that expired or another purchase). */
  const forget = useCallback(() => stored.current.clear(), []);

  return { progress, upload, forget };
}
