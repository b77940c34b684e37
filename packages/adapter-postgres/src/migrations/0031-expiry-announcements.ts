import type { Migration } from './migration';

/**
 * The `membership.expired` webhook event (docs/decisions/partner-api-and-verification.md#membership-expired-is-announced-once-per-end-date):
 * one row per membership and last day announced, so the event is recorded once even when two job
 * workers find the same ended membership, and again only after a renewal gives it a new last day.
 */
export const expiryAnnouncements: Migration = {
  version: 31,
  name: 'expiry-announcements',
  sql: /* sql */ `
create table webhook_expiry_announcements (
  membership_id uuid not null references memberships (id) on delete cascade,
  end_date date not null,
  announced_at timestamptz not null,
  primary key (membership_id, end_date)
);
`,
};
