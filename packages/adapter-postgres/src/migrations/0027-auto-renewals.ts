import type { Migration } from './migration';

/**
 * Memberships that renew themselves (issue 25): the campground's offer, each member's customer at the
 * gateway, the card saved for a membership's renewals, and one row per membership and period for the
 * renewal charge (its unique key is what makes a period charged once, whatever runs the job).
 */
export const autoRenewals: Migration = {
  version: 27,
  name: 'auto-renewals',
  sql: /* sql */ `
alter table campground_settings add column offer_auto_renewal boolean not null default true;

create table gateway_customers (
  user_id uuid primary key references users (id) on delete cascade,
  customer_id text not null unique check (customer_id <> ''),
  created_at timestamptz not null default now()
);

create table auto_renewals (
  membership_id uuid primary key references memberships (id) on delete cascade,
  customer_id text not null check (customer_id <> ''),
  payment_method_id text not null check (payment_method_id <> ''),
  card_brand text not null default '',
  card_last4 text not null default '',
  card_exp_month integer,
  card_exp_year integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table renewal_charges (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references memberships (id) on delete cascade,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  period_end_date date not null,
  status text not null check (
    status in ('pending', 'succeeded', 'authentication_required', 'declined', 'given_up', 'cancelled')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  gateway_intent_id text,
  list_price_cents integer not null check (list_price_cents >= 0),
  discount_percentage numeric(5, 2) not null default 0,
  discount_cents integer not null default 0 check (discount_cents >= 0),
  fee_cents integer not null default 0 check (fee_cents >= 0),
  total_cents integer not null check (total_cents >= 0),
  decline_code text,
  decline_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint renewal_charges_period_key unique (membership_id, period_end_date)
);
create unique index renewal_charges_intent_idx on renewal_charges (gateway_intent_id)
  where gateway_intent_id is not null;
create index renewal_charges_due_idx on renewal_charges (next_attempt_at)
  where status in ('pending', 'declined');
`,
};
