import {
  CLAIM_EMAIL_INTERVAL_HOURS,
  type DueClaimEmail,
  type MemberImportRepository,
  type RememberedImportMapping,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

/** `member_import_mappings` and `member_claim_emails` (migration 42). */
export class PostgresMemberImportRepository implements MemberImportRepository {
  constructor(private readonly sql: SqlClient) {}

  async findMapping(campgroundId: string): Promise<RememberedImportMapping> {
    if (!isUuid(campgroundId)) return {};
    const [row] = await this.sql.query<{ mapping: RememberedImportMapping | string }>(
      'select mapping from member_import_mappings where campground_id = $1',
      [campgroundId],
    );
    if (!row) return {};
    return typeof row.mapping === 'string'
      ? (JSON.parse(row.mapping) as RememberedImportMapping)
      : row.mapping;
  }

  async saveMapping(campgroundId: string, mapping: RememberedImportMapping, at: Date): Promise<void> {
    if (!isUuid(campgroundId)) throw new Error(`No campground ${campgroundId}`);
    await this.sql.query(
      `insert into member_import_mappings (campground_id, mapping, updated_at) values ($1, $2::jsonb, $3)
       on conflict (campground_id) do update set mapping = excluded.mapping, updated_at = excluded.updated_at`,
      [campgroundId, JSON.stringify(mapping), at],
    );
  }

  async requestClaimEmails(campgroundId: string, at: Date): Promise<number> {
    if (!isUuid(campgroundId)) return 0;
    // A request waits for another's uncommitted row of the same account, then sees it as it stands:
    // asked within the day, it is left alone, so parallel presses queue each account once.
    const rows = await this.sql.query<{ user_id: string }>(
      `insert into member_claim_emails (campground_id, user_id, requested_at, sent_at)
       select distinct $1::uuid, m.user_id, $2::timestamptz, null::timestamptz
         from memberships m join users u on u.id = m.user_id
        where m.campground_id = $1 and m.source = 'imported' and u.password_hash is null
        order by m.user_id
       on conflict (campground_id, user_id) do update
         set requested_at = excluded.requested_at, sent_at = null
         where member_claim_emails.requested_at <= excluded.requested_at - make_interval(hours => $3)
       returning user_id`,
      [campgroundId, at, CLAIM_EMAIL_INTERVAL_HOURS],
    );
    return rows.length;
  }

  async listDueClaimEmails(limit: number): Promise<DueClaimEmail[]> {
    const rows = await this.sql.query<{
      campground_id: string;
      user_id: string;
      email: string;
      first_name: string | null;
    }>(
      `select c.campground_id, c.user_id, u.email, p.first_name
         from member_claim_emails c join users u on u.id = c.user_id
         left join profiles p on p.user_id = c.user_id
        where c.sent_at is null and u.password_hash is null
        order by c.requested_at, c.user_id
        limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      campgroundId: row.campground_id,
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name ?? '',
    }));
  }

  async markClaimEmailSent(campgroundId: string, userId: string, at: Date): Promise<void> {
    if (!isUuid(campgroundId) || !isUuid(userId)) return;
    await this.sql.query(
      'update member_claim_emails set sent_at = $3 where campground_id = $1 and user_id = $2',
      [campgroundId, userId, at],
    );
  }
}
