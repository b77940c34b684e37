import { DOCUMENTS_PROFILE_NOT_FOUND } from '@camppass/domain';

const MINUTE = 60;

/**
 * Lifetimes of the member area's links, in seconds
 * (docs/decisions/identity-documents-and-files.md#member-document-links-last-15-minutes).
 */
export const MEMBER_POLICY = {
  /** A document's signed link: long enough to open it, short enough that a copied link soon dies. */
  documentLinkSeconds: 15 * MINUTE,
} as const;

export const PROFILE_NOT_FOUND_MESSAGE = DOCUMENTS_PROFILE_NOT_FOUND;

// The status link is shared: the receipts link the card too.
export { STATUS_PAGE_PATH, statusLink } from '../shared/emails/links';
