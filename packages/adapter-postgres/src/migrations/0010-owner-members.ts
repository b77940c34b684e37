import type { Migration } from './migration';

/**
 * The owner's members list at any size
 * (docs/decisions/lists-at-scale.md#owner-members-are-searched-by-trigram-on-a-kept-search-text):
 * each membership carries its member's searchable text (name, e-mail, code, phone with and without
 * punctuation) and sort name, kept by triggers when a profile, an e-mail or the membership changes,
 * so one trigram GIN index answers a search anywhere in those fields and btree indexes give each
 * sort of a campground's page in order.
 */
export const ownerMembers: Migration = {
  version: 10,
  name: 'owner-members',
  sql: /* sql */ `
create function membership_search_text(first_name text, last_name text, email text, code text, phone text)
returns text language sql immutable as $$
  select lower(concat_ws(' ', btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), email, code,
    phone, nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')))
$$;

create function membership_sort_name(first_name text, last_name text, email text)
returns text language sql immutable as $$
  select lower(coalesce(nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email, ''))
$$;

alter table memberships
  add column search_text text not null default '',
  add column sort_name text not null default '';

create function memberships_member_text() returns trigger language plpgsql as $$
begin
  select membership_search_text(p.first_name, p.last_name, u.email, new.membership_code, p.phone),
         membership_sort_name(p.first_name, p.last_name, u.email)
    into new.search_text, new.sort_name
    from users u left join profiles p on p.user_id = u.id where u.id = new.user_id;
  return new;
end $$;
create trigger memberships_member_text before insert or update of user_id, membership_code on memberships
  for each row execute function memberships_member_text();

create function members_text_changed() returns trigger language plpgsql as $$
declare
  -- The changed user's id, from the column the trigger names (users.id, profiles.user_id).
  changed uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
begin
  update memberships m
     set search_text = membership_search_text(p.first_name, p.last_name, u.email, m.membership_code, p.phone),
         sort_name = membership_sort_name(p.first_name, p.last_name, u.email)
    from users u left join profiles p on p.user_id = u.id
   where u.id = changed and m.user_id = changed;
  return null;
end $$;
create trigger profiles_member_text after insert or update of first_name, last_name, phone on profiles
  for each row execute function members_text_changed('user_id');
create trigger users_member_text after update of email on users
  for each row execute function members_text_changed('id');

update memberships m
   set search_text = membership_search_text(p.first_name, p.last_name, u.email, m.membership_code, p.phone),
       sort_name = membership_sort_name(p.first_name, p.last_name, u.email)
  from users u left join profiles p on p.user_id = u.id
 where u.id = m.user_id;

create index memberships_search_trgm on memberships using gin (search_text gin_trgm_ops);
create index memberships_campground_sort_name_idx on memberships (campground_id, sort_name, id);
create index memberships_campground_created_id_idx on memberships (campground_id, created_at, id);
create index memberships_campground_end_id_idx on memberships (campground_id, end_date, id);
create index identity_documents_membership_kind_idx on identity_documents (membership_id, kind);
create index payments_campground_status_idx on payments (campground_id, status, created_at);
`,
};
