import type { DocumentReviewRecord } from '@camppass/core';
import { paginationOf } from '@camppass/core';
import type { ReviewableDocument } from '@camppass/core/owner/documents-for-review';
import { ListDocumentsForReview } from '@camppass/core/owner/list-documents-for-review';
import { ListMilitaryUsers } from '@camppass/core/owner/list-military-users';
import { ReviewDocument } from '@camppass/core/owner/review-document';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

const presentReview = (review: DocumentReviewRecord) => ({
  id: review.id,
  decision: review.decision,
  notes: review.notes,
  reviewer_name: review.reviewerName,
  reviewed_at: review.reviewedAt.toISOString(),
});

const presentFile = ({ item, trail }: ReviewableDocument) => ({
  id: item.document.id,
  content_type: item.document.contentType,
  uploaded_at: item.document.createdAt.toISOString(),
  status: item.document.status,
  review_trail: trail.map(presentReview),
  membership_id: item.document.membershipId,
  membership_code: item.membershipCode,
});

/** A selfie-with-ID or signature record of 03 §3. */
const presentRecord = (document: ReviewableDocument) => ({
  ...presentFile(document),
  membership_status: document.item.membershipStatus,
  membership_created_at: document.item.membershipCreatedAt.toISOString(),
  first_name: document.item.firstName,
  last_name: document.item.lastName,
  email: document.item.email,
  signed_url: document.link.link?.url ?? null,
  signed_url_expires_at: document.link.link?.expiresAt.toISOString() ?? null,
  signed_url_error: document.link.error,
});

const linked = (documents: readonly ReviewableDocument[]) => documents.filter((d) => d.link.link).length;

/** Document Verification (03 §2.8, §7): the three lists and the review, owner and staff only. */
export const ownerDocumentRoutes = ({ use }: Area) => {
  const request = (input: {
    search?: string | undefined;
    status?: 'pending' | 'approved' | 'rejected' | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }) => ({
    search: input.search ?? null,
    page: input.page ?? null,
    pageSize: input.pageSize ?? null,
    filter: input.status ? { status: input.status } : {},
  });
  return defineFunctions(use)
    .define('get-selfie-documents', async ({ input, caller }) => {
      const result = await use(ListDocumentsForReview).execute({
        actor: caller,
        campgroundId: input.campground_id,
        kind: 'selfie',
        request: request(input),
      });
      if (!result.ok) return result;
      const { page, totalMemberships, pendingCount } = result.value;
      return {
        success: true,
        data: { documents_with_photos: page.items.map(presentRecord) },
        stats: {
          total_memberships: totalMemberships,
          documents_with_urls: linked(page.items),
          pending: pendingCount,
        },
        pagination: paginationOf(page),
      };
    })
    .define('user-signature', async ({ input, caller }) => {
      const result = await use(ListDocumentsForReview).execute({
        actor: caller,
        campgroundId: input.campground_id,
        kind: 'signature',
        request: request(input),
      });
      if (!result.ok) return result;
      const { page, totalMemberships, pendingCount } = result.value;
      return {
        success: true,
        data: {
          signatures_with_urls: page.items.map((d) => ({ ...presentRecord(d), numid: d.item.numid })),
        },
        stats: {
          total_memberships: totalMemberships,
          signatures_with_urls: linked(page.items),
          pending: pendingCount,
        },
        pagination: paginationOf(page),
      };
    })
    .define('get-military-users-with-membership', async ({ input, caller }) => {
      const result = await use(ListMilitaryUsers).execute({
        actor: caller,
        campgroundId: input.campground_id,
        request: request(input),
      });
      if (!result.ok) return result;
      return {
        success: true,
        data: result.value.users.map((user) => ({
          id: user.userId,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          phone: user.phone,
          military_documents: user.documents.map((document) => ({
            ...presentFile(document),
            document_type: document.item.document.kind,
            signed_url: document.link.link?.url ?? null,
            expires_at: document.link.link?.expiresAt.toISOString() ?? null,
            error: document.link.error,
          })),
        })),
        stats: { pending: result.value.pendingCount },
        pagination: paginationOf(result.value.page),
      };
    })
    .define('review-document', async ({ input, caller }) => {
      const result = await use(ReviewDocument).execute({
        actor: caller,
        campgroundId: input.campground_id,
        documentId: input.document_id,
        decision: input.decision,
        notes: input.notes ?? null,
      });
      if (!result.ok) return result;
      const { document, review, trail } = result.value;
      return {
        success: true,
        data: {
          document: { id: document.id, status: document.status },
          review: presentReview(review),
          review_trail: trail.map(presentReview),
        },
      };
    }).app;
};
