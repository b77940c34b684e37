import type { Migration } from './migration';

/**
 * What the background jobs need: the register of purchase uploads (to remove those never paid for),
 * expiration reminders sent (once per membership and end date), the outbox's retry time, and
 * indexes for pruning expired sessions and reset codes.
 */
export const backgroundJobs: Migration = {
  version: 4,
  name: 'background-jobs',
  sql: /* sql */ `
create table uploads (
  key text primary key check (key <> ''),
  seq bigint generated always as identity,
  kind text not null,
  created_at timestamptz not null
);
create index uploads_created_idx on uploads (created_at, seq);

create table expiration_reminders (
  membership_id uuid not null references memberships (id) on delete cascade,
  end_date date not null,
  sent_at timestamptz not null,
  primary key (membership_id, end_date)
);

alter table outbox add column next_attempt_at timestamptz;
create index outbox_due_idx on outbox (next_attempt_at, created_at, seq) where sent_at is null;

create index sessions_refresh_expires_idx on sessions (refresh_expires_at);
create index password_resets_expires_idx on password_resets (expires_at);
create index identity_documents_storage_key_idx on identity_documents (storage_key);
`,
};
