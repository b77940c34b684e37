import type { Migration } from './migration';

/**
 * Wallet passes that follow their membership: each Apple device registered for a pass's updates
 * (with its push token), and each Google Wallet object a save link was made for (no device, no
 * token), with the membership's `updated_at` the wallet was last told of. A membership changed
 * after that is a pass to push; the membership's removal takes its registrations with it.
 */
export const walletRegistrations: Migration = {
  version: 44,
  name: 'wallet-registrations',
  sql: /* sql */ `
create table wallet_registrations (
  wallet text not null check (wallet in ('apple', 'google')),
  device_id text not null,
  push_token text,
  membership_id uuid not null references memberships (id) on delete cascade,
  created_at timestamptz not null,
  notified_at timestamptz not null,
  primary key (wallet, device_id, membership_id)
);
create index wallet_registrations_membership_idx on wallet_registrations (membership_id);
create index wallet_registrations_push_token_idx on wallet_registrations (push_token)
  where push_token is not null;
`,
};
