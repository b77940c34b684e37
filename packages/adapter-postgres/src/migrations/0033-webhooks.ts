import type { Migration } from './migration';

/**
 * Outbound webhooks (docs/decisions/partner-api-and-verification.md#webhook-delivery): each
 * campground's endpoints with their sealed signing secret and chosen events, and one delivery row per
 * event and endpoint, written in the transaction of the change that caused the event (the outbox).
 * `seq` orders a membership's deliveries; the partial index finds what is due.
 */
export const webhooks: Migration = {
  version: 33,
  name: 'webhooks',
  sql: /* sql */ `
create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  url text not null check (url <> '' and length(url) <= 2100),
  events jsonb not null check (jsonb_typeof(events) = 'array'),
  sealed_secret text not null,
  enabled boolean not null default true,
  disabled_at timestamptz,
  created_at timestamptz not null
);
create index webhook_endpoints_campground_idx on webhook_endpoints (campground_id, created_at desc, seq desc);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  event_id text not null,
  event_type text not null,
  membership_id uuid,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  response_status integer,
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  created_at timestamptz not null
);
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, seq desc);
create index webhook_deliveries_due_idx on webhook_deliveries (seq) where status = 'pending';
create index webhook_deliveries_membership_idx on webhook_deliveries (endpoint_id, membership_id, seq)
  where status = 'pending' and membership_id is not null;
`,
};
