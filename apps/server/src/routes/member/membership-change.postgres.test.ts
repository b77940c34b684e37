import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe, expect, it } from 'vitest';
import { SIMULATED_WEBHOOK_SINK } from '../../container/dev-module';
import { call, SOCKET } from '../../testing/http';
import { extensionIntent, payWithCard, seedMembershipChanges } from '../../testing/membership-change-http';
import { useServerDatabases } from '../../testing/server-database';

// On a real server with a pool of connections, where the calls truly run at once: skipped, saying why,
// only when no server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1 is not set.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `extension race on the PostgreSQL server${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('20 parallel extend-membership calls and the webhook for one payment extend once', async () => {
      const opened = await databases.create();
      const test = await opened.app({ maxConnections: 10 });
      const area = await seedMembershipChanges(test);
      const webhooks: { rawBody: string; signatureHeader: string }[] = [];
      test.container.get(SIMULATED_WEBHOOK_SINK).connect(async (delivery) => {
        webhooks.push(delivery);
      });
      const started = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id);
      const { paymentIntentId, clientSecret } = started.json as {
        paymentIntentId: string;
        clientSecret: string;
      };
      await payWithCard(test, clientSecret);
      expect(webhooks).toHaveLength(1);
      const [webhook] = webhooks;
      if (!webhook) throw new Error('no webhook');

      const body = { membershipId: area.weeklyOwn.id, newMembershipTypeId: area.type.id, paymentIntentId };
      const [answers, delivered] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, () =>
            call(test, 'extend-membership', { token: area.tokens.member, body }),
          ),
        ),
        test.app.request(
          '/functions/v1/payments-webhook',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signatureHeader },
            body: webhook.rawBody,
          },
          SOCKET,
        ),
      ]);
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual([]);
      expect(delivered.status).toBe(200);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      const [counts] =
        (await opened.database?.sql.query<Record<string, unknown>>(
          `select (select count(*)::int from payments where gateway_payment_id = $1) as payments,
                  (select status from checkouts where payment_intent_id = $1) as checkout,
                  (select end_date::text from memberships where id = $2) as "endDate",
                  (select price_paid_cents::int from memberships where id = $2) as "pricePaid"`,
          [paymentIntentId, area.weeklyOwn.id],
        )) ?? [];
      expect(counts).toMatchObject({ payments: 1, checkout: 'fulfilled', endDate: '2027-05-29' });
    });
  },
);
