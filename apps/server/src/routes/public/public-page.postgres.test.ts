import { randomBytes } from 'node:crypto';
import {
  createPostgresJsClient,
  createPostgresPersistence,
  type PostgresPersistence,
} from '@camppass/adapter-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres } from '../../container/persistence';
import { call } from '../../testing/http';
import { testApp } from '../../testing/test-app';
import { confirmWithoutWebhook, seedPineValley, startPurchase } from './public-page-http';

// The once-only fulfilment on a real server, where 20 calls run on separate connections at once.
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `camppass_purchase_${randomBytes(5).toString('hex')}`;
const admin = createPostgresJsClient({ databaseUrl: serverUrl, maxConnections: 1 });
const reachable = await admin.query('select 1').then(
  () => true,
  () => false,
);
let database: PostgresPersistence | undefined;

beforeAll(async () => {
  if (!reachable) return;
  await admin.exec(`create database ${name}`);
});
afterAll(async () => {
  await database?.close();
  if (reachable) await admin.exec(`drop database if exists ${name} with (force)`);
  await admin.close();
});

// Skipped only when no PostgreSQL server answers at DATABASE_URL (the PGlite file covers the logic).
describe.skipIf(!reachable)('purchase-membership on the PostgreSQL server', () => {
  it('20 concurrent calls with one payment id create one membership, one payment, one account', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const test = await testApp({
      persistence: async (clock) => {
        database = await createPostgresPersistence({
          databaseUrl: url.toString(),
          maxConnections: 20,
          clock,
        });
        return fromPostgres(database);
      },
    });
    const pine = await seedPineValley(test);
    const started = await startPurchase(test, {
      campgroundId: pine.campground.id,
      membershipTypeId: pine.types[0]?.id ?? '',
    });
    expect(started.status, started.body).toBe(200);
    await confirmWithoutWebhook(test, started.json.clientSecret as string);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(test, 'purchase-membership', { body: { paymentIntentId: started.json.paymentIntentId } }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json.data))).size).toBe(1);
    const counts = await database?.sql.query<{
      memberships: number;
      payments: number;
      users: number;
      documents: number;
    }>(
      `select (select count(*)::int from memberships) as memberships, (select count(*)::int from payments) as payments,
              (select count(*)::int from users) as users, (select count(*)::int from identity_documents) as documents`,
    );
    expect(counts?.[0]).toEqual({ memberships: 1, payments: 1, users: 1, documents: 2 });
  });
});
