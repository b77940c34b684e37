import { describe, expect, it } from 'vitest';
import type { ChargeDispute } from '../ports/payment-gateway';
import { chargeEventsFixture } from '../testing/charge-events-fixture';
import { toStripeChargeObject, toStripeDisputeObject } from './webhook-event';

const setUp = chargeEventsFixture;

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

describe('other charge events', () => {
  it('ignores a charge update that carries refunds, and records none of them', async () => {
    const f = await setUp();
    const charge = toStripeChargeObject({
      id: 'ch_bob',
      currency: 'usd',
      paymentIntentId: 'pi_bob',
      amountCents: 10_000,
      amountRefundedCents: 2_500,
      refunds: [f.refund('re_dash', 2_500)],
    });
    expect(await f.send('evt_c', 'charge.updated', charge)).toEqual({ outcome: 'ignored' });
    expect(f.unitOfWork.store.tables.paymentRefunds.size).toBe(0);
    expect(await f.repos.payments.findById(f.payment.id)).toMatchObject({ refundedCents: 0 });
  });

  it('ignores a dispute that closed, without flagging the payment or e-mailing the owner', async () => {
    const f = await setUp();
    const closed = toStripeDisputeObject({
      id: 'dp_2',
      paymentIntentId: 'pi_bob',
      amountCents: 10_000,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'won',
    });
    expect(await f.send('evt_dc', 'charge.dispute.closed', closed)).toEqual({ outcome: 'ignored' });
    expect(await f.repos.payments.findById(f.payment.id)).toMatchObject({ disputedAt: null });
    expect(f.mails('payment-dispute')).toEqual([]);
  });
});
