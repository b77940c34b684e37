import type { Migration } from './migration';

/**
 * Rewrites memberships and builds its indexes afresh
 * (docs/decisions/lists-at-scale.md#members-search-at-100000-the-table-is-compacted-once, issue 12).
 * Migrations 10 and 14 each updated every membership, and an update writes a new version of the row
 * and new entries in every index; vacuum frees the old ones but keeps the pages, so a database that
 * held members then kept a table and indexes about three times their size. A search then read its
 * trigram posting lists and its matching rows from three times the pages (at 100,000 members a code
 * search spent 12 ms in the trigram index alone, 1.3 ms on a fresh one). CLUSTER, unlike VACUUM FULL,
 * may run in the migration's transaction; the order it writes, by campground and creation, is the
 * order members arrive in, so a campground's rows sit together.
 */
export const compactMemberships: Migration = {
  version: 16,
  name: 'compact-memberships',
  sql: /* sql */ `
cluster memberships using memberships_campground_created_id_idx;
analyze memberships;
`,
};
