import type { Migration } from './migration';

/**
 * Refunds may be partial (migration 24's `refunded_cents`): the owner's revenue summary
 * (`member_revenue`, migration 14) counts each succeeded payment less what was refunded of it, kept
 * by the payment trigger when `refunded_cents` changes, and is counted again once from the payments
 * (docs/decisions/money-and-fees.md#revenue-and-totals-paid-count-succeeded-payments-less-refunds).
 */
export const revenueNetOfRefunds: Migration = {
  version: 25,
  name: 'revenue-net-of-refunds',
  sql: /* sql */ `
create or replace function count_payment_revenue() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform add_member_revenue(old.campground_id, old.membership_id, old.created_at, old.status, old.refunded,
                               old.refunded_cents - old.amount_cents);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform add_member_revenue(new.campground_id, new.membership_id, new.created_at, new.status, new.refunded,
                               new.amount_cents - new.refunded_cents);
  end if;
  return null;
end $$;
drop trigger payments_revenue on payments;
create trigger payments_revenue after insert or delete
  or update of campground_id, membership_id, created_at, status, refunded, amount_cents, refunded_cents
  on payments for each row execute function count_payment_revenue();

create or replace function move_membership_revenue() returns trigger language plpgsql as $$
declare
  target uuid := null;
begin
  if tg_op = 'UPDATE' then target := new.membership_type_id; end if;
  insert into member_revenue as r (campground_id, membership_type_id, month, cents)
  select c.id, t.type_id, to_char(p.created_at at time zone c.time_zone, 'YYYY-MM'),
         t.sign * sum(p.amount_cents - p.refunded_cents)
    from payments p join campgrounds c on c.id = p.campground_id
    cross join (values (old.membership_type_id, -1), (target, 1)) as t (type_id, sign)
   where p.membership_id = old.id and p.status = 'succeeded' and not p.refunded
   group by c.id, t.type_id, t.sign, 3
   order by 1, 2, 3
  on conflict (campground_id, membership_type_id, month) do update set cents = r.cents + excluded.cents;
  if tg_op = 'UPDATE' then return new; end if;
  return old;
end $$;

create or replace function recount_member_revenue(uuid) returns void language sql as $$
  delete from member_revenue where $1 is null or campground_id = $1;
  insert into member_revenue (campground_id, membership_type_id, month, cents)
  select c.id, m.membership_type_id, to_char(p.created_at at time zone c.time_zone, 'YYYY-MM'),
         sum(p.amount_cents - p.refunded_cents)
    from payments p join campgrounds c on c.id = p.campground_id left join memberships m on m.id = p.membership_id
   where ($1 is null or p.campground_id = $1) and p.status = 'succeeded' and not p.refunded
   group by 1, 2, 3 having sum(p.amount_cents - p.refunded_cents) <> 0;
$$;
select recount_member_revenue(null);
`,
};
