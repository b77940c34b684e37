import { createPostgresPersistence, type PostgresPersistence } from '@camppass/adapter-postgres';
import { createServerTestDatabase, type TestDatabase } from '@camppass/adapter-postgres/testing';
import { afterAll } from 'vitest';
import { fromPostgres } from '../container/persistence';
import { type TestAppOptions, testApp } from './test-app';

/**
 * Test apps on fresh databases of the PostgreSQL server at DATABASE_URL, each app with its own pool
 * (as separate server processes have); everything opened is closed and dropped after the file.
 */
export const useServerDatabases = () => {
  const servers: (TestDatabase & { readonly databaseUrl: string })[] = [];
  const opened: PostgresPersistence[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await Promise.all(servers.map((server) => server.dispose()));
  });
  return {
    /** A new empty database; `app` opens apps on it. */
    async create() {
      const server = await createServerTestDatabase();
      servers.push(server);
      let last: PostgresPersistence | undefined;
      return {
        app: (options: Omit<TestAppOptions, 'persistence'> & { readonly maxConnections?: number } = {}) =>
          testApp({
            ...options,
            persistence: async (clock) => {
              last = await createPostgresPersistence({
                databaseUrl: server.databaseUrl,
                maxConnections: options.maxConnections ?? 10,
                clock,
              });
              opened.push(last);
              return fromPostgres(last);
            },
          }),
        /** The persistence of the app opened last, for direct queries. */
        get database() {
          return last;
        },
      };
    },
  };
};
