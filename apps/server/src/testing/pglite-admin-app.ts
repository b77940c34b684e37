import { createPostgresPersistence, type PostgresPersistence } from '@camppass/adapter-postgres';
import { migratedPgliteImage } from '@camppass/adapter-postgres/testing';
import { fromPostgres } from '../container/persistence';
import { loginAs, seedAccount } from './http';
import { type TestApp, testApp } from './test-app';

/** A test app on the real SQL adapters (in-memory PGlite) with a signed-in super admin; close ends it. */
export async function pgliteAppWithAdmin(): Promise<{
  readonly test: TestApp;
  readonly adminToken: string;
  close(): Promise<void>;
}> {
  let database: PostgresPersistence | undefined;
  const test = await testApp({
    persistence: async (clock) => {
      database = await createPostgresPersistence({ memory: true, image: await migratedPgliteImage(), clock });
      return fromPostgres(database);
    },
  });
  const admin = await seedAccount(test, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  const adminToken = (await loginAs(test, admin, 'superAdmin')).accessToken;
  return { test, adminToken, close: async () => database?.close() };
}
