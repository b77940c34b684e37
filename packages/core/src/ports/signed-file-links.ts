import type { Result } from '@camppass/domain';
import type { ServiceIdentifier } from 'inversify';
import type { FileDisposition } from './file-storage';

/** The parts of a request for a file by signed link that carry its signature, as received. */
export interface SignedFileLinkRequest {
  readonly key: string;
  readonly expires: string | undefined;
  readonly signature: string | undefined;
  readonly disposition?: string | undefined;
}

export type SignedFileLinkCode = 'INVALID_FILE_LINK' | 'FILE_LINK_EXPIRED';

/**
 * The check of the links a file storage signs when the server itself serves the files (local disk);
 * storage services such as S3 check their own links and bind none.
 */
export interface SignedFileLinks {
  /** The key and disposition of a link that is intact and unexpired. */
  verifySignedRequest(
    request: SignedFileLinkRequest,
  ): Result<{ readonly key: string; readonly disposition: FileDisposition }, SignedFileLinkCode>;
}

export const SIGNED_FILE_LINKS: ServiceIdentifier<SignedFileLinks> = Symbol.for('camppass.SignedFileLinks');
