import type { Migration } from './migration';

/**
 * The member import as a background job (docs/decisions/owner-area.md#the-member-import-runs-as-a-job):
 * one row per import, its file kept in file storage, its progress saved in the transaction of each
 * batch it writes. The partial unique index lets one import be queued or running per campground.
 */
export const memberImportRuns: Migration = {
  version: 41,
  name: 'member-import-runs',
  sql: /* sql */ `
create table member_import_runs (
  id uuid primary key default gen_random_uuid(),
  campground_id uuid not null references campgrounds (id) on delete cascade,
  started_by uuid not null references users (id) on delete cascade,
  status text not null default 'queued'
    check (status in ('queued', 'running', 'done', 'cancelled', 'failed')),
  file_key text not null,
  mapping jsonb not null,
  total_rows integer check (total_rows >= 0),
  rows_done integer not null default 0 check (rows_done >= 0),
  created_count integer not null default 0 check (created_count >= 0),
  updated_count integer not null default 0 check (updated_count >= 0),
  refused_count integer not null default 0 check (refused_count >= 0),
  stopped_at_row integer,
  stop_reason text,
  cancel_requested boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  finished_at timestamptz
);

create unique index member_import_runs_one_active on member_import_runs (campground_id)
  where status in ('queued', 'running');
create index member_import_runs_campground on member_import_runs (campground_id, created_at desc);
`,
};
