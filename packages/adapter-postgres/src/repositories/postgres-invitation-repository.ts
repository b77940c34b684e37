import type { InvitationRecord, InvitationRepository, NewInvitation, StoredRole } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface InvitationRow {
  id: string;
  token_hash: string;
  email: string;
  first_name: string;
  last_name: string;
  campground_id: string;
  role: StoredRole;
  invited_by: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

const toInvitation = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  tokenHash: row.token_hash,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  campgroundId: row.campground_id,
  role: row.role,
  invitedBy: row.invited_by,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  createdAt: row.created_at,
});

/** `invitations`: hashed single-use tokens; e-mails stored trimmed and lower-cased. */
export class PostgresInvitationRepository implements InvitationRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(invitation: NewInvitation): Promise<InvitationRecord> {
    const [row] = await this.sql.query<InvitationRow>(
      `insert into invitations (token_hash, email, first_name, last_name, campground_id, role, invited_by,
         expires_at, created_at)
       values ($1, lower(btrim($2)), $3, $4, $5, $6, $7, $8, $9) returning *`,
      [
        invitation.tokenHash,
        invitation.email,
        invitation.firstName,
        invitation.lastName,
        invitation.campgroundId,
        invitation.role,
        invitation.invitedBy,
        invitation.expiresAt,
        invitation.createdAt,
      ],
    );
    if (!row) throw new Error('Storing an invitation returned no row');
    return toInvitation(row);
  }

  async findByTokenHash(tokenHash: string): Promise<InvitationRecord | null> {
    const [row] = await this.sql.query<InvitationRow>('select * from invitations where token_hash = $1', [
      tokenHash,
    ]);
    return row ? toInvitation(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query(
      'update invitations set used_at = $2 where id = $1 and used_at is null returning id',
      [id, at],
    );
    return rows.length > 0;
  }

  async listPendingForCampground(campgroundId: string, now: Date): Promise<InvitationRecord[]> {
    return this.listPendingForCampgrounds([campgroundId], now);
  }

  async listPendingForCampgrounds(campgroundIds: readonly string[], now: Date): Promise<InvitationRecord[]> {
    const ids = campgroundIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.sql.query<InvitationRow>(
      `select * from invitations where campground_id = any($1::uuid[]) and used_at is null and expires_at > $2
       order by created_at desc, seq desc`,
      [ids, now],
    );
    return rows.map(toInvitation);
  }
}
