import {
  createPostgresPersistence,
  type PostgresPersistence,
  PostgresRateLimiter,
} from '@camppass/adapter-postgres';
import { afterAll } from 'vitest';
import { fromPostgres } from '../container/persistence';
import { testApp } from './test-app';

/**
 * Test apps on the real SQL adapters, embedded, as `npm start` runs them. One database for the
 * test file, emptied before each app: migrating a fresh PGlite per test costs seconds.
 */
export const pgliteTestApps = () => {
  let database: PostgresPersistence | undefined;
  let tables: string[] = [];
  afterAll(async () => {
    await database?.close();
  });
  return () =>
    testApp({
      persistence: async (clock) => {
        if (!database) {
          database = await createPostgresPersistence({ memory: true, clock });
          const rows = await database.sql.query<{ name: string }>(
            `select tablename as name from pg_tables
             where schemaname = current_schema() and tablename <> 'schema_migrations'`,
          );
          tables = rows.map((row) => row.name);
        }
        await database.sql.exec(`truncate ${tables.map((name) => `"${name}"`).join(', ')} cascade`);
        // The rate limiter reads this test's clock; the repositories take time from their callers.
        return fromPostgres({ ...database, rateLimiter: new PostgresRateLimiter(database.sql, clock) });
      },
    });
};
