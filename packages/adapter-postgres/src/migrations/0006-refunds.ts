import type { Migration } from './migration';

/**
 * The refund of a paid checkout that could not become a membership
 * (docs/decisions/checkout-and-payments.md#refunds-of-paid-checkouts-that-cannot-be-fulfilled).
 */
export const refunds: Migration = {
  version: 6,
  name: 'refunds',
  sql: /* sql */ `
alter table checkouts
  add column refund_id text check (refund_id <> ''),
  add column refunded_at timestamptz,
  add constraint checkouts_refund_of_refused check (refund_id is null or status = 'refused'),
  add constraint checkouts_refund_dated check ((refund_id is null) = (refunded_at is null));
create index checkouts_awaiting_refund_idx on checkouts (created_at, seq) where status = 'refused' and refund_id is null;
`,
};
