import type { Migration } from './migration';

/**
 * The super admin's members list filtered by status
 * (docs/decisions/lists-at-scale.md#the-newest-memberships-status-is-kept-on-the-account): each
 * account keeps its newest membership (by created_at, then seq) and that membership's status,
 * indexed by status and each sort of the account lists, so a status is a range of an index instead
 * of a lookup of every member's memberships. Triggers on memberships keep it: an insert statement
 * sets each account's newest of the kept one and its new ones (the update locks the account's row
 * and compares again after a parallel one, so parallel inserts end with the newest); a status
 * change of the kept one is copied; a move in time or to another account, or a deletion of the kept
 * one, reads the account's memberships again after locking its row. `rebuild_latest_memberships()`
 * sets every account's from the table (after a load with triggers off);
 * `rebuild_member_summaries()` now calls it as well.
 */
export const latestMemberships: Migration = {
  version: 18,
  name: 'latest-memberships',
  sql: /* sql */ `
alter table users
  add column latest_membership_id uuid,
  add column latest_membership_status text,
  add column latest_membership_created_at timestamptz,
  add column latest_membership_seq bigint;

-- The accounts' newest memberships read again, after their rows are locked: the read then sees what
-- a transaction that changed them before has committed, and one that changes them later waits.
create function refresh_latest_memberships(members uuid[]) returns void language plpgsql as $$
begin
  perform 1 from users where id = any (members) order by id for no key update;
  update users u
     set (latest_membership_id, latest_membership_status, latest_membership_created_at, latest_membership_seq) =
         (select m.id, m.status, m.created_at, m.seq from memberships m
           where m.user_id = u.id order by m.created_at desc, m.seq desc limit 1)
   where u.id = any (members);
end $$;

-- Inserted memberships: each account keeps the newest of its kept one and its new ones.
create function memberships_latest_inserted() returns trigger language plpgsql as $$
begin
  update users u
     set latest_membership_id = n.id, latest_membership_status = n.status,
         latest_membership_created_at = n.created_at, latest_membership_seq = n.seq
    from (select distinct on (user_id) user_id, id, status, created_at, seq
            from new_rows order by user_id, created_at desc, seq desc) n
   where u.id = n.user_id
     and (u.latest_membership_id is null
          or (u.latest_membership_created_at, u.latest_membership_seq) < (n.created_at, n.seq));
  return null;
end $$;
create trigger memberships_latest_inserted after insert on memberships referencing new table as new_rows
  for each statement execute function memberships_latest_inserted();

-- Deleted memberships: the accounts whose kept one went are read again.
create function memberships_latest_deleted() returns trigger language plpgsql as $$
begin
  perform refresh_latest_memberships(array(
    select u.id from users u join old_rows o on o.id = u.latest_membership_id and o.user_id = u.id));
  return null;
end $$;
create trigger memberships_latest_deleted after delete on memberships referencing old table as old_rows
  for each statement execute function memberships_latest_deleted();

-- A changed membership: its new status is copied when it is the kept one; moved in time or to
-- another account, its accounts are read again.
create function memberships_latest_changed() returns trigger language plpgsql as $$
begin
  if old.user_id = new.user_id and old.created_at = new.created_at then
    update users set latest_membership_status = new.status
     where id = new.user_id and latest_membership_id = new.id and latest_membership_status <> new.status;
  else
    perform refresh_latest_memberships(array[old.user_id, new.user_id]);
  end if;
  return null;
end $$;
create trigger memberships_latest_changed after update of status, created_at, user_id on memberships
  for each row when ((old.status, old.created_at, old.user_id) is distinct from (new.status, new.created_at, new.user_id))
  execute function memberships_latest_changed();

-- Every account's newest membership set again from the table (changing only the accounts that differ).
create function rebuild_latest_memberships() returns void language sql as $$
  update users u
     set latest_membership_id = n.id, latest_membership_status = n.status,
         latest_membership_created_at = n.created_at, latest_membership_seq = n.seq
    from users x
    left join (select distinct on (m.user_id) m.user_id, m.id, m.status, m.created_at, m.seq
                 from memberships m order by m.user_id, m.created_at desc, m.seq desc) n on n.user_id = x.id
   where u.id = x.id
     and (u.latest_membership_id, u.latest_membership_status, u.latest_membership_created_at, u.latest_membership_seq)
         is distinct from (n.id, n.status, n.created_at, n.seq);
$$;
select rebuild_latest_memberships();

-- The members list's status filter by each of its sorts, and its count.
create index users_latest_status_created_idx on users (latest_membership_status, created_at, id)
  where latest_membership_status is not null;
create index users_latest_status_email_idx on users (latest_membership_status, email, id)
  where latest_membership_status is not null;

-- The summaries' rebuild (migration 14) sets the newest memberships too; its counts and revenue keep
-- their statements under a name of their own.
alter function rebuild_member_summaries() rename to rebuild_member_counts;
create function rebuild_member_summaries() returns void language sql as $$
  select rebuild_member_counts();
  select rebuild_latest_memberships();
$$;
`,
};
