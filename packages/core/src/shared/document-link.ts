import { DOCUMENT_FILE_MISSING, DOCUMENT_LINK_FAILED } from '@camppass/domain';
import type { FileStorage, SignedUrl, SignedUrlOptions } from '../ports/file-storage';

/** A document's short-lived link, or why there is none. */
export type DocumentLink =
  | { readonly link: SignedUrl; readonly error: null }
  | { readonly link: null; readonly error: string };

/**
 * The signed link of an identity document. A storage that cannot sign now, or (when `requireFile`)
 * a file that is gone, costs that one document its link, never the whole list it belongs to.
 * Links are never logged: whoever holds one holds the document until it expires.
 */
export const documentLink = async (
  storage: FileStorage,
  key: string,
  options: SignedUrlOptions & { readonly requireFile?: boolean },
): Promise<DocumentLink> => {
  const { requireFile = false, ...signing } = options;
  try {
    if (requireFile && !(await storage.exists(key))) return { link: null, error: DOCUMENT_FILE_MISSING };
    return { link: await storage.signedUrl(key, signing), error: null };
  } catch {
    return { link: null, error: DOCUMENT_LINK_FAILED };
  }
};
