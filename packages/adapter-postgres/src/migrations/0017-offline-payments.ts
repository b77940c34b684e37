import type { Migration } from './migration';

/**
 * Payments an owner records for a pending membership (cash, cheque, bank transfer at the office):
 * who recorded one and their note. A card payment has neither. The member summaries of 0014 count
 * such a payment like any succeeded one, by its row trigger.
 */
export const offlinePayments: Migration = {
  version: 17,
  name: 'offline-payments',
  sql: /* sql */ `
alter table payments
  add column recorded_by uuid references users (id) on delete set null,
  add column note text check (char_length(note) <= 500);
`,
};
