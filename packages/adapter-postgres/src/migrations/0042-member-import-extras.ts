import type { Migration } from './migration';

/**
 * The member import's extras (issue 27, Import):
 * - `memberships.source`: 'checkout' for a membership bought through CampPass, 'imported' for one a
 *   member file brought in (paid outside CampPass: no payment row, never revenue).
 * - `member_import_mappings`: each campground's last column mapping, header name to field, so the
 *   next file's columns are guessed from it first.
 * - `member_claim_emails`: the "claim your account" e-mails an owner asked for, one row per
 *   campground and account; asked again within 24 hours of the last request, nothing changes, so an
 *   account gets at most one a day however often the button is pressed. The job sends the rows
 *   whose `sent_at` is empty.
 */
export const memberImportExtras: Migration = {
  version: 42,
  name: 'member-import-extras',
  sql: /* sql */ `
alter table memberships add column source text not null default 'checkout'
  constraint memberships_source_check check (source in ('checkout', 'imported'));

create table member_import_mappings (
  campground_id uuid primary key references campgrounds (id) on delete cascade,
  mapping jsonb not null,
  updated_at timestamptz not null
);

create table member_claim_emails (
  campground_id uuid not null references campgrounds (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  requested_at timestamptz not null,
  sent_at timestamptz,
  primary key (campground_id, user_id)
);
create index member_claim_emails_due on member_claim_emails (requested_at) where sent_at is null;
`,
};
