import type { Migration } from './migration';

/**
 * The super admin's account search
 * (docs/decisions/lists-at-scale.md#lower-cased-like-instead-of-ilike): trigram indexes on the
 * lower-cased e-mail and full name, which the account lists match with LIKE on lower-cased text
 * (what ILIKE does, at a third of its cost on each row a list reads), in place of the indexes on
 * the text as written.
 */
export const accountSearch: Migration = {
  version: 15,
  name: 'account-search',
  sql: /* sql */ `
create index users_email_lower_trgm on users using gin (lower(email) gin_trgm_ops);
create index profiles_full_name_lower_trgm on profiles using gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
drop index users_email_trgm;
drop index profiles_full_name_trgm;
`,
};
