import type { Migration } from './migration';

/**
 * The owner's member stats and totals at any size
 * (docs/decisions/lists-at-scale.md#member-stats-and-totals-from-kept-summaries): each membership
 * carries the flags the stats count (its member's NUMID and military status, its selfie and
 * signature), kept by triggers like its search text; statement triggers keep `member_counts`
 * (memberships by campground, type, stored status and, for active ones, end date, so the effective
 * status is read at any date) and row triggers keep `member_revenue` (succeeded unrefunded payments
 * by campground, type and month in the campground's time zone). `rebuild_member_summaries()` recounts
 * both from the tables.
 */
export const memberSummaries: Migration = {
  version: 14,
  name: 'member-summaries',
  sql: /* sql */ `
alter table memberships
  add column profile_numid boolean not null default false,
  add column profile_military boolean not null default false,
  add column has_selfie boolean not null default false,
  add column has_signature boolean not null default false;

create function memberships_member_flags() returns trigger language plpgsql as $$
begin
  select coalesce(nullif(btrim(p.numid), '') is not null, false),
         coalesce(nullif(btrim(p.military_status), '') is not null, false)
    into new.profile_numid, new.profile_military
    from (select 1) one left join profiles p on p.user_id = new.user_id;
  select exists (select 1 from identity_documents d where d.membership_id = new.id and d.kind = 'selfie'),
         exists (select 1 from identity_documents d where d.membership_id = new.id and d.kind = 'signature')
    into new.has_selfie, new.has_signature;
  return new;
end $$;
create trigger memberships_member_flags before insert or update of user_id on memberships
  for each row execute function memberships_member_flags();

create function profiles_member_flags() returns trigger language plpgsql as $$
declare
  changed uuid;
  v_numid boolean := false;
  v_military boolean := false;
begin
  if tg_op = 'DELETE' then
    changed := old.user_id;
  else
    changed := new.user_id;
    v_numid := nullif(btrim(new.numid), '') is not null;
    v_military := nullif(btrim(new.military_status), '') is not null;
  end if;
  update memberships set profile_numid = v_numid, profile_military = v_military
   where user_id = changed and (profile_numid <> v_numid or profile_military <> v_military);
  return null;
end $$;
create trigger profiles_member_flags after insert or delete or update of numid, military_status on profiles
  for each row execute function profiles_member_flags();

create function refresh_document_flags(membership uuid) returns void language sql as $$
  update memberships m
     set has_selfie = f.selfie, has_signature = f.signature
    from (select exists (select 1 from identity_documents d where d.membership_id = $1 and d.kind = 'selfie') as selfie,
                 exists (select 1 from identity_documents d where d.membership_id = $1 and d.kind = 'signature') as signature) f
   where m.id = $1 and (m.has_selfie <> f.selfie or m.has_signature <> f.signature)
$$;
create function identity_documents_member_flags() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform refresh_document_flags(old.membership_id); end if;
  if tg_op in ('INSERT', 'UPDATE') then perform refresh_document_flags(new.membership_id); end if;
  return null;
end $$;
create trigger identity_documents_member_flags after insert or delete or update of membership_id, kind
  on identity_documents for each row execute function identity_documents_member_flags();

update memberships m
   set profile_numid = coalesce(nullif(btrim(p.numid), '') is not null, false),
       profile_military = coalesce(nullif(btrim(p.military_status), '') is not null, false),
       has_selfie = exists (select 1 from identity_documents d where d.membership_id = m.id and d.kind = 'selfie'),
       has_signature = exists (select 1 from identity_documents d where d.membership_id = m.id and d.kind = 'signature')
  from users u left join profiles p on p.user_id = u.id
 where u.id = m.user_id;

-- Memberships other than archived ones; end_date is 'infinity' unless the stored status is active.
create table member_counts (
  campground_id uuid not null,
  membership_type_id uuid not null,
  status text not null,
  end_date date not null,
  members bigint not null default 0,
  pending_payments bigint not null default 0,
  with_numid bigint not null default 0,
  military bigint not null default 0,
  with_selfie bigint not null default 0,
  with_signature bigint not null default 0,
  primary key (campground_id, membership_type_id, status, end_date)
);

-- One counted row per membership of the rows named by $1 ('new_rows' or 'old_rows'), signed by $2.
create function member_count_rows(source text, sign int) returns text language sql immutable as $$
  select format($q$select campground_id, membership_type_id, status,
      case when status = 'active' then end_date else 'infinity'::date end as end_date, %s as sign,
      payment_status = 'pending' as pending_payment, profile_numid,
      is_military_discount or profile_military as military, has_selfie, has_signature
    from %I where status <> 'archived'$q$, sign, source)
$$;

create function count_members() returns trigger language plpgsql as $$
declare
  source text;
begin
  if tg_op = 'INSERT' then
    source := member_count_rows('new_rows', 1);
  elsif tg_op = 'DELETE' then
    source := member_count_rows('old_rows', -1);
  else
    source := member_count_rows('new_rows', 1) || ' union all ' || member_count_rows('old_rows', -1);
  end if;
  execute format($q$
    insert into member_counts as c (campground_id, membership_type_id, status, end_date, members,
        pending_payments, with_numid, military, with_selfie, with_signature)
    select * from (
      select campground_id, membership_type_id, status, end_date, sum(sign) as members,
          coalesce(sum(sign) filter (where pending_payment), 0) as pending_payments,
          coalesce(sum(sign) filter (where profile_numid), 0) as with_numid,
          coalesce(sum(sign) filter (where military), 0) as military,
          coalesce(sum(sign) filter (where has_selfie), 0) as with_selfie,
          coalesce(sum(sign) filter (where has_signature), 0) as with_signature
        from (%s) rows group by 1, 2, 3, 4) d
    where (members, pending_payments, with_numid, military, with_selfie, with_signature) <> (0, 0, 0, 0, 0, 0)
    order by 1, 2, 3, 4
    on conflict (campground_id, membership_type_id, status, end_date) do update
      set members = c.members + excluded.members,
          pending_payments = c.pending_payments + excluded.pending_payments,
          with_numid = c.with_numid + excluded.with_numid,
          military = c.military + excluded.military,
          with_selfie = c.with_selfie + excluded.with_selfie,
          with_signature = c.with_signature + excluded.with_signature$q$, source);
  return null;
end $$;
create trigger memberships_counted_inserted after insert on memberships referencing new table as new_rows
  for each statement execute function count_members();
create trigger memberships_counted_updated after update on memberships
  referencing old table as old_rows new table as new_rows for each statement execute function count_members();
create trigger memberships_counted_deleted after delete on memberships referencing old table as old_rows
  for each statement execute function count_members();

-- Succeeded, unrefunded payments of a campground by their membership's type (none when it has none).
create table member_revenue (
  campground_id uuid not null,
  membership_type_id uuid,
  month text not null,
  cents bigint not null default 0,
  constraint member_revenue_key unique nulls not distinct (campground_id, membership_type_id, month)
);

-- Adds $6 cents for a payment of campground $1, membership $2, made at $3, with status $4, refunded $5.
create function add_member_revenue(uuid, uuid, timestamptz, text, boolean, bigint) returns void language sql as $$
  insert into member_revenue as r (campground_id, membership_type_id, month, cents)
  select c.id, (select m.membership_type_id from memberships m where m.id = $2),
         to_char($3 at time zone c.time_zone, 'YYYY-MM'), $6
    from campgrounds c where c.id = $1 and $4 = 'succeeded' and not $5 and $6 <> 0
  on conflict (campground_id, membership_type_id, month) do update set cents = r.cents + excluded.cents
$$;
create function count_payment_revenue() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform add_member_revenue(old.campground_id, old.membership_id, old.created_at, old.status, old.refunded,
                               -old.amount_cents);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform add_member_revenue(new.campground_id, new.membership_id, new.created_at, new.status, new.refunded,
                               new.amount_cents);
  end if;
  return null;
end $$;
create trigger payments_revenue after insert or delete
  or update of campground_id, membership_id, created_at, status, refunded, amount_cents on payments
  for each row execute function count_payment_revenue();

-- A membership's payments move with it to another type, and to none before it is deleted.
create function move_membership_revenue() returns trigger language plpgsql as $$
declare
  target uuid := null;
begin
  if tg_op = 'UPDATE' then target := new.membership_type_id; end if;
  insert into member_revenue as r (campground_id, membership_type_id, month, cents)
  select c.id, t.type_id, to_char(p.created_at at time zone c.time_zone, 'YYYY-MM'), t.sign * sum(p.amount_cents)
    from payments p join campgrounds c on c.id = p.campground_id
    cross join (values (old.membership_type_id, -1), (target, 1)) as t (type_id, sign)
   where p.membership_id = old.id and p.status = 'succeeded' and not p.refunded
   group by c.id, t.type_id, t.sign, 3
   order by 1, 2, 3
  on conflict (campground_id, membership_type_id, month) do update set cents = r.cents + excluded.cents;
  if tg_op = 'UPDATE' then return new; end if;
  return old;
end $$;
create trigger memberships_revenue_moved after update of membership_type_id on memberships
  for each row when (old.membership_type_id is distinct from new.membership_type_id)
  execute function move_membership_revenue();
create trigger memberships_revenue_removed before delete on memberships
  for each row execute function move_membership_revenue();

-- The months of one campground's revenue (all when $1 is null), counted again from its payments.
create function recount_member_revenue(uuid) returns void language sql as $$
  delete from member_revenue where $1 is null or campground_id = $1;
  insert into member_revenue (campground_id, membership_type_id, month, cents)
  select c.id, m.membership_type_id, to_char(p.created_at at time zone c.time_zone, 'YYYY-MM'), sum(p.amount_cents)
    from payments p join campgrounds c on c.id = p.campground_id left join memberships m on m.id = p.membership_id
   where ($1 is null or p.campground_id = $1) and p.status = 'succeeded' and not p.refunded
   group by 1, 2, 3 having sum(p.amount_cents) <> 0;
$$;
create function campgrounds_revenue_zone() returns trigger language plpgsql as $$
begin
  perform recount_member_revenue(new.id);
  return null;
end $$;
create trigger campgrounds_revenue_zone after update of time_zone on campgrounds
  for each row when (old.time_zone is distinct from new.time_zone) execute function campgrounds_revenue_zone();

-- Both summaries counted again from the tables (after a load with triggers off, or to check them).
create function rebuild_member_summaries() returns void language sql as $$
  delete from member_counts;
  insert into member_counts (campground_id, membership_type_id, status, end_date, members, pending_payments,
      with_numid, military, with_selfie, with_signature)
  select campground_id, membership_type_id, status,
         case when status = 'active' then end_date else 'infinity'::date end, count(*),
         count(*) filter (where payment_status = 'pending'), count(*) filter (where profile_numid),
         count(*) filter (where is_military_discount or profile_military),
         count(*) filter (where has_selfie), count(*) filter (where has_signature)
    from memberships where status <> 'archived' group by 1, 2, 3, 4;
  select recount_member_revenue(null);
$$;
select rebuild_member_summaries();
`,
};
