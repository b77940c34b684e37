import { DOCUMENTS_CAMPGROUND_REQUIRED, type Err, err, type Result } from '@camppass/domain';
import type { FileStorage } from '../ports/file-storage';
import { type ListRequest, listQuery, type Page } from '../ports/list';
import type {
  DocumentForReview,
  DocumentReviewFilter,
  DocumentReviewRecord,
  DocumentReviewSortField,
} from '../ports/repositories/document-review-repository';
import type { IdentityDocumentKind } from '../ports/repositories/identity-document-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { type DocumentLink, documentLink } from '../shared/document-link';
import type { Principal } from '../shared/principal';
import { refusal } from './owner-access';

/**
 * Lifetime of an owner's document link
 * (docs/decisions/identity-documents-and-files.md#document-review-links-last-5-minutes): the tab
 * renews links every 4 minutes (03 §4: checked every 60 s, reloaded when older than 240 s), so 5
 * minutes always covers the gap.
 */
export const DOCUMENT_REVIEW_LINK_SECONDS = 5 * 60;

/** A document of a verification list: its member, its link (or why none), and its review trail. */
export interface ReviewableDocument {
  readonly item: DocumentForReview;
  readonly link: DocumentLink;
  readonly trail: readonly DocumentReviewRecord[];
}

export interface ReviewablePage {
  readonly page: Page<ReviewableDocument>;
  readonly totalMemberships: number;
  /** Documents of this kind at the campground waiting for a review, whatever the search and filter. */
  readonly pendingCount: number;
}

export type ListDocumentsRequest = ListRequest<Pick<DocumentReviewFilter, 'status'>>;

/** 'Campground ID is required' (03 §5) for a missing or blank id; otherwise the trimmed id. */
export const requiredCampgroundId = (
  campgroundId: string | null | undefined,
): Result<string, 'VALIDATION_ERROR'> => {
  const id = campgroundId?.trim() ?? '';
  return id === ''
    ? err('VALIDATION_ERROR', DOCUMENTS_CAMPGROUND_REQUIRED, { campground_id: DOCUMENTS_CAMPGROUND_REQUIRED })
    : { ok: true, value: id };
};

/**
 * One page of a campground's documents of one kind for an owner or staff member ('view'), each with
 * a short-lived signed link and its trail. Another campground is refused before anything is read.
 */
export const listReviewableDocuments = async (
  deps: { readonly unitOfWork: UnitOfWork; readonly storage: FileStorage },
  input: {
    readonly actor: Principal;
    readonly campgroundId: string | null | undefined;
    readonly kind: IdentityDocumentKind;
    readonly request: ListDocumentsRequest;
    readonly defaultSort: DocumentReviewSortField;
  },
): Promise<Result<ReviewablePage, 'VALIDATION_ERROR' | 'FORBIDDEN'>> => {
  const campgroundId = requiredCampgroundId(input.campgroundId);
  if (!campgroundId.ok) return campgroundId;
  const refused: Err<'FORBIDDEN'> | null = refusal(input.actor, campgroundId.value, 'view');
  if (refused) return refused;
  const query = listQuery<DocumentReviewFilter, DocumentReviewSortField>(input.request, {
    filter: { campgroundId: campgroundId.value, kind: input.kind, status: null },
    sortFields: ['createdAt', 'name'],
    sort: { field: input.defaultSort, direction: input.defaultSort === 'name' ? 'asc' : 'desc' },
  });
  const read = await deps.unitOfWork.run(async (repos) => {
    const page = await repos.documentReviews.list({
      ...query,
      filter: { ...query.filter, campgroundId: campgroundId.value, kind: input.kind },
    });
    const trails = await repos.documentReviews.trails(page.items.map((item) => item.document.id));
    // Counted in the database: one row read, the total is the count of every pending document.
    const pending = await repos.documentReviews.list({
      ...query,
      filter: { campgroundId: campgroundId.value, kind: input.kind, status: 'pending' },
      search: null,
      page: 1,
      pageSize: 1,
    });
    return {
      page,
      trails,
      totalMemberships: await repos.documentReviews.countMemberships(campgroundId.value),
      pendingCount: pending.total,
    };
  });
  const items: ReviewableDocument[] = [];
  for (const item of read.page.items) {
    items.push({
      item,
      link: await documentLink(deps.storage, item.document.storageKey, {
        expiresInSeconds: DOCUMENT_REVIEW_LINK_SECONDS,
        disposition: 'inline',
        requireFile: true,
      }),
      trail: read.trails.filter((review) => review.documentId === item.document.id),
    });
  }
  return {
    ok: true,
    value: {
      page: { ...read.page, items },
      totalMemberships: read.totalMemberships,
      pendingCount: read.pendingCount,
    },
  };
};
