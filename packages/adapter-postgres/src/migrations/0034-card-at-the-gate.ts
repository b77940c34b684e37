import type { Migration } from './migration';

/**
 * The card at the gate (docs/decisions/card-at-the-gate.md): each campground's Ed25519 keys that sign
 * its cards' passes (the private key sealed; a rotated key kept, retired, so its passes still verify),
 * and the check-ins the gate scanner records, once per client-made id even when sent twice.
 */
export const cardAtTheGate: Migration = {
  version: 34,
  name: 'card-at-the-gate',
  sql: /* sql */ `
create table card_signing_keys (
  key_id text primary key,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  public_key text not null,
  private_key_sealed text not null,
  created_at timestamptz not null,
  retired_at timestamptz
);
create index card_signing_keys_campground_idx on card_signing_keys (campground_id, created_at desc);
create unique index card_signing_keys_one_signing_idx on card_signing_keys (campground_id)
  where retired_at is null;

create table check_ins (
  id uuid primary key default gen_random_uuid(),
  client_id text not null,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  membership_id uuid not null references memberships (id) on delete cascade,
  checked_by uuid references users (id) on delete set null,
  device text not null,
  checked_at timestamptz not null,
  recorded_at timestamptz not null,
  unique (campground_id, client_id)
);
create index check_ins_campground_idx on check_ins (campground_id, checked_at desc);
create index check_ins_membership_idx on check_ins (membership_id, checked_at desc);
`,
};
