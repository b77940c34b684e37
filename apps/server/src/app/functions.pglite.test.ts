import {
  createPostgresPersistence,
  type PostgresPersistence,
  PostgresRateLimiter,
} from '@camppass/adapter-postgres';
import { afterAll } from 'vitest';
import { fromPostgres } from '../container/persistence';
import { describeFunctionSuites } from '../testing/functions-suite';
import { testApp } from '../testing/test-app';

// The same HTTP suite on the real SQL adapters, embedded, as `npm start` runs them. One database
// for the file, emptied before each test: migrating a fresh PGlite per test costs seconds.
let database: PostgresPersistence | undefined;
let tables: string[] = [];

afterAll(async () => {
  await database?.close();
});

describeFunctionSuites('PGlite', () =>
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
  }),
);
