import {
  FILE_TOO_LARGE_MESSAGE,
  PURCHASE_UPLOAD_KINDS,
  PURCHASE_UPLOAD_MAX_BYTES,
  type PurchaseUploadKind,
} from '@camppass/core';
import { err } from '@camppass/domain';
import type { Container } from 'inversify';
import { PUBLIC_USE_CASES } from '../../container/public-module';
import { defineFunctions } from '../../http/functions';

const UPLOAD_KIND_MESSAGE = `kind must be one of ${PURCHASE_UPLOAD_KINDS.join(', ')}`;

/**
 * The body, read as it streams in, or `null` as soon as it passes `maxBytes`: a declared length over
 * the limit is refused before a byte is read, an undeclared one when the count passes it.
 */
export const readBodyWithin = async (request: Request, maxBytes: number): Promise<Uint8Array | null> => {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return null;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
};

/**
 * upload-document?kind=selfie|military-document|signature: the file's bytes as the request body (any
 * declared type), read as it streams in up to its own 10 MB limit instead of the JSON body limit.
 */
export const uploadRoutes = (container: Container) => {
  const storeUpload = container.get(PUBLIC_USE_CASES.storeUpload);
  return defineFunctions(container).define('upload-document', async ({ request, clientIp }) => {
    const kind = request.query('kind') as PurchaseUploadKind | undefined;
    if (!kind || !PURCHASE_UPLOAD_KINDS.includes(kind)) {
      return err('VALIDATION_ERROR', UPLOAD_KIND_MESSAGE, { kind: UPLOAD_KIND_MESSAGE });
    }
    const bytes = await readBodyWithin(request.raw, PURCHASE_UPLOAD_MAX_BYTES);
    if (bytes === null) return err('FILE_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    const result = await storeUpload.execute({ kind, bytes, clientKey: clientIp });
    if (!result.ok) return result;
    const { uploadId, contentType, size } = result.value;
    return { success: true, data: { uploadId, kind, contentType, size } };
  }).app;
};
