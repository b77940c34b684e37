import type { Migration } from './migration';

/**
 * The super admin's area: the audit log of every write by an owner, staff member or super admin;
 * campgrounds removed from view but kept for accounting (docs/decisions.md); job runs (for the
 * system view's last reconciliation); indexes for the system counts and the admin lists.
 */
export const adminAudit: Migration = {
  version: 8,
  name: 'admin-audit',
  sql: /* sql */ `
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  actor_id uuid references users (id) on delete set null,
  actor_email text,
  actor_role text not null check (actor_role in ('owner', 'staff', 'super_admin')),
  action text not null check (action <> ''),
  campground_id uuid references campgrounds (id) on delete set null,
  subject_id text,
  before jsonb check (before is null or jsonb_typeof(before) = 'object'),
  after jsonb check (after is null or jsonb_typeof(after) = 'object'),
  created_at timestamptz not null
);
create index audit_log_created_idx on audit_log (created_at desc, seq desc);
create index audit_log_campground_idx on audit_log (campground_id, created_at desc, seq desc);
create index audit_log_actor_idx on audit_log (actor_id, created_at desc, seq desc);

alter table campgrounds add column deleted_at timestamptz;
create index campgrounds_listed_idx on campgrounds (lower(name), id) where deleted_at is null;
create index campgrounds_city_state_trgm on campgrounds
  using gin ((coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || slug) gin_trgm_ops);

create table job_runs (
  job text primary key check (job <> ''),
  finished_at timestamptz not null
);

create index memberships_status_idx on memberships (status);
create index user_roles_role_user_idx on user_roles (role, user_id);
create index identity_documents_pending_idx on identity_documents (created_at) where status = 'pending';
create index checkouts_pending_payment_idx on checkouts (created_at) where status = 'pending';
`,
};
