import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe, expect, it } from 'vitest';
import { call } from '../../testing/http';
import {
  confirmWithoutWebhook,
  seedPineValley,
  startFreePurchase,
  startPurchase,
} from '../../testing/public-page-http';
import { useServerDatabases } from '../../testing/server-database';
import type { TestApp } from '../../testing/test-app';

// The once-only fulfilment on a real server, where 20 calls run on separate connections at once.
// Skipped, saying why, only when no server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1
// is not set (the PGlite file covers the logic).
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

/** An app over a fresh database with 20 connections, and the counts of what a purchase records. */
const openApp = async () => {
  const opened = await databases.create();
  const test = await opened.app({ maxConnections: 20 });
  const counts = async () =>
    (
      await opened.database?.sql.query<{
        memberships: number;
        payments: number;
        users: number;
        documents: number;
      }>(
        `select (select count(*)::int from memberships) as memberships, (select count(*)::int from payments) as payments,
              (select count(*)::int from users) as users, (select count(*)::int from identity_documents) as documents`,
      )
    )?.[0];
  return { test, counts };
};

const twentyAtOnce = (test: TestApp, paymentIntentId: unknown) =>
  Promise.all(
    Array.from({ length: 20 }, () => call(test, 'purchase-membership', { body: { paymentIntentId } })),
  );

describe.skipIf(unavailable !== undefined)(
  `purchase-membership on the PostgreSQL server${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('20 concurrent calls with one payment id create one membership, one payment, one account', async () => {
      const { test, counts } = await openApp();
      const pine = await seedPineValley(test);
      const started = await startPurchase(test, {
        campgroundId: pine.campground.id,
        membershipTypeId: pine.types[0]?.id ?? '',
      });
      expect(started.status, started.body).toBe(200);
      await confirmWithoutWebhook(test, started.json.clientSecret as string);

      const answers = await twentyAtOnce(test, started.json.paymentIntentId);

      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(a.json.data))).size).toBe(1);
      expect(await counts()).toEqual({ memberships: 1, payments: 1, users: 1, documents: 2 });
    });

    it('20 concurrent calls for a $0 plan create one membership, one account and no payment', async () => {
      const { test, counts } = await openApp();
      const pine = await seedPineValley(test);
      const started = await startFreePurchase(test, pine.campground.id);
      expect(started.status, started.body).toBe(200);

      const answers = await twentyAtOnce(test, started.json.paymentIntentId);

      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(a.json.data))).size).toBe(1);
      expect(await counts()).toEqual({ memberships: 1, payments: 0, users: 1, documents: 2 });
    });
  },
);
