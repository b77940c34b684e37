import type { Migration } from './migration';

/**
 * A second factor for super admins, owners and staff (docs/decisions/auth-and-sessions.md#second-factor):
 * authenticator apps (the secret sealed, the last step used kept so a code works once), single-use
 * recovery codes (hashes only), the partial sign-in between password and second step, remembered
 * devices, and each campground's choice to require a second factor of its staff.
 */
export const secondFactors: Migration = {
  version: 30,
  name: 'second-factors',
  sql: /* sql */ `
create table second_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('totp', 'passkey')),
  label text not null,
  secret_sealed text,
  last_used_step bigint,
  confirmed_at timestamptz,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index second_factors_user_idx on second_factors (user_id);
create unique index second_factors_one_totp_idx on second_factors (user_id) where kind = 'totp';

create table recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index recovery_codes_user_idx on recovery_codes (user_id, code_hash);

create table second_step_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index second_step_challenges_expiry_idx on second_step_challenges (expires_at);

create table remembered_devices (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  label text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index remembered_devices_user_idx on remembered_devices (user_id);

create table campground_second_factor_policies (
  campground_id uuid primary key references campgrounds (id) on delete cascade,
  staff_required boolean not null,
  updated_at timestamptz not null
);
`,
};
