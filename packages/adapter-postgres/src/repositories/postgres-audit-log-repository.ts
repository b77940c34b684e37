import type {
  AuditEntry,
  AuditedRole,
  AuditFilter,
  AuditLogRepository,
  AuditSnapshot,
  AuditSortField,
  ListedAuditEntry,
  ListQuery,
  NewAuditEntry,
  Page,
} from '@camppass/core';
import { pageOf } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';
import { containsPattern, direction, pagedList } from './list-sql';

interface AuditRow {
  id: string;
  actor_id: string;
  actor_email: string | null;
  actor_role: AuditedRole;
  action: string;
  campground_id: string | null;
  subject_id: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  created_at: Date;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  actorRole: row.actor_role,
  action: row.action,
  campgroundId: row.campground_id,
  subjectId: row.subject_id,
  before: row.before,
  after: row.after,
  createdAt: row.created_at,
});

interface ListedAuditRow extends AuditRow {
  actor_name: string | null;
  campground_name: string | null;
}

const toListedEntry = (row: ListedAuditRow): ListedAuditEntry => ({
  ...toEntry(row),
  actorName: row.actor_name,
  campgroundName: row.campground_name,
});

const COLUMNS =
  'id, actor_id, actor_email, actor_role, action, campground_id, subject_id, before, after, created_at';

/** `audit_log`: appended to only; read newest first by the super admin's recent activity. */
export class PostgresAuditLogRepository implements AuditLogRepository {
  constructor(private readonly sql: SqlClient) {}

  async record(entry: NewAuditEntry): Promise<AuditEntry> {
    const [row] = await this.sql.query<AuditRow>(
      `insert into audit_log (actor_id, actor_email, actor_role, action, campground_id, subject_id, before, after, created_at)
       select $1, u.email, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8 from users u where u.id = $1
       returning ${COLUMNS}`,
      [
        entry.actorId,
        entry.actorRole,
        entry.action,
        entry.campgroundId,
        entry.subjectId,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
        entry.createdAt,
      ],
    );
    if (!row) throw new Error(`No user ${entry.actorId} for an audit entry`);
    return toEntry(row);
  }

  /**
   * One page in the database: filtered on the indexes of migrations 7 and 23 (created_at, and
   * campground, actor or action with created_at), offset-paged in (created_at, seq) order; the names
   * are joined for the page's rows only.
   */
  async list(query: ListQuery<AuditFilter, AuditSortField>): Promise<Page<ListedAuditEntry>> {
    const { campgroundId, actorId, actions, from, to } = query.filter;
    if ((campgroundId !== null && !isUuid(campgroundId)) || (actorId !== null && !isUuid(actorId))) {
      return pageOf([], 0, query);
    }
    const order = direction(query);
    const actorName = `nullif(btrim(p.first_name || ' ' || p.last_name), '')`;
    return pagedList(this.sql, query, {
      select: `select ${COLUMNS.split(', ')
        .map((column) => `a.${column}`)
        .join(', ')}, ${actorName} as actor_name, c.name as campground_name
        from audit_log a
        left join profiles p on p.user_id = a.actor_id
        left join campgrounds c on c.id = a.campground_id`,
      countFrom: 'from audit_log a left join profiles p on p.user_id = a.actor_id',
      where: `($1::uuid is null or a.campground_id = $1::uuid)
        and ($2::uuid is null or a.actor_id = $2::uuid)
        and ($3::text is null or a.action ilike $3 or a.actor_email ilike $3 or ${actorName} ilike $3)
        and ($4::text[] is null or a.action = any($4::text[]))
        and ($5::timestamptz is null or a.created_at >= $5::timestamptz)
        and ($6::timestamptz is null or a.created_at < $6::timestamptz)`,
      orderBy: `a.created_at ${order}, a.seq ${order}`,
      params: [campgroundId, actorId, containsPattern(query.search), actions ? [...actions] : null, from, to],
      toItem: toListedEntry,
    });
  }
}
