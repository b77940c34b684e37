import type { MemberDocument, UserDocumentsResponse } from '@camppass/client';
import {
  formatFileSize,
  MEMBER_DOCUMENT_TYPE_NAMES,
  signedLinkExpired,
  MEMBER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Banner, Card, EmptyState } from '@camppass/ui';
import { type MouseEvent, useState } from 'react';
import { LoadFailed, Loading } from './LoadState';
import { useMemberDocuments, useRefreshMemberDocuments } from './member-queries';
import { showInstantDate } from './membership-format';

/** One document as the list shows it. */
export interface DocumentRow {
  readonly key: string;
  readonly typeName: string;
  readonly fileName: string;
  readonly size: number | null;
  readonly uploadedAt: string | null;
  readonly status: MemberDocument['status'] | null;
  readonly signedUrl: string | null;
  readonly expiresAt: string | null;
  readonly error: string | null;
}

const fromDocument = (doc: MemberDocument): DocumentRow => ({
  key: `${doc.type}:${doc.id}`,
  typeName: MEMBER_DOCUMENT_TYPE_NAMES[doc.type] ?? doc.document_type,
  fileName: doc.file_name,
  size: doc.file_size,
  uploadedAt: doc.uploaded_at,
  status: doc.status,
  signedUrl: doc.signed_url,
  expiresAt: doc.expires_at,
  error: doc.error,
});

const fileNameOf = (url: string): string => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);

/** The rows of a document set: documents missing an id or a url are skipped (02 §5). */
export function documentRows(data: UserDocumentsResponse['data']): DocumentRow[] {
  const documents = [...data.selfieDocuments, ...data.militaryDocuments, ...data.signatureDocuments]
    .filter((doc) => doc.id && (doc.document_url || doc.signed_url))
    .map(fromDocument);
  const files = data.profileDocuments;
  const profileFile = (
    type: 'profile_id' | 'profile_military',
    url: string | null,
    signed: string | null,
    expires: string | null,
  ) =>
    url
      ? [
          {
            key: type,
            typeName: MEMBER_DOCUMENT_TYPE_NAMES[type] ?? type,
            fileName: fileNameOf(url),
            size: null,
            uploadedAt: null,
            status: null,
            signedUrl: signed,
            expiresAt: expires,
            error: null,
          },
        ]
      : [];
  return [
    ...documents,
    ...profileFile('profile_id', files.id_photo_url, files.id_photo_signed_url, files.id_photo_expires_at),
    ...profileFile(
      'profile_military',
      files.military_document_url,
      files.military_document_signed_url,
      files.military_document_expires_at,
    ),
  ];
}

/** Whether a signed link's expiry has passed (no expiry: never). */
export const linkExpired = (expiresAt: string | null, now = Date.now()): boolean =>
  signedLinkExpired(expiresAt, now);

const openLink = (url: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
};

/** The member's own documents (02 §2): name, size, date, status and download by signed link. */
export function DocumentsSection() {
  const documents = useMemberDocuments();
  const rows = documents.data ? documentRows(documents.data.data) : undefined;
  return (
    <Card title={WORDS.documents} headingLevel={2}>
      {documents.loading ? (
        <Loading label={WORDS.loadingDocuments} />
      ) : !rows ? (
        documents.error && <LoadFailed message={documents.error.message} onRetry={documents.retry} />
      ) : rows.length === 0 ? (
        <EmptyState headingLevel={3} title={WORDS.noDocuments} description={WORDS.noDocumentsDescription} />
      ) : (
        <ul className="pm-list" aria-label={WORDS.documents}>
          {rows.map((row) => (
            <DocumentLine key={row.key} row={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function DocumentLine({ row }: { row: DocumentRow }) {
  const refresh = useRefreshMemberDocuments();
  const [refreshing, setRefreshing] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  /** An expired link is fetched again before it is opened (02 §2). */
  const onDownload = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!linkExpired(row.expiresAt)) return;
    event.preventDefault();
    setRefreshing(true);
    const fresh = await refresh();
    setRefreshing(false);
    const again = fresh && documentRows(fresh.data).find((r) => r.key === row.key);
    if (again?.signedUrl && !linkExpired(again.expiresAt)) openLink(again.signedUrl, again.fileName);
    else setUnavailable(true);
  };

  const meta = [
    row.typeName,
    row.size == null ? null : formatFileSize(row.size),
    row.uploadedAt ? `${WORDS.uploaded} ${showInstantDate(row.uploadedAt)}` : null,
  ].filter(Boolean);

  return (
    <li className="pm-line">
      <div>
        <p className="pm-line__title">{row.fileName}</p>
        <p className="pm-line__meta">{meta.join(' · ')}</p>
      </div>
      <div className="pm-line__end">
        {row.error ? (
          <Badge tone="neutral">{WORDS.limitedAccess}</Badge>
        ) : (
          row.status && <Badge status={row.status}>{row.status}</Badge>
        )}
        {!row.error && row.signedUrl && (
          <a
            className="cp-button"
            data-variant="outline"
            href={row.signedUrl}
            download={row.fileName}
            aria-label={`${WORDS.download} ${row.fileName}`}
            aria-busy={refreshing || undefined}
            onClick={(event) => void onDownload(event)}
          >
            {WORDS.download}
          </a>
        )}
      </div>
      {refreshing && (
        <p role="status" className="pm-line__details pm-line__meta">
          {WORDS.refreshingLink}
        </p>
      )}
      {row.error ? (
        <div className="pm-line__details">
          <Banner variant="error">{WORDS.limitedAccessAlert}</Banner>
        </div>
      ) : (
        (!row.signedUrl || unavailable) && (
          <div className="pm-line__details">
            <Banner variant="info">{WORDS.urlUnavailable}</Banner>
          </div>
        )
      )}
    </li>
  );
}
