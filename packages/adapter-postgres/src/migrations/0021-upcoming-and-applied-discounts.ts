import type { Migration } from './migration';

/**
 * A membership that has not started reads as upcoming
 * (docs/decisions/member-area.md#a-membership-that-has-not-started-reads-starts-on-its-date): the
 * owner's counts tell active from upcoming at any date, so `member_counts` keeps an active
 * membership's first day beside its last (`-infinity` for other statuses), and the list's SQL derives
 * the status as the domain's `currentStatus` does (expired past the end, upcoming before the start).
 *
 * A payment keeps the price, discount percentage and discount its checkout applied
 * (docs/decisions/owner-area.md#the-member-modal-shows-the-discount-the-payment-applied): the owner's
 * member modal shows those, not the campground's percentage of today. Earlier payments have none
 * (null: "not recorded").
 */
export const upcomingAndAppliedDiscounts: Migration = {
  version: 21,
  name: 'upcoming-and-applied-discounts',
  sql: /* sql */ `
alter table member_counts add column start_date date not null default '-infinity';
alter table member_counts drop constraint member_counts_pkey;
delete from member_counts;
alter table member_counts add primary key (campground_id, membership_type_id, status, start_date, end_date);

create or replace function member_count_rows(source text, sign int) returns text language sql immutable as $$
  select format($q$select campground_id, membership_type_id, status,
      case when status = 'active' then start_date else '-infinity'::date end as start_date,
      case when status = 'active' then end_date else 'infinity'::date end as end_date, %s as sign,
      payment_status = 'pending' as pending_payment, profile_numid,
      is_military_discount or profile_military as military, has_selfie, has_signature
    from %I where status <> 'archived'$q$, sign, source)
$$;

create or replace function count_members() returns trigger language plpgsql as $$
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
    insert into member_counts as c (campground_id, membership_type_id, status, start_date, end_date, members,
        pending_payments, with_numid, military, with_selfie, with_signature)
    select * from (
      select campground_id, membership_type_id, status, start_date, end_date, sum(sign) as members,
          coalesce(sum(sign) filter (where pending_payment), 0) as pending_payments,
          coalesce(sum(sign) filter (where profile_numid), 0) as with_numid,
          coalesce(sum(sign) filter (where military), 0) as military,
          coalesce(sum(sign) filter (where has_selfie), 0) as with_selfie,
          coalesce(sum(sign) filter (where has_signature), 0) as with_signature
        from (%s) rows group by 1, 2, 3, 4, 5) d
    where (members, pending_payments, with_numid, military, with_selfie, with_signature) <> (0, 0, 0, 0, 0, 0)
    order by 1, 2, 3, 4, 5
    on conflict (campground_id, membership_type_id, status, start_date, end_date) do update
      set members = c.members + excluded.members,
          pending_payments = c.pending_payments + excluded.pending_payments,
          with_numid = c.with_numid + excluded.with_numid,
          military = c.military + excluded.military,
          with_selfie = c.with_selfie + excluded.with_selfie,
          with_signature = c.with_signature + excluded.with_signature$q$, source);
  return null;
end $$;

create or replace function rebuild_member_counts() returns void language sql as $$
  delete from member_counts;
  insert into member_counts (campground_id, membership_type_id, status, start_date, end_date, members,
      pending_payments, with_numid, military, with_selfie, with_signature)
  select campground_id, membership_type_id, status,
         case when status = 'active' then start_date else '-infinity'::date end,
         case when status = 'active' then end_date else 'infinity'::date end, count(*),
         count(*) filter (where payment_status = 'pending'), count(*) filter (where profile_numid),
         count(*) filter (where is_military_discount or profile_military),
         count(*) filter (where has_selfie), count(*) filter (where has_signature)
    from memberships where status <> 'archived' group by 1, 2, 3, 4, 5;
  select recount_member_revenue(null);
$$;
select rebuild_member_counts();

alter table payments
  add column list_price_cents integer check (list_price_cents >= 0),
  add column discount_percentage numeric(5, 2) check (discount_percentage between 0 and 100),
  add column discount_cents integer check (discount_cents >= 0);
`,
};
