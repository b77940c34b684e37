import type {
  DocumentForReview,
  DocumentReviewFilter,
  DocumentReviewRecord,
  DocumentReviewRepository,
  DocumentReviewSortField,
  IdentityDocumentRecord,
  ListQuery,
  NewDocumentReview,
  Page,
} from '@camppass/core';
import { pageOf } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';
import { containsPattern, direction, pagedList } from './list-sql';
import { type IdentityDocumentRow, toDocument } from './postgres-identity-document-repository';

type ListRow = IdentityDocumentRow & {
  membership_code: string;
  membership_status: string;
  membership_created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  numid: string | null;
};

interface ReviewRow {
  id: string;
  document_id: string;
  reviewer_id: string | null;
  reviewer_name: string | null;
  decision: 'approved' | 'rejected';
  notes: string | null;
  reviewed_at: Date;
}

const toReview = (row: ReviewRow): DocumentReviewRecord => ({
  id: row.id,
  documentId: row.document_id,
  reviewerId: row.reviewer_id,
  reviewerName: row.reviewer_name,
  decision: row.decision,
  notes: row.notes,
  reviewedAt: row.reviewed_at,
});

const REVIEWER_NAME = `case when r.reviewer_id is null then null
  else coalesce(nullif(btrim(coalesce(rp.first_name, '') || ' ' || coalesce(rp.last_name, '')), ''), ru.email) end`;
const REVIEW_SELECT = `select r.id, r.document_id, r.reviewer_id, ${REVIEWER_NAME} as reviewer_name, r.decision,
  r.notes, r.reviewed_at
  from identity_document_reviews r
  left join users ru on ru.id = r.reviewer_id
  left join profiles rp on rp.user_id = r.reviewer_id`;

const LIST_FROM = `from identity_documents d
  join memberships m on m.id = d.membership_id
  join users u on u.id = d.user_id
  left join profiles p on p.user_id = d.user_id`;

/** `identity_document_reviews` and the verification lists over `identity_documents`. */
export class PostgresDocumentReviewRepository implements DocumentReviewRepository {
  constructor(private readonly sql: SqlClient) {}

  async list(
    query: ListQuery<DocumentReviewFilter, DocumentReviewSortField>,
  ): Promise<Page<DocumentForReview>> {
    const { campgroundId, kind, status } = query.filter;
    if (!isUuid(campgroundId)) return pageOf([], 0, query);
    const dir = direction(query);
    const orderBy =
      query.sort.field === 'name'
        ? `lower(coalesce(p.last_name, '')) collate "C" ${dir}, lower(coalesce(p.first_name, '')) collate "C" ${dir}, d.id ${dir}`
        : `d.created_at ${dir}, d.id ${dir}`;
    return pagedList(this.sql, query, {
      select: `select d.*, m.membership_code, m.status as membership_status, m.created_at as membership_created_at,
        p.first_name, p.last_name, u.email, p.phone, p.numid ${LIST_FROM}`,
      countFrom: LIST_FROM,
      where: `d.campground_id = $1 and d.kind = $2 and ($3::text is null or d.status = $3)
        and ($4::text is null or u.email ilike $4 or m.membership_code ilike $4
          or (coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ilike $4)`,
      orderBy,
      params: [campgroundId, kind, status, containsPattern(query.search)],
      toItem: (row: ListRow): DocumentForReview => ({
        document: toDocument(row),
        membershipCode: row.membership_code,
        membershipStatus: row.membership_status,
        membershipCreatedAt: row.membership_created_at,
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
        email: row.email,
        phone: row.phone,
        numid: row.numid,
      }),
    });
  }

  async findDocument(documentId: string): Promise<IdentityDocumentRecord | null> {
    if (!isUuid(documentId)) return null;
    const [row] = await this.sql.query<IdentityDocumentRow>(
      'select * from identity_documents where id = $1',
      [documentId],
    );
    return row ? toDocument(row) : null;
  }

  async record(review: NewDocumentReview): Promise<DocumentReviewRecord> {
    const updated = await this.sql.query(
      'update identity_documents set status = $2 where id = $1 returning id',
      [review.documentId, review.decision],
    );
    if (updated.length === 0) throw new Error('No document to review');
    const [inserted] = await this.sql.query<{ id: string }>(
      `insert into identity_document_reviews (document_id, reviewer_id, decision, notes, reviewed_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [review.documentId, review.reviewerId, review.decision, review.notes, review.reviewedAt],
    );
    if (!inserted) throw new Error('Recording a review returned no row');
    const [row] = await this.sql.query<ReviewRow>(`${REVIEW_SELECT} where r.id = $1`, [inserted.id]);
    if (!row) throw new Error('A recorded review could not be read back');
    return toReview(row);
  }

  async trails(documentIds: readonly string[]): Promise<DocumentReviewRecord[]> {
    const ids = documentIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.sql.query<ReviewRow>(
      `${REVIEW_SELECT} where r.document_id = any($1::uuid[]) order by r.reviewed_at, r.seq`,
      [ids],
    );
    return rows.map(toReview);
  }

  async countMemberships(campgroundId: string): Promise<number> {
    if (!isUuid(campgroundId)) return 0;
    const [row] = await this.sql.query<{ total: number }>(
      'select count(*)::int as total from memberships where campground_id = $1',
      [campgroundId],
    );
    return Number(row?.total ?? 0);
  }
}
