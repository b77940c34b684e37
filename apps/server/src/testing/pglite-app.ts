import {
  createPostgresPersistence,
  type PostgresPersistence,
  PostgresRateLimiter,
} from '@camppass/adapter-postgres';
import { migratedPgliteImage, tableEmptier } from '@camppass/adapter-postgres/testing';
import { afterAll } from 'vitest';
import { fromPostgres } from '../container/persistence';
import { type TestAppOptions, testApp } from './test-app';

/**
 * Test apps on the real SQL adapters, embedded, as `npm start` runs them. One database for the
 * test file, emptied before each app: migrating a fresh PGlite per test costs seconds.
 */
export const pgliteTestApps = (options: Omit<TestAppOptions, 'persistence'> = {}) => {
  let database: (PostgresPersistence & { empty: () => Promise<void> }) | undefined;
  afterAll(async () => {
    await database?.close();
  });
  return () =>
    testApp({
      ...options,
      persistence: async (clock) => {
        if (!database) {
          const opened = await createPostgresPersistence({
            memory: true,
            image: await migratedPgliteImage(),
            clock,
          });
          database = Object.assign(opened, { empty: tableEmptier(opened.sql) });
        }
        await database.empty();
        // The rate limiter reads this test's clock; the repositories take time from their callers.
        return fromPostgres({ ...database, rateLimiter: new PostgresRateLimiter(database.sql, clock) });
      },
    });
};
