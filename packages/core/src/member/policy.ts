import { DOCUMENTS_PROFILE_NOT_FOUND } from '@camppass/domain';
import type { CoreConfig } from '../config';

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

/** The public page a membership's status token opens, under the portal's origin (the card's QR code). */
export const STATUS_PAGE_PATH = '/membership-status';

export const statusLink = (config: CoreConfig, token: string): string =>
  `${config.appBaseUrl.replace(/\/+$/, '')}${STATUS_PAGE_PATH}/${encodeURIComponent(token)}`;
