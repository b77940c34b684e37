import type { Migration } from './migration';

/** The purchase of 04: checkouts recorded before the card is charged, identity files, webhook events. */
export const purchases: Migration = {
  version: 2,
  name: 'purchases',
  sql: /* sql */ `
create table checkouts (
  id text primary key check (id <> ''),
  seq bigint generated always as identity,
  payment_intent_id text not null,
  campground_id uuid not null references campgrounds (id) on delete restrict,
  membership_type_id uuid not null references membership_types (id) on delete restrict,
  purchase jsonb not null check (jsonb_typeof(purchase) = 'object'),
  uploads jsonb not null check (jsonb_typeof(uploads) = 'object'),
  fees jsonb not null check (jsonb_typeof(fees) = 'object'),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'fulfilled', 'refused')),
  membership_id uuid references memberships (id) on delete restrict,
  archived_count integer not null default 0 check (archived_count >= 0),
  refusal_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint checkouts_payment_intent_id_key unique (payment_intent_id),
  constraint checkouts_fulfilled_has_membership check (status <> 'fulfilled' or membership_id is not null),
  constraint checkouts_refused_has_code check (status <> 'refused' or refusal_code is not null)
);
create index checkouts_pending_idx on checkouts (created_at, seq) where status = 'pending';

create table identity_documents (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  membership_id uuid not null references memberships (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  kind text not null check (kind in ('selfie', 'signature', 'military-document')),
  storage_key text not null check (storage_key <> ''),
  content_type text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
create index identity_documents_membership_idx on identity_documents (membership_id, created_at, seq);
create index identity_documents_campground_idx on identity_documents (campground_id, kind, status);
create index identity_documents_user_idx on identity_documents (user_id);

create table webhook_events (
  event_id text primary key,
  type text not null,
  received_at timestamptz not null
);
`,
};
