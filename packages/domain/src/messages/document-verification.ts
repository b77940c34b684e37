/**
 * The owner's Document Verification tab (03 §2.8). 03 names the tabs, 'Limited Access' and the load
 * errors (in member.ts, shared with the member's documents); the review words are ours.
 */
export const DOCUMENT_VERIFICATION_TITLE = 'Document Verification';
export const DOCUMENT_TABS = {
  selfie: 'Selfie with ID',
  signature: 'E-Signatures',
  military: 'Military Documents',
} as const;
export const DOCUMENT_SEARCH_LABEL = 'Search by name, e-mail or membership code';
export const DOCUMENT_UPDATE_LABEL = 'Update';
export const DOCUMENT_RETRY_LABEL = 'Retry';
export const DOCUMENT_VIEW_LABEL = 'View document';
export const DOCUMENTS_LOADING = 'Loading documents...';
export const NO_DOCUMENTS_FOUND = 'No documents match your search.';
export const NO_DOCUMENTS_YET = 'No documents to verify yet.';
export const NO_CAMPGROUND_FOR_DOCUMENTS = 'Choose a campground to see its documents.';

/** A document's review state, as its badge reads. */
export const DOCUMENT_STATUS_LABELS = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
export const DOCUMENT_APPROVE_LABEL = 'Approve';
export const DOCUMENT_REJECT_LABEL = 'Reject';
export const DOCUMENT_REVIEW_NOTES_LABEL = 'Notes';
export const DOCUMENT_REVIEW_NOTES_HINT =
  'Why you decided so: shown in the review trail beside the document.';
export const DOCUMENT_REVIEW_CONFIRM = { approve: 'Approve document', reject: 'Reject document' } as const;
export const DOCUMENT_REVIEW_CANCEL = 'Cancel';
export const DOCUMENT_REVIEW_TRAIL_TITLE = 'Review trail';
export const DOCUMENT_REVIEW_TRAIL_EMPTY = 'Not reviewed yet.';
export const DOCUMENT_REVIEW_SAVED = { approve: 'Document approved.', reject: 'Document rejected.' } as const;
export const DOCUMENT_REVIEW_FAILED = 'The review could not be saved. Please try again.';
export const DOCUMENT_NOT_FOUND = 'Document not found';
/** Notes longer than this are refused by the contract (a review note, not a report). */
export const DOCUMENT_REVIEW_NOTES_MAX = 2000;
export const DOCUMENT_REVIEW_NOTES_TOO_LONG = `Notes must be at most ${DOCUMENT_REVIEW_NOTES_MAX} characters.`;
/** A rejection says why; an approval may go without a note. */
export const DOCUMENT_REJECT_NOTES_REQUIRED = 'Please say why the document is rejected.';

/** One line of the trail: who decided what, and when (the time already formatted for the reader). */
export const reviewTrailLine = (decision: 'approved' | 'rejected', reviewer: string, when: string): string =>
  `${decision === 'approved' ? 'Approved' : 'Rejected'} by ${reviewer} on ${when}`;

/** Why a document has no link (shown as 'Limited Access' with the alert to contact support). */
export const DOCUMENT_LINK_FAILED = 'The document link could not be created.';
export const DOCUMENT_FILE_MISSING = 'The document file could not be found.';

/** 03 §4, §9: the verification tabs check their links every 60 s and reload when older than 240 s. */
export const DOCUMENT_LINK_CHECK_MS = 60_000;
export const DOCUMENT_LINK_MAX_AGE_MS = 240_000;
/** Whether a list loaded at `loadedAt` (ms) must be read again to renew its links. */
export const documentLinksStale = (loadedAt: number, now: number): boolean =>
  loadedAt > 0 && now - loadedAt > DOCUMENT_LINK_MAX_AGE_MS;
export const DOCUMENT_CAMPGROUND_LABEL = 'Campground';
export const DOCUMENT_REFRESHING_LINK = 'Renewing the document link...';
export const DOCUMENT_MEMBERSHIP_LABEL = 'Membership';
export const DOCUMENT_UPLOADED_LABEL = 'Uploaded';

/** Whether a signed link's expiry (ISO text) has passed; a link without one never expires. */
export const signedLinkExpired = (expiresAt: string | null, now: number): boolean => {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return !Number.isNaN(at) && at <= now;
};

/** Our wording: the filter that shows only documents still waiting for a review. */
export const DOCUMENT_PENDING_ONLY = 'Pending only';
/** Our wording: nothing waits under the pending-only filter. */
export const NO_DOCUMENTS_PENDING = 'Nothing waits for a review.';
/** '3 waiting for review', 'Nothing waiting for review' (ours). */
export const documentsWaiting = (count: number): string =>
  count === 0 ? 'Nothing waiting for review' : `${count.toLocaleString('en-US')} waiting for review`;
