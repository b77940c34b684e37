import type { Migration } from './migration';

/**
 * The super admin's area: the audit log of every write by an owner, staff member or super admin;
 * campgrounds removed from view but kept for accounting
 * (docs/decisions/admin-area.md#deleting-a-campground-removes-it-from-view); job runs (for the
 * system view's last reconciliation); indexes for the system counts and the admin lists.
 */
export const adminAudit: Migration = {
  version: 7,
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

-- The system counts (03 §3) kept up to date by statement triggers, so the overview reads four rows
-- instead of counting a million memberships on every visit.
create table system_counters (
  name text primary key,
  value bigint not null check (value >= 0)
);

-- Rows of the changed table whose column TG_ARGV[1] equals TG_ARGV[2], counted into TG_ARGV[0].
create function count_matching_rows() returns trigger language plpgsql as $$
declare
  delta bigint := 0;
  matching bigint;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    execute format('select count(*) from new_rows where %I = $1', tg_argv[1]) into matching using tg_argv[2];
    delta := delta + matching;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    execute format('select count(*) from old_rows where %I = $1', tg_argv[1]) into matching using tg_argv[2];
    delta := delta - matching;
  end if;
  if delta <> 0 then
    update system_counters set value = value + delta where name = tg_argv[0];
  end if;
  return null;
end $$;

-- Accounts holding a role: counted when their first grant of it arrives, uncounted when the last goes.
create function count_role_holders() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update system_counters c set value = c.value + n.holders
    from (select r.role, count(distinct r.user_id) as holders from new_rows r
          where not exists (select 1 from user_roles x where x.user_id = r.user_id and x.role = r.role
                            and x.id not in (select id from new_rows))
          group by r.role) n
    where c.name = n.role || '_accounts';
  else
    update system_counters c set value = c.value - o.holders
    from (select r.role, count(distinct r.user_id) as holders from old_rows r
          where not exists (select 1 from user_roles x where x.user_id = r.user_id and x.role = r.role)
          group by r.role) o
    where c.name = o.role || '_accounts';
  end if;
  return null;
end $$;

insert into system_counters (name, value)
  select 'active_memberships', count(*) from memberships where status = 'active'
  union all select 'pending_verifications', count(*) from identity_documents where status = 'pending'
  union all select role || '_accounts', (select count(distinct user_id) from user_roles r where r.role = roles.role)
    from (values ('member'), ('owner'), ('staff'), ('super_admin')) as roles (role);

create trigger memberships_active_inserted after insert on memberships referencing new table as new_rows
  for each statement execute function count_matching_rows('active_memberships', 'status', 'active');
create trigger memberships_active_updated after update on memberships
  referencing old table as old_rows new table as new_rows
  for each statement execute function count_matching_rows('active_memberships', 'status', 'active');
create trigger memberships_active_deleted after delete on memberships referencing old table as old_rows
  for each statement execute function count_matching_rows('active_memberships', 'status', 'active');
create trigger identity_documents_pending_inserted after insert on identity_documents
  referencing new table as new_rows
  for each statement execute function count_matching_rows('pending_verifications', 'status', 'pending');
create trigger identity_documents_pending_updated after update on identity_documents
  referencing old table as old_rows new table as new_rows
  for each statement execute function count_matching_rows('pending_verifications', 'status', 'pending');
create trigger identity_documents_pending_deleted after delete on identity_documents
  referencing old table as old_rows
  for each statement execute function count_matching_rows('pending_verifications', 'status', 'pending');
create trigger user_roles_holders_inserted after insert on user_roles referencing new table as new_rows
  for each statement execute function count_role_holders();
create trigger user_roles_holders_deleted after delete on user_roles referencing old table as old_rows
  for each statement execute function count_role_holders();

create index user_roles_role_user_idx on user_roles (role, user_id);
create index users_created_idx on users (created_at desc, id desc);
create index identity_documents_pending_idx on identity_documents (created_at) where status = 'pending';
create index checkouts_pending_payment_idx on checkouts (created_at) where status = 'pending';
`,
};
