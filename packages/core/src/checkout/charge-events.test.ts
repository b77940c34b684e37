import { describe, expect, it } from 'vitest';
import type { ChargeDispute, Refund } from '../ports/payment-gateway';
import { aPayment } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { HandlePaymentWebhook } from './handle-payment-webhook';
import { encodeStripeObjectEvent, toStripeChargeObject, toStripeDisputeObject } from './webhook-event';

/** Bob paid $100.00 at Pine; Pine's owner is Olive. */
const setUp = async () => {
  const f = await ownerMembersFixture();
  const payment = unwrap(
    await f.repos.payments.create(
      aPayment({
        gatewayPaymentId: 'pi_bob',
        userId: f.bob.memberId,
        campgroundId: f.pine.id,
        membershipId: f.bob.id,
        amountCents: 10_000,
      }),
    ),
  );
  const olive = unwrap(
    await f.repos.users.create({ email: 'olive@camp.test', passwordHash: null, createdAt: f.clock.now() }),
  );
  await f.repos.roles.grant({
    userId: olive.id,
    role: 'owner',
    campgroundId: f.pine.id,
    createdAt: f.clock.now(),
  });
  const webhook = new HandlePaymentWebhook(f.core);
  const seconds = () => Math.floor(f.clock.now().getTime() / 1000);
  const send = async (id: string, type: string, object: object) => {
    const body = encodeStripeObjectEvent({ id, type, createdSeconds: seconds(), object });
    const delivery = await f.core.gateway.signedDelivery(body, seconds());
    return unwrap(await webhook.execute(delivery.rawBody, delivery.signatureHeader));
  };
  const refund = (id: string, amountCents: number, paymentIntentId = 'pi_bob'): Refund => ({
    id,
    paymentIntentId,
    amountCents,
    currency: 'usd',
    status: 'succeeded',
  });
  const refunded = (id: string, refunds: Refund[], paymentIntentId = 'pi_bob') =>
    send(
      id,
      'charge.refunded',
      toStripeChargeObject({
        id: 'ch_bob',
        currency: 'usd',
        paymentIntentId,
        amountCents: 10_000,
        amountRefundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0),
        refunds,
      }),
    );
  const mails = (kind: string) =>
    [...f.unitOfWork.store.tables.outbox.values()].filter((m) => m.tags['kind'] === kind);
  return { ...f, payment, olive, send, refund, refunded, mails };
};

describe('charge.refunded', () => {
  it('records a refund made in the dashboard, once, with the same totals, and e-mails the member', async () => {
    const f = await setUp();
    expect(await f.refunded('evt_1', [f.refund('re_dash', 2_500)])).toEqual({ outcome: 'recorded' });
    expect(await f.refunded('evt_1', [f.refund('re_dash', 2_500)])).toEqual({ outcome: 'duplicate' });
    expect(await f.refunded('evt_2', [f.refund('re_dash', 2_500), f.refund('re_dash_2', 7_500)])).toEqual({
      outcome: 'recorded',
    });

    expect(await f.repos.payments.findById(f.payment.id)).toMatchObject({
      refundedCents: 10_000,
      refunded: true,
    });
    expect(
      (await f.repos.payments.listRefunds(f.payment.id)).map((r) => [r.gatewayRefundId, r.refundedBy]),
    ).toEqual([
      ['re_dash', null],
      ['re_dash_2', null],
    ]);
    // No one here chose to cancel the membership.
    expect(await f.repos.memberships.findById(f.bob.id)).toMatchObject({ status: 'active' });
    expect(f.mails('payment-refund').map((m) => m.to)).toEqual(['bob@camp.test', 'bob@camp.test']);
  });

  it('acknowledges and ignores a charge we do not know', async () => {
    const f = await setUp();
    expect(await f.refunded('evt_x', [f.refund('re_x', 100, 'pi_unknown')], 'pi_unknown')).toEqual({
      outcome: 'ignored',
    });
    expect(f.unitOfWork.store.tables.paymentRefunds.size).toBe(0);
  });

  it('lets the owner who asked claim a refund the webhook recorded first', async () => {
    const f = await setUp();
    const { RefundPayment } = await import('../owner/refund-payment');
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
    gateway.refundPayment = async (input) => {
      const made = await refundPayment(input);
      await f.refunded('evt_r', [made], intent.id);
      return made;
    };

    const done = await new RefundPayment(f.core).execute({
      actor: owner,
      paymentId: card.id,
      reason: 'Storm',
    });
    expect(done.ok).toBe(true);
    expect(await f.repos.payments.listRefunds(card.id)).toEqual([
      expect.objectContaining({ refundedBy: f.olive.id, reason: 'Storm', amountCents: 10_000 }),
    ]);
    expect(f.core.gateway.refunds).toHaveLength(1);
  });
});

describe('charge.dispute.created', () => {
  const dispute = (paymentIntentId = 'pi_bob'): ChargeDispute => ({
    id: 'dp_1',
    paymentIntentId,
    amountCents: 10_000,
    currency: 'usd',
    reason: 'product_not_received',
    status: 'needs_response',
  });

  it('flags the payment and the membership and e-mails the owner, once', async () => {
    const f = await setUp();
    expect(await f.send('evt_d', 'charge.dispute.created', toStripeDisputeObject(dispute()))).toEqual({
      outcome: 'recorded',
    });
    expect(await f.send('evt_d2', 'charge.dispute.created', toStripeDisputeObject(dispute()))).toEqual({
      outcome: 'duplicate',
    });
    expect(await f.repos.payments.findById(f.payment.id)).toMatchObject({ disputedAt: f.clock.now() });
    expect(await f.repos.memberships.findById(f.bob.id)).toMatchObject({ disputedAt: f.clock.now() });
    const mails = f.mails('payment-dispute');
    expect(mails.map((m) => m.to)).toEqual(['olive@camp.test']);
    expect(mails[0]?.subject).toBe('A payment to Pine Valley was disputed');
    expect(mails[0]?.text).toContain('product not received');
    expect(mails[0]?.text).toContain('PINE-2');
  });

  it('acknowledges and ignores a dispute of a charge we do not know', async () => {
    const f = await setUp();
    expect(
      await f.send('evt_u', 'charge.dispute.created', toStripeDisputeObject(dispute('pi_other'))),
    ).toEqual({
      outcome: 'ignored',
    });
    expect(f.mails('payment-dispute')).toEqual([]);
  });
});
