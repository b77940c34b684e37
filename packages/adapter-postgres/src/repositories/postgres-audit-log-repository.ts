import type {
  AuditEntry,
  AuditedRole,
  AuditFilter,
  AuditLogRepository,
  AuditSnapshot,
  AuditSortField,
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

  async list(query: ListQuery<AuditFilter, AuditSortField>): Promise<Page<AuditEntry>> {
    const { campgroundId, actorId } = query.filter;
    if ((campgroundId !== null && !isUuid(campgroundId)) || (actorId !== null && !isUuid(actorId))) {
      return pageOf([], 0, query);
    }
    const order = direction(query);
    return pagedList(this.sql, query, {
      select: `select ${COLUMNS} from audit_log`,
      countFrom: 'from audit_log',
      where: `($1::uuid is null or campground_id = $1::uuid)
        and ($2::uuid is null or actor_id = $2::uuid)
        and ($3::text is null or action ilike $3 or actor_email ilike $3)`,
      orderBy: `created_at ${order}, seq ${order}`,
      params: [campgroundId, actorId, containsPattern(query.search)],
      toItem: toEntry,
    });
  }
}
