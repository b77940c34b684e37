import type {
  MemberImportRunChange,
  MemberImportRunRecord,
  MemberImportRunRepository,
  MemberImportRunStatus,
  NewMemberImportRun,
} from '@camppass/core';
import type { ImportMapping } from '@camppass/domain';
import type { SqlClient, SqlParam } from '../sql/sql-client';
import { isUuid } from './columns';

interface RunRow {
  id: string;
  campground_id: string;
  started_by: string;
  status: MemberImportRunStatus;
  file_key: string;
  mapping: ImportMapping;
  total_rows: number | null;
  rows_done: number;
  created_count: number;
  updated_count: number;
  refused_count: number;
  stopped_at_row: number | null;
  stop_reason: string | null;
  cancel_requested: boolean;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

const RUN = `id, campground_id, started_by, status, file_key, mapping, total_rows, rows_done, created_count,
  updated_count, refused_count, stopped_at_row, stop_reason, cancel_requested, created_at, updated_at,
  finished_at`;

const toRun = (row: RunRow): MemberImportRunRecord => ({
  id: row.id,
  campgroundId: row.campground_id,
  startedBy: row.started_by,
  status: row.status,
  fileKey: row.file_key,
  mapping: row.mapping,
  totalRows: row.total_rows,
  rowsDone: row.rows_done,
  created: row.created_count,
  updated: row.updated_count,
  refused: row.refused_count,
  stoppedAtRow: row.stopped_at_row,
  stopReason: row.stop_reason,
  cancelRequested: row.cancel_requested,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  finishedAt: row.finished_at,
});

/** The columns a change may set, by the record's field. */
const CHANGE_COLUMNS: Record<keyof MemberImportRunChange, string> = {
  status: 'status',
  totalRows: 'total_rows',
  rowsDone: 'rows_done',
  created: 'created_count',
  updated: 'updated_count',
  refused: 'refused_count',
  stoppedAtRow: 'stopped_at_row',
  stopReason: 'stop_reason',
  finishedAt: 'finished_at',
};

export class PostgresMemberImportRunRepository implements MemberImportRunRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(run: NewMemberImportRun): Promise<MemberImportRunRecord | 'ACTIVE'> {
    // The partial unique index decides between simultaneous starts; the loser inserts nothing.
    const [row] = await this.sql.query<RunRow>(
      `insert into member_import_runs (campground_id, started_by, file_key, mapping, created_at, updated_at)
       values ($1, $2, $3, $4::jsonb, $5, $5)
       on conflict (campground_id) where status in ('queued', 'running') do nothing
       returning ${RUN}`,
      [run.campgroundId, run.startedBy, run.fileKey, JSON.stringify(run.mapping), run.createdAt],
    );
    return row ? toRun(row) : 'ACTIVE';
  }

  async find(campgroundId: string, id: string): Promise<MemberImportRunRecord | null> {
    if (!isUuid(campgroundId) || !isUuid(id)) return null;
    const [row] = await this.sql.query<RunRow>(
      `select ${RUN} from member_import_runs where id = $1 and campground_id = $2`,
      [id, campgroundId],
    );
    return row ? toRun(row) : null;
  }

  async findLatest(campgroundId: string): Promise<MemberImportRunRecord | null> {
    if (!isUuid(campgroundId)) return null;
    const [row] = await this.sql.query<RunRow>(
      `select ${RUN} from member_import_runs where campground_id = $1
       order by created_at desc, id desc limit 1`,
      [campgroundId],
    );
    return row ? toRun(row) : null;
  }

  async nextToRun(): Promise<MemberImportRunRecord | null> {
    const [row] = await this.sql.query<RunRow>(
      `select ${RUN} from member_import_runs where status in ('queued', 'running')
       order by created_at, id limit 1`,
    );
    return row ? toRun(row) : null;
  }

  async update(id: string, change: MemberImportRunChange, now: Date): Promise<MemberImportRunRecord | null> {
    if (!isUuid(id)) return null;
    const entries = Object.entries(change).filter(([, value]) => value !== undefined) as [
      keyof MemberImportRunChange,
      SqlParam,
    ][];
    const sets = entries.map(([field], index) => `${CHANGE_COLUMNS[field]} = $${index + 3}`);
    const [row] = await this.sql.query<RunRow>(
      `update member_import_runs set ${['updated_at = $2', ...sets].join(', ')} where id = $1
       returning ${RUN}`,
      [id, now, ...entries.map(([, value]) => value)],
    );
    return row ? toRun(row) : null;
  }

  async requestCancel(campgroundId: string, id: string, now: Date): Promise<MemberImportRunRecord | null> {
    if (!isUuid(campgroundId) || !isUuid(id)) return null;
    const [row] = await this.sql.query<RunRow>(
      `update member_import_runs set
         cancel_requested = case when status in ('queued', 'running') then true else cancel_requested end,
         status = case when status = 'queued' then 'cancelled' else status end,
         finished_at = case when status = 'queued' then $3 else finished_at end,
         updated_at = case when status in ('queued', 'running') then $3 else updated_at end
       where id = $1 and campground_id = $2
       returning ${RUN}`,
      [id, campgroundId, now],
    );
    return row ? toRun(row) : null;
  }
}
