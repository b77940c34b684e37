import type { Migration } from './migration';

/**
 * Partner API keys of a campground, kept only as SHA-256 hashes (the visible prefix identifies a
 * key to its owner), with the usage figures the owner sees; and the grant of a rate-limit lease, so
 * one upsert can hand a server process several events of a window at once and say how many.
 */
export const apiKeys: Migration = {
  version: 5,
  name: 'api-keys',
  sql: /* sql */ `
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  name text not null check (name <> ''),
  prefix text not null,
  key_hash text not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  usage_count bigint not null default 0 check (usage_count >= 0)
);
create unique index api_keys_key_hash_key on api_keys (key_hash);
create index api_keys_campground_idx on api_keys (campground_id, created_at desc, seq desc);

alter table rate_limit_counters add column granted integer not null default 1;
`,
};
