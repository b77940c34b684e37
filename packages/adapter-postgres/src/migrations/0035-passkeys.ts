import type { Migration } from './migration';

/**
 * Passkeys (docs/decisions/auth-and-sessions.md#passkeys): a passkey is a second factor with its
 * credential id (unique across accounts), COSE public key, signature counter and transports; the
 * WebAuthn challenges handed to browsers are kept as hashes, used once, for 5 minutes.
 */
export const passkeys: Migration = {
  version: 35,
  name: 'passkeys',
  sql: /* sql */ `
alter table second_factors
  add column credential_id text,
  add column public_key text,
  add column sign_count bigint,
  add column transports text[];
create unique index second_factors_credential_idx on second_factors (credential_id)
  where credential_id is not null;

create table webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('register', 'authenticate')),
  challenge_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index webauthn_challenges_expiry_idx on webauthn_challenges (expires_at);
`,
};
