import type { Migration } from './migration';

/**
 * A member's renewal or extension is a checkout too (one fulfilment, webhook and reconciliation for
 * every payment): it carries the change instead of a purchase form and uploads.
 */
export const membershipChanges: Migration = {
  version: 13,
  name: 'membership-changes',
  sql: /* sql */ `
alter table checkouts
  alter column purchase drop not null,
  alter column uploads drop not null,
  add column change jsonb check (jsonb_typeof(change) = 'object'),
  add constraint checkouts_purchase_or_change
    check ((change is null) = (purchase is not null and uploads is not null));
`,
};
