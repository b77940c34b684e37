import {
  DOCUMENT_PENDING_ONLY,
  DOCUMENT_RETRY_LABEL,
  DOCUMENT_REVIEW_SAVED,
  DOCUMENT_SEARCH_LABEL,
  DOCUMENT_TABS,
  DOCUMENT_UPDATE_LABEL,
  DOCUMENTS_LOADING,
  documentsWaiting,
  NO_DOCUMENTS_FOUND,
  NO_DOCUMENTS_PENDING,
  NO_DOCUMENTS_YET,
} from '@camppass/domain';
import { Badge, Banner, Button, Checkbox, EmptyState, Pagination, SearchField, Spinner } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { DocumentItem } from './DocumentItem';
import { type DocumentTabId, type ReviewItem, useDocumentList, useReviewDocument } from './document-queries';
import { type ReviewChoice, ReviewDialog } from './ReviewDialog';

const LABEL: Record<DocumentTabId, string> = {
  selfie: DOCUMENT_TABS.selfie,
  signature: DOCUMENT_TABS.signature,
  military: DOCUMENT_TABS.military,
};

/**
 * One verification tab (03 §2.8): search with Update, the page of documents with their states,
 * Retry on a failed read, and the review dialog. Its links renew themselves (see useDocumentList).
 */
export function DocumentTabPanel({
  tab,
  campgroundId,
}: {
  readonly tab: DocumentTabId;
  readonly campgroundId: string;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pendingOnly, setPendingOnly] = useState(false);
  const list = useDocumentList({ tab, campgroundId, search, page, pendingOnly });
  const review = useReviewDocument(campgroundId);
  const [reviewing, setReviewing] = useState<{ item: ReviewItem; decision: ReviewChoice } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const update = (event?: FormEvent) => {
    event?.preventDefault();
    const next = text.trim();
    if (next === search) void list.refetch();
    setSearch(next);
    setPage(1);
  };
  const renewLink = async (documentId: string) => {
    const fresh = await list.refetch();
    const item = fresh.data?.groups.flatMap((g) => g.items).find((i) => i.id === documentId);
    return item?.signedUrl ?? null;
  };
  const confirm = (notes: string) => {
    if (!reviewing) return;
    const { item, decision } = reviewing;
    review.mutate(
      { document_id: item.id, decision, ...(notes ? { notes } : {}) },
      {
        onSuccess: () => {
          setReviewing(null);
          setSaved(`${DOCUMENT_REVIEW_SAVED[decision]} (${item.memberName}, ${item.membershipCode})`);
        },
      },
    );
  };

  const data = list.data;
  return (
    <div className="od-panel">
      <form className="od-toolbar" onSubmit={update} aria-label={`${LABEL[tab]}: ${DOCUMENT_SEARCH_LABEL}`}>
        <SearchField
          label={DOCUMENT_SEARCH_LABEL}
          value={text}
          onChange={setText}
          onSubmit={() => update()}
        />
        <Button type="submit" variant="outline" isPending={list.isFetching && !list.isPending}>
          {DOCUMENT_UPDATE_LABEL}
        </Button>
        <Checkbox
          isSelected={pendingOnly}
          onChange={(selected) => {
            setPendingOnly(selected);
            setPage(1);
          }}
        >
          {DOCUMENT_PENDING_ONLY}
        </Checkbox>
        {data && (
          <Badge tone={data.pending > 0 ? 'warning' : 'neutral'}>{documentsWaiting(data.pending)}</Badge>
        )}
      </form>
      <p role="status" className="od-saved">
        {saved}
      </p>
      {list.isPending ? (
        <div role="status" className="od-center">
          <Spinner aria-label={DOCUMENTS_LOADING} />
        </div>
      ) : list.isError && !data ? (
        <Banner
          variant="error"
          action={
            <Button variant="outline" onPress={() => void list.refetch()}>
              {DOCUMENT_RETRY_LABEL}
            </Button>
          }
        >
          {list.error.message}
        </Banner>
      ) : !data || data.groups.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={search ? NO_DOCUMENTS_FOUND : pendingOnly ? NO_DOCUMENTS_PENDING : NO_DOCUMENTS_YET}
        />
      ) : (
        <>
          <ul className="od-groups" aria-label={LABEL[tab]}>
            {data.groups.map((group) => (
              <li key={group.key} className="od-group">
                <h3 className="od-group__name">{group.memberName}</h3>
                <p className="od-document__meta">
                  {group.email}
                  {group.phone ? ` · ${group.phone}` : ''}
                </p>
                <ul className="od-documents">
                  {group.items.map((item) => (
                    <DocumentItem
                      key={item.id}
                      item={item}
                      label={LABEL[tab]}
                      renewLink={renewLink}
                      onReview={(chosen, decision) => {
                        review.reset();
                        setReviewing({ item: chosen, decision });
                      }}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {data.totalCount > data.pageSize && (
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              totalCount={data.totalCount}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      {reviewing && (
        <ReviewDialog
          decision={reviewing.decision}
          memberName={reviewing.item.memberName}
          pending={review.isPending}
          error={review.error?.message ?? null}
          onConfirm={confirm}
          onClose={() => setReviewing(null)}
        />
      )}
    </div>
  );
}
