import {
  createPostgresPersistence,
  type PostgresPersistence,
  PostgresRateLimiter,
} from '@camppass/adapter-postgres';
import { migratedPgliteImage } from '@camppass/adapter-postgres/testing';
import type { FixedClock } from '@camppass/core/testing';
import { fromPostgres } from '../container/persistence';

/**
 * One in-memory PGlite database for a test file, every table emptied each time a test app opens
 * it: the SQL adapters at the cost of one migration per file. Close it in `afterAll`.
 */
export const sharedPglite = () => {
  let database: PostgresPersistence | undefined;
  let tables: string[] = [];
  return {
    get database(): PostgresPersistence | undefined {
      return database;
    },
    persistence: async (clock: FixedClock) => {
      if (!database) {
        database = await createPostgresPersistence({
          memory: true,
          image: await migratedPgliteImage(),
          clock,
        });
        const rows = await database.sql.query<{ name: string }>(
          `select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`,
        );
        tables = rows.map((row) => row.name);
      }
      await database.sql.exec(`truncate ${tables.map((name) => `"${name}"`).join(', ')} cascade`);
      return fromPostgres({ ...database, rateLimiter: new PostgresRateLimiter(database.sql, clock) });
    },
    close: async () => {
      await database?.close();
    },
  };
};
