import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { InMemoryPaymentGateway } from '@camppass/core/testing';
import { REFUND_ALREADY_GIVEN, REFUND_NOTHING_LEFT } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { seedCardPayment, withGateway } from '../../testing/card-payments-http';
import { call } from '../../testing/http';
import { seedOwnerMembers } from '../../testing/owner-members-http';
import { useServerDatabases } from '../../testing/server-database';

// The owner's refunds racing on a real server, where the payment's row lock is a real lock across a
// pool's connections. Skipped, saying why, only when no server answers at DATABASE_URL.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `owner refunds on the PostgreSQL server${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('20 parallel whole refunds refund once; 20 parallel $10 refunds never exceed the payment and are all recorded', async () => {
      const gateway = new InMemoryPaymentGateway();
      const opened = await databases.create();
      const test = await opened.app({
        maxConnections: 20,
        ...withGateway(() => gateway),
      });
      const s = await seedOwnerMembers(test);
      const repos = test.container.get(REPOSITORIES);
      const paid = async (n: number) =>
        (
          await seedCardPayment(test, gateway, {
            campgroundId: s.campground.id,
            email: `racer-${n}@camppass.test`,
            idempotencyKey: `race-${n}`,
            membership: { membershipCode: `RACE-${n}` },
          })
        ).payment;
      const refund = (body: Record<string, unknown>) =>
        call(test, 'owner-refund-payment', { token: s.tokens.owner, body });

      const whole = await paid(1);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => refund({ payment_id: whole.id, reason: 'Race' })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200))
        expect([
          refused.status,
          [REFUND_NOTHING_LEFT, REFUND_ALREADY_GIVEN].includes(refused.json.error as string),
        ]).toEqual([409, true]);
      expect(await repos.payments.listRefunds(whole.id)).toHaveLength(1);
      expect(gateway.refundedCents(whole.gatewayPaymentId)).toBe(10_000);

      // Callers who each saw a different amount already refunded ask under different keys: the gateway
      // refunds no more than the payment, and everything it refunded is recorded.
      const parts = await paid(2);
      await Promise.all(
        Array.from({ length: 20 }, () => refund({ payment_id: parts.id, amount: 1_000, reason: 'Part' })),
      );
      const after = await repos.payments.findById(parts.id);
      const recorded = await repos.payments.listRefunds(parts.id);
      const sum = recorded.reduce((total, r) => total + r.amountCents, 0);
      expect(after?.refundedCents).toBe(sum);
      expect(gateway.refundedCents(parts.gatewayPaymentId)).toBe(sum);
      expect(sum).toBeLessThanOrEqual(10_000);
      expect(after?.refunded).toBe(sum === 10_000);
    }, 60_000);
  },
);
