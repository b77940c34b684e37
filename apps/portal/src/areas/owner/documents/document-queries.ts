import type {
  DocumentListQuery,
  DocumentRecord,
  DocumentReview,
  DocumentStatus,
  MilitaryUser,
  ReviewDocumentRequest,
} from '@camppass/client';
import { DOCUMENT_LINK_CHECK_MS, DOCUMENT_REVIEW_FAILED, documentLinksStale } from '@camppass/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../../shared/auth/AuthProvider';

export type DocumentTabId = 'selfie' | 'signature' | 'military';

/** A document as the verification tabs show it, whichever list it came from. */
export interface ReviewItem {
  readonly id: string;
  readonly memberName: string;
  readonly email: string;
  readonly membershipCode: string;
  readonly uploadedAt: string;
  readonly status: DocumentStatus;
  readonly signedUrl: string | null;
  readonly expiresAt: string | null;
  readonly error: string | null;
  readonly trail: readonly DocumentReview[];
  /** The signature's NUMID, when the list carries one. */
  readonly numid?: string | null;
}

/** A member and their documents (the military tab groups by member; the others have one each). */
interface ReviewGroup {
  readonly key: string;
  readonly memberName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly items: readonly ReviewItem[];
}

export interface ReviewPage {
  readonly groups: readonly ReviewGroup[];
  /** Documents of the tab's kind waiting for a review, whatever the search and filter. */
  readonly pending: number;
  readonly totalCount: number;
  readonly page: number;
  readonly pageSize: number;
}

const nameOf = (first: string, last: string, email: string) => `${first} ${last}`.trim() || email;

const fromRecord = (record: DocumentRecord & { numid?: string | null }): ReviewGroup => ({
  key: record.id,
  memberName: nameOf(record.first_name, record.last_name, record.email),
  email: record.email,
  phone: null,
  items: [
    {
      id: record.id,
      memberName: nameOf(record.first_name, record.last_name, record.email),
      email: record.email,
      membershipCode: record.membership_code,
      uploadedAt: record.uploaded_at,
      status: record.status,
      signedUrl: record.signed_url,
      expiresAt: record.signed_url_expires_at,
      error: record.signed_url_error,
      trail: record.review_trail,
      numid: record.numid ?? null,
    },
  ],
});

const fromMilitaryUser = (user: MilitaryUser): ReviewGroup => {
  const memberName = nameOf(user.first_name, user.last_name, user.email);
  return {
    key: user.id,
    memberName,
    email: user.email,
    phone: user.phone,
    items: user.military_documents.map((d) => ({
      id: d.id,
      memberName,
      email: user.email,
      membershipCode: d.membership_code,
      uploadedAt: d.uploaded_at,
      status: d.status,
      signedUrl: d.signed_url,
      expiresAt: d.expires_at,
      error: d.error,
      trail: d.review_trail,
    })),
  };
};

const PAGE_SIZE = 20;

export interface DocumentListInput {
  readonly tab: DocumentTabId;
  readonly campgroundId: string;
  readonly search: string;
  readonly page: number;
  /** Only documents waiting for a review. */
  readonly pendingOnly: boolean;
}

const documentsKey = (campgroundId: string) => ['owner', 'documents', campgroundId];

/**
 * One tab's page of documents: read when the campground, tab, search or page changes, and again
 * whenever the links are about to expire (checked every 60 s, reloaded when older than 240 s).
 */
export function useDocumentList(input: DocumentListInput) {
  const { api } = useAuth();
  const query = useQuery({
    queryKey: [...documentsKey(input.campgroundId), input.tab, input.search, input.page, input.pendingOnly],
    retry: false,
    queryFn: async ({ signal }): Promise<ReviewPage> => {
      const request: DocumentListQuery = {
        campground_id: input.campgroundId,
        page: input.page,
        pageSize: PAGE_SIZE,
        ...(input.search ? { search: input.search } : {}),
        ...(input.pendingOnly ? { status: 'pending' as const } : {}),
      };
      if (input.tab === 'military') {
        const answer = await api.call('get-military-users-with-membership', request, { signal });
        if (!answer.ok) throw new Error(answer.message);
        return {
          groups: answer.value.data.map(fromMilitaryUser),
          pending: answer.value.stats.pending,
          ...pageOf(answer.value.pagination),
        };
      }
      if (input.tab === 'signature') {
        const answer = await api.call('user-signature', request, { signal });
        if (!answer.ok) throw new Error(answer.message);
        return {
          groups: answer.value.data.signatures_with_urls.map(fromRecord),
          pending: answer.value.stats.pending,
          ...pageOf(answer.value.pagination),
        };
      }
      const answer = await api.call('get-selfie-documents', request, { signal });
      if (!answer.ok) throw new Error(answer.message);
      return {
        groups: answer.value.data.documents_with_photos.map(fromRecord),
        pending: answer.value.stats.pending,
        ...pageOf(answer.value.pagination),
      };
    },
  });
  const { dataUpdatedAt, refetch } = query;
  useEffect(() => {
    const timer = setInterval(() => {
      if (documentLinksStale(dataUpdatedAt, Date.now())) void refetch();
    }, DOCUMENT_LINK_CHECK_MS);
    return () => clearInterval(timer);
  }, [dataUpdatedAt, refetch]);
  return query;
}

const pageOf = (pagination: { page: number; limit: number; totalCount: number }) => ({
  page: pagination.page,
  pageSize: pagination.limit,
  totalCount: pagination.totalCount,
});

/** review-document; every list of the campground is read again after a review. */
export function useReviewDocument(campgroundId: string) {
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: Omit<ReviewDocumentRequest, 'campground_id'>) => {
      const answer = await api.call('review-document', { ...request, campground_id: campgroundId });
      if (!answer.ok) throw new Error(answer.message || DOCUMENT_REVIEW_FAILED);
      return answer.value.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(campgroundId) }),
  });
}
