import { describe, expect, it } from 'vitest';
import { aPayment } from '../testing/builders';
import { chargeEventsFixture } from '../testing/charge-events-fixture';
import { unwrap } from '../testing/contract-harness';
import { callerWith } from '../testing/owner-members-fixture';
import { RefundPayment } from './refund-payment';

const setUp = async () => {
  const f = await chargeEventsFixture();
  const owner = { ...callerWith(['owner', f.pine.id]), userId: f.olive.id };
  const intent = await f.core.gateway.createPaymentIntent({
    amountCents: 10_000,
    currency: 'usd',
    metadata: {},
    idempotencyKey: 'k',
  });
  f.core.gateway.setStatus(intent.id, 'succeeded');
  const card = unwrap(
    await f.repos.payments.create(
      aPayment({
        gatewayPaymentId: intent.id,
        campgroundId: f.pine.id,
        userId: f.bob.memberId,
        amountCents: 10_000,
      }),
    ),
  );
  // The gateway's webhook outruns the owner's call: between the gateway's refund and the owner's
  // transaction it records the refund, with no one behind it.
  const { gateway } = f.core;
  const refundPayment = gateway.refundPayment.bind(gateway);
  const webhookOutruns = () => {
    gateway.refundPayment = async (input) => {
      const made = await refundPayment(input);
      await f.refunded(`evt_${made.id}`, [made], intent.id);
      return made;
    };
  };
  const refund = (amountCents: number | null, reason: string) =>
    new RefundPayment(f.core).execute({ actor: owner, paymentId: card.id, amountCents, reason });
  return { ...f, owner, card, webhookOutruns, refund };
};

describe('owner-refund-payment beside charge.refunded', () => {
  it('lets the owner who asked claim a refund the webhook recorded first', async () => {
    const f = await setUp();
    f.webhookOutruns();

    const done = await f.refund(null, 'Storm');

    expect(done.ok).toBe(true);
    expect(await f.repos.payments.listRefunds(f.card.id)).toEqual([
      expect.objectContaining({ refundedBy: f.olive.id, reason: 'Storm', amountCents: 10_000 }),
    ]);
    expect(f.core.gateway.refunds).toHaveLength(1);
  });

  it('answers the refund the owner claimed, not an earlier refund of the same payment', async () => {
    const f = await setUp();
    unwrap(await f.refund(3_000, 'Rained out'));
    f.webhookOutruns();

    const done = unwrap(await f.refund(7_000, 'Left early'));

    expect(done.refund).toMatchObject({
      gatewayRefundId: f.core.gateway.refunds[1]?.id,
      amountCents: 7_000,
      reason: 'Left early',
      refundedBy: f.olive.id,
    });
    expect(done.payment).toMatchObject({ refundedCents: 10_000, refunded: true });
  });
});
