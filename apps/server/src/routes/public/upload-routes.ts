import {
  FILE_TOO_LARGE_MESSAGE,
  PURCHASE_UPLOAD_KINDS,
  PURCHASE_UPLOAD_MAX_BYTES,
  type PurchaseUploadKind,
  StoreUpload,
} from '@camppass/core/checkout/store-upload';
import { err } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { readBodyWithin } from '../../http/read-body';

const UPLOAD_KIND_MESSAGE = `kind must be one of ${PURCHASE_UPLOAD_KINDS.join(', ')}`;

/**
 * upload-document?kind=selfie|military-document|signature: the file's bytes as the request body (any
 * declared type), read as it streams in up to its own 10 MB limit instead of the JSON body limit.
 */
export const uploadRoutes = ({ use }: Area) =>
  defineFunctions(use).define('upload-document', async ({ request, clientIp }) => {
    const kind = request.query('kind') as PurchaseUploadKind | undefined;
    if (!kind || !PURCHASE_UPLOAD_KINDS.includes(kind)) {
      return err('VALIDATION_ERROR', UPLOAD_KIND_MESSAGE, { kind: UPLOAD_KIND_MESSAGE });
    }
    const bytes = await readBodyWithin(request.raw, PURCHASE_UPLOAD_MAX_BYTES);
    if (bytes === null) return err('FILE_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    const result = await use(StoreUpload).execute({ kind, bytes, clientKey: clientIp });
    if (!result.ok) return result;
    const { uploadId, contentType, size } = result.value;
    return { success: true, data: { uploadId, kind, contentType, size } };
  }).app;
