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
import type { SqlClient, SqlParam } from '../sql/sql-client';
import { isUuid } from './columns';
import { containsPattern, direction, pageClause } from './list-sql';

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
  total?: number;
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
    const params: SqlParam[] = [
      campgroundId,
      actorId,
      query.search === null ? null : containsPattern(query.search),
    ];
    const where = `($1::uuid is null or campground_id = $1::uuid)
      and ($2::uuid is null or actor_id = $2::uuid)
      and ($3::text is null or action ilike $3 or actor_email ilike $3)`;
    const order = direction(query);
    const rows = await this.sql.query<AuditRow>(
      `select ${COLUMNS}, count(*) over () as total from audit_log where ${where}
       order by created_at ${order}, seq ${order} ${pageClause(query, params)}`,
      params,
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(where, params.slice(0, 3));
    return pageOf(rows.map(toEntry), total, query);
  }

  private async count(where: string, params: SqlParam[]): Promise<number> {
    const [row] = await this.sql.query<{ total: number }>(
      `select count(*)::int as total from audit_log where ${where}`,
      params,
    );
    return Number(row?.total ?? 0);
  }
}
