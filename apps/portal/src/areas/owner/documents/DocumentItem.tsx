import type { DocumentReview } from '@camppass/client';
import {
  DOCUMENT_APPROVE_LABEL,
  DOCUMENT_LIMITED_ACCESS,
  DOCUMENT_LIMITED_ACCESS_ALERT,
  DOCUMENT_MEMBERSHIP_LABEL,
  DOCUMENT_REFRESHING_LINK,
  DOCUMENT_REJECT_LABEL,
  DOCUMENT_REVIEW_TRAIL_EMPTY,
  DOCUMENT_REVIEW_TRAIL_TITLE,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_UPLOADED_LABEL,
  DOCUMENT_URL_UNAVAILABLE,
  DOCUMENT_VIEW_LABEL,
  reviewTrailLine,
  signedLinkExpired,
} from '@camppass/domain';
import { Badge, Banner, Button } from '@camppass/ui';
import { type MouseEvent, useState } from 'react';
import type { ReviewItem } from './document-queries';
import type { ReviewChoice } from './ReviewDialog';

const showWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One document: its membership, review state, a link that opens the file through its signed URL
 * (renewed first when it has expired), Approve and Reject, and its review trail beside it. A
 * document without a link shows 'Limited Access' and the alert to contact support (03 §2.8).
 */
export function DocumentItem({
  item,
  label,
  onReview,
  renewLink,
}: {
  readonly item: ReviewItem;
  /** What the document is, for its link's accessible name (e.g. 'Selfie with ID'). */
  readonly label: string;
  readonly onReview: (item: ReviewItem, decision: ReviewChoice) => void;
  /** Reads the list again and answers this document's fresh link, if any. */
  readonly renewLink: (documentId: string) => Promise<string | null>;
}) {
  const [renewing, setRenewing] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  /** An expired link triggers a refresh (03 §8) and the fresh link is opened. */
  const onOpen = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedLinkExpired(item.expiresAt, Date.now())) return;
    event.preventDefault();
    setRenewing(true);
    const fresh = await renewLink(item.id);
    setRenewing(false);
    if (fresh) window.open(fresh, '_blank', 'noopener');
    else setUnavailable(true);
  };

  return (
    <li className="od-document">
      <div className="od-document__head">
        <p className="od-document__meta">
          {DOCUMENT_MEMBERSHIP_LABEL} <strong>{item.membershipCode}</strong> · {DOCUMENT_UPLOADED_LABEL}{' '}
          {showWhen(item.uploadedAt)}
          {item.numid ? ` · NUMID ${item.numid}` : ''}
        </p>
        {item.error ? (
          <Badge tone="neutral">{DOCUMENT_LIMITED_ACCESS}</Badge>
        ) : (
          <Badge status={item.status}>{DOCUMENT_STATUS_LABELS[item.status]}</Badge>
        )}
      </div>
      {item.error ? (
        <Banner variant="error" title={DOCUMENT_LIMITED_ACCESS}>
          {DOCUMENT_LIMITED_ACCESS_ALERT}
        </Banner>
      ) : (
        <div className="od-document__actions">
          {item.signedUrl && (
            <a
              className="cp-button"
              data-variant="outline"
              href={item.signedUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${DOCUMENT_VIEW_LABEL}: ${label}, ${item.memberName}, ${item.membershipCode}`}
              aria-busy={renewing || undefined}
              onClick={(event) => void onOpen(event)}
            >
              {DOCUMENT_VIEW_LABEL}
            </a>
          )}
          <Button
            variant="primary"
            onPress={() => onReview(item, 'approve')}
            aria-label={`${DOCUMENT_APPROVE_LABEL}: ${label}, ${item.memberName}, ${item.membershipCode}`}
          >
            {DOCUMENT_APPROVE_LABEL}
          </Button>
          <Button
            variant="danger"
            onPress={() => onReview(item, 'reject')}
            aria-label={`${DOCUMENT_REJECT_LABEL}: ${label}, ${item.memberName}, ${item.membershipCode}`}
          >
            {DOCUMENT_REJECT_LABEL}
          </Button>
        </div>
      )}
      {renewing && <p role="status">{DOCUMENT_REFRESHING_LINK}</p>}
      {(unavailable || (!item.error && !item.signedUrl)) && (
        <Banner variant="info">{DOCUMENT_URL_UNAVAILABLE}</Banner>
      )}
      <ReviewTrail trail={item.trail} />
    </li>
  );
}

function ReviewTrail({ trail }: { readonly trail: readonly DocumentReview[] }) {
  return (
    <section className="od-trail" aria-label={DOCUMENT_REVIEW_TRAIL_TITLE}>
      <h4 className="od-trail__title">{DOCUMENT_REVIEW_TRAIL_TITLE}</h4>
      {trail.length === 0 ? (
        <p className="od-document__meta">{DOCUMENT_REVIEW_TRAIL_EMPTY}</p>
      ) : (
        <ol className="od-trail__list">
          {trail.map((entry) => (
            <li key={entry.id}>
              <span>
                {reviewTrailLine(entry.decision, entry.reviewer_name ?? '—', showWhen(entry.reviewed_at))}
              </span>
              {entry.notes && <q className="od-trail__notes">{entry.notes}</q>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
