import type { ListQuery, Page } from '../list';
import type {
  IdentityDocumentKind,
  IdentityDocumentRecord,
  IdentityDocumentStatus,
} from './identity-document-repository';

/** An owner's or staff member's decision on a document (03 §3: approved or rejected). */
type ReviewDecision = 'approved' | 'rejected';

export interface NewDocumentReview {
  readonly documentId: string;
  readonly reviewerId: string;
  readonly decision: ReviewDecision;
  /** The reviewer's note, trimmed; `null` when none was written. */
  readonly notes: string | null;
  readonly reviewedAt: Date;
}

/** One entry of a document's review trail, with the reviewer as the trail shows them. */
export interface DocumentReviewRecord extends Omit<NewDocumentReview, 'reviewerId'> {
  readonly id: string;
  /** `null` once the reviewer's account is gone; the entry stays. */
  readonly reviewerId: string | null;
  /** The reviewer's name, else their e-mail; `null` once their account is gone. */
  readonly reviewerName: string | null;
}

/** A document as the verification lists show it: its membership and its member beside it. */
export interface DocumentForReview {
  readonly document: IdentityDocumentRecord;
  readonly membershipCode: string;
  readonly membershipStatus: string;
  readonly membershipCreatedAt: Date;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly numid: string | null;
}

export interface DocumentReviewFilter {
  readonly campgroundId: string;
  readonly kind: IdentityDocumentKind;
  /** Only documents in this review state; `null` for all. */
  readonly status: IdentityDocumentStatus | null;
}

/** Newest upload first by default; `name` orders by last then first name. */
export type DocumentReviewSortField = 'createdAt' | 'name';

/**
 * The owner area's document verification (03 §2.8): the documents of one campground, searched by the
 * member's name, e-mail or membership code and paged in the database, and each document's review
 * trail, which only grows.
 */
export interface DocumentReviewRepository {
  list(query: ListQuery<DocumentReviewFilter, DocumentReviewSortField>): Promise<Page<DocumentForReview>>;
  findDocument(documentId: string): Promise<IdentityDocumentRecord | null>;
  /** Sets the document's status to the decision and appends the decision to its trail, together. */
  record(review: NewDocumentReview): Promise<DocumentReviewRecord>;
  /** The trails of these documents, oldest entry first. */
  trails(documentIds: readonly string[]): Promise<DocumentReviewRecord[]>;
  /** How many memberships the campground has, in every status (the lists' total_memberships). */
  countMemberships(campgroundId: string): Promise<number>;
}
