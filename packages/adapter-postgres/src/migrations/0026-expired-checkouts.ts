import type { Migration } from './migration';

/**
 * Checkouts not paid within a few hours expire (docs/decisions/checkout-and-payments.md#unpaid-checkouts-expire-after-three-hours):
 * the status `expired`, and the uploads a checkout names found quickly, since a file may be named by
 * one checkout only.
 */
export const expiredCheckouts: Migration = {
  version: 26,
  name: 'expired-checkouts',
  sql: /* sql */ `
alter table checkouts drop constraint checkouts_status_check;
alter table checkouts
  add constraint checkouts_status_check check (status in ('pending', 'fulfilled', 'refused', 'expired'));
create index checkouts_selfie_upload_idx on checkouts ((uploads ->> 'selfie'));
create index checkouts_signature_upload_idx on checkouts ((uploads ->> 'signature'));
create index checkouts_military_upload_idx on checkouts ((uploads ->> 'militaryDocument'))
  where uploads ->> 'militaryDocument' is not null;
`,
};
