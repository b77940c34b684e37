import type { SqlClient } from './sql/sql-client';

/** The channel migration 40's triggers notify on. */
const PUBLIC_CONTENT_CHANNEL = 'camppass_public_content';

/**
 * Calls `onChange` whenever a table the campground's public answer reads (campgrounds, their
 * settings, membership types, payout accounts) was written, once the write commits, in this process
 * or any other on the same database; and whenever listening (re)starts, since a change made while
 * the listening connection was cut off is never told. Resolves to a function that stops watching.
 */
export const watchPublicContent = (sql: SqlClient, onChange: () => void): Promise<() => Promise<void>> => {
  if (!sql.listen) throw new Error('This database client cannot listen for notifications');
  return sql.listen(PUBLIC_CONTENT_CHANNEL, () => onChange(), onChange);
};
