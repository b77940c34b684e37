import type { Migration } from './migration';

/**
 * The super admin's account lists at any page (docs/decisions/lists-at-scale.md#any-page-of-100000-accounts):
 * - `users.is_member` says whether the account holds the member role, kept by triggers on
 *   user_roles, so the members list is one range of a partial index in each of its sorts: a page
 *   deep in the list walks that index alone (an index-only scan) instead of checking each
 *   account's roles on the way.
 * - A kept count of every account (`accounts` in system_counters) gives the Users list its total
 *   before its page, so a page past the middle is read from the far end as the members list's is.
 * - No parallel scans of users and profiles: the planner prices a parallel scan of every account
 *   below a search's trigram indexes, and on a small, busy server that scan is what is slow. Set
 *   on the tables, it holds for the lists' statements wherever they run (before: for the rest of
 *   the read's transaction only, which kept a page and its count on one connection).
 */
export const memberAccounts: Migration = {
  version: 19,
  name: 'member-accounts',
  sql: /* sql */ `
alter table users add column is_member boolean not null default false;
update users u set is_member = true
 where exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'member');

-- The accounts whose grants a statement changed are locked first (for no key update, which leaves
-- the key-share locks of role inserts alone), and their roles read again once locked: each later
-- statement of the function sees what an earlier grant or revocation of the same account
-- committed, and one still running waits. So a grant and a revocation of one account at once end
-- with the account's flag, and the role counters, as its grants are.
create function lock_role_holders(accounts uuid[]) returns void language sql as $$
  select 1 from users where id = any (accounts) order by id for no key update;
$$;

create function user_roles_member_flag() returns trigger language plpgsql as $$
declare
  accounts uuid[];
begin
  if tg_op = 'INSERT' then
    accounts := array(select distinct user_id from new_rows where role = 'member');
  elsif tg_op = 'DELETE' then
    accounts := array(select distinct user_id from old_rows where role = 'member');
  else
    accounts := array(select user_id from new_rows where role = 'member'
                      union select user_id from old_rows where role = 'member');
  end if;
  if cardinality(accounts) > 0 then
    perform lock_role_holders(accounts);
    update users u set is_member = not u.is_member
     where u.id = any (accounts)
       and u.is_member <> exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'member');
  end if;
  return null;
end $$;
create trigger user_roles_member_inserted after insert on user_roles referencing new table as new_rows
  for each statement execute function user_roles_member_flag();
create trigger user_roles_member_deleted after delete on user_roles referencing old table as old_rows
  for each statement execute function user_roles_member_flag();
create trigger user_roles_member_changed after update on user_roles
  referencing old table as old_rows new table as new_rows
  for each statement execute function user_roles_member_flag();

-- Every account, counted as accounts are inserted and deleted.
create function count_rows() returns trigger language plpgsql as $$
declare
  delta bigint;
begin
  if tg_op = 'INSERT' then
    select count(*) into delta from new_rows;
  else
    select -count(*) into delta from old_rows;
  end if;
  if delta <> 0 then
    update system_counters set value = value + delta where name = tg_argv[0];
  end if;
  return null;
end $$;
insert into system_counters (name, value) select 'accounts', count(*) from users;
create trigger users_counted_inserted after insert on users referencing new table as new_rows
  for each statement execute function count_rows('accounts');
create trigger users_counted_deleted after delete on users referencing old table as old_rows
  for each statement execute function count_rows('accounts');

-- The role counters of migration 7, with the same lock: a holder is counted when its first grant
-- of a role arrives and uncounted when its last goes, even when both happen at once.
create or replace function count_role_holders() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform lock_role_holders(array(select distinct user_id from new_rows));
    update system_counters c set value = c.value + n.holders
    from (select r.role, count(distinct r.user_id) as holders from new_rows r
          where not exists (select 1 from user_roles x where x.user_id = r.user_id and x.role = r.role
                            and x.id not in (select id from new_rows))
          group by r.role) n
    where c.name = n.role || '_accounts';
  else
    perform lock_role_holders(array(select distinct user_id from old_rows));
    update system_counters c set value = c.value - o.holders
    from (select r.role, count(distinct r.user_id) as holders from old_rows r
          where not exists (select 1 from user_roles x where x.user_id = r.user_id and x.role = r.role)
          group by r.role) o
    where c.name = o.role || '_accounts';
  end if;
  return null;
end $$;

-- The lists' order over HTTP (newest first); the e-mail order the directory also knows is not
-- offered there, so it has no index of its own to keep on every change of an account's row.
create index users_member_created_idx on users (created_at desc, id desc) where is_member;

alter table users set (parallel_workers = 0);
alter table profiles set (parallel_workers = 0);
`,
};
