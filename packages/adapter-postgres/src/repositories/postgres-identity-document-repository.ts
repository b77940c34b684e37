import type {
  IdentityDocumentKind,
  IdentityDocumentRecord,
  IdentityDocumentRepository,
  IdentityDocumentStatus,
  NewIdentityDocument,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

export interface IdentityDocumentRow {
  id: string;
  membership_id: string;
  user_id: string;
  campground_id: string;
  kind: IdentityDocumentKind;
  storage_key: string;
  content_type: string;
  status: IdentityDocumentStatus;
  size_bytes: string | number | null;
  created_at: Date;
}

export const toDocument = (row: IdentityDocumentRow): IdentityDocumentRecord => ({
  id: row.id,
  membershipId: row.membership_id,
  userId: row.user_id,
  campgroundId: row.campground_id,
  kind: row.kind,
  storageKey: row.storage_key,
  contentType: row.content_type,
  status: row.status,
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  createdAt: row.created_at,
});

/** `identity_documents`: storage keys of a membership's private files, never the files. */
export class PostgresIdentityDocumentRepository implements IdentityDocumentRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(document: NewIdentityDocument): Promise<IdentityDocumentRecord> {
    const [row] = await this.sql.query<IdentityDocumentRow>(
      `insert into identity_documents (membership_id, user_id, campground_id, kind, storage_key, content_type,
         status, size_bytes, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
      [
        document.membershipId,
        document.userId,
        document.campgroundId,
        document.kind,
        document.storageKey,
        document.contentType,
        document.status,
        document.sizeBytes ?? null,
        document.createdAt,
      ],
    );
    if (!row) throw new Error('Storing an identity document returned no row');
    return toDocument(row);
  }

  listByMembership(membershipId: string): Promise<IdentityDocumentRecord[]> {
    return this.listWhere('membership_id', membershipId);
  }

  listByUser(userId: string): Promise<IdentityDocumentRecord[]> {
    return this.listWhere('user_id', userId);
  }

  private async listWhere(
    column: 'membership_id' | 'user_id',
    id: string,
  ): Promise<IdentityDocumentRecord[]> {
    if (!isUuid(id)) return [];
    const rows = await this.sql.query<IdentityDocumentRow>(
      `select * from identity_documents where ${column} = $1 order by created_at, seq`,
      [id],
    );
    return rows.map(toDocument);
  }
}
