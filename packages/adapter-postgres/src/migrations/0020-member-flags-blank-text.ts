import type { Migration } from './migration';

/**
 * The membership's kept flags read a profile text as the domain does
 * (docs/decisions/owner-area.md#military-members-and-numids-are-the-domains-rules): blank is what
 * JavaScript's `trim()` leaves empty, `isMilitaryMember` and `hasNumid` in @camppass/domain.
 * Migration 14 trimmed spaces only (`btrim`), so a status of a tab or a no-break space counted as a
 * military member in the stats while the list and the export said no. `is_blank_text` trims the 25
 * characters `trim()` removes; the owner member stats contract runs a table of cases through both,
 * and an adapter test checks every character of the Basic Multilingual Plane. Flags that now read
 * differently are set again, which moves `member_counts` through its triggers.
 */
export const memberFlagsBlankText: Migration = {
  version: 20,
  name: 'member-flags-blank-text',
  sql: /* sql */ `
create function is_blank_text(value text) returns boolean language sql immutable parallel safe as $$
  select btrim(coalesce(value, ''),
    U&'!0009!000A!000B!000C!000D!0020!00A0!1680!2000!2001!2002!2003!2004!2005!2006!2007!2008!2009!200A!2028!2029!202F!205F!3000!FEFF' uescape '!') = ''
$$;

create or replace function memberships_member_flags() returns trigger language plpgsql as $$
begin
  select not is_blank_text(p.numid), not is_blank_text(p.military_status)
    into new.profile_numid, new.profile_military
    from (select 1) one left join profiles p on p.user_id = new.user_id;
  select exists (select 1 from identity_documents d where d.membership_id = new.id and d.kind = 'selfie'),
         exists (select 1 from identity_documents d where d.membership_id = new.id and d.kind = 'signature')
    into new.has_selfie, new.has_signature;
  return new;
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
  update memberships set profile_numid = v_numid, profile_military = v_military
   where user_id = changed and (profile_numid <> v_numid or profile_military <> v_military);
  return null;
end $$;

update memberships m
   set profile_numid = f.numid, profile_military = f.military
  from (select u.id, not is_blank_text(p.numid) as numid, not is_blank_text(p.military_status) as military
          from users u left join profiles p on p.user_id = u.id) f
 where f.id = m.user_id and (m.profile_numid <> f.numid or m.profile_military <> f.military);
`,
};
