import type { Migration } from './migration';

/**
 * The member import (issue 27) inserts a thousand profiles a statement. Each profile's row triggers
 * (`profiles_member_text`, `profiles_member_flags`) ran an UPDATE of memberships, and with it the
 * memberships' statement triggers, even for an account with no membership yet: some milliseconds a
 * profile, minutes for a 100,000-row file. They now return at once when the account holds no
 * membership; what they write for an account that does is unchanged.
 */
export const memberImportTriggers: Migration = {
  version: 32,
  name: 'member-import-triggers',
  sql: /* sql */ `
create or replace function members_text_changed() returns trigger language plpgsql as $$
declare
  -- The changed user's id, from the column the trigger names (users.id, profiles.user_id).
  changed uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
begin
  if not exists (select 1 from memberships where user_id = changed) then
    return null;
  end if;
  update memberships m
     set search_text = membership_search_text(p.first_name, p.last_name, u.email, m.membership_code, p.phone),
         sort_name = membership_sort_name(p.first_name, p.last_name, u.email)
    from users u left join profiles p on p.user_id = u.id
   where u.id = changed and m.user_id = changed;
  return null;
end $$;

create or replace function profiles_member_flags() returns trigger language plpgsql as $$
declare
  changed uuid;
  v_numid boolean := false;
  v_military boolean := false;
begin
  if tg_op = 'DELETE' then
    changed := old.user_id;
  else
    changed := new.user_id;
    v_numid := not is_blank_text(new.numid);
    v_military := not is_blank_text(new.military_status);
  end if;
  if not exists (
    select 1 from memberships
     where user_id = changed and (profile_numid <> v_numid or profile_military <> v_military)
  ) then
    return null;
  end if;
  update memberships set profile_numid = v_numid, profile_military = v_military
   where user_id = changed and (profile_numid <> v_numid or profile_military <> v_military);
  return null;
end $$;
`,
};
