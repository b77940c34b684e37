import type { Migration } from './migration';

/**
 * The money reaches the campground (Stripe Connect):
 * - `payout_accounts`: each campground's connected account and its state as the gateway last
 *   reported it (charges and payouts enabled, what it still needs).
 * - `payment_refunds`: every refund of a payment the gateway made, whole or partial, by the owner,
 *   by the checkout that could not be fulfilled, or in the gateway's dashboard; `payments.refunded_cents`
 *   is their sum (`refunded` stays: the payment is wholly refunded).
 * - `disputed_at` on payments and memberships: a card holder disputed the charge.
 * - `payouts`: the connected account's payouts as the gateway's webhooks reported them.
 */
export const campgroundPayouts: Migration = {
  version: 24,
  name: 'campground-payouts',
  sql: /* sql */ `
create table payout_accounts (
  campground_id uuid primary key references campgrounds (id) on delete cascade,
  account_id text not null unique check (account_id <> ''),
  details_submitted boolean not null default false,
  charges_enabled boolean not null default false,
  payouts_enabled boolean not null default false,
  requirements_due text[] not null default '{}',
  disabled_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table payments
  add column refunded_cents integer not null default 0,
  add column disputed_at timestamptz;
update payments set refunded_cents = amount_cents where refunded;
alter table payments
  add constraint payments_refunded_within_amount check (refunded_cents >= 0 and refunded_cents <= amount_cents);

create table payment_refunds (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  payment_id uuid not null references payments (id) on delete cascade,
  gateway_refund_id text not null unique check (gateway_refund_id <> ''),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  reason text,
  refunded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index payment_refunds_payment_idx on payment_refunds (payment_id, created_at, seq);

alter table memberships add column disputed_at timestamptz;

create table payouts (
  id text primary key check (id <> ''),
  campground_id uuid not null references campgrounds (id) on delete cascade,
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null check (status in ('paid', 'pending', 'in_transit', 'canceled', 'failed')),
  arrival_date timestamptz not null,
  failure_message text,
  created_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index payouts_campground_idx on payouts (campground_id, created_at desc);
create index payments_campground_succeeded_idx on payments (campground_id, created_at) where status = 'succeeded';
`,
};
