import type { Migration } from './migration';

/**
 * The member area: the token of each membership's public status link (the card's QR code), and the
 * size of each identity document, which the member's document list shows.
 */
export const memberArea: Migration = {
  version: 8,
  name: 'member-area',
  sql: /* sql */ `
create table membership_status_tokens (
  membership_id uuid primary key references memberships (id) on delete cascade,
  token text not null unique check (length(token) >= 22),
  created_at timestamptz not null
);

alter table identity_documents add column size_bytes bigint check (size_bytes >= 0);
`,
};
