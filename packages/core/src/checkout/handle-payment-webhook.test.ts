import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  type PublicPageFixture,
  paidCheckouts,
  setUpPurchase as setUp,
  startCheckout,
} from '../testing/public-page-fixture';

/** A signed delivery about the intent as the gateway now holds it. */
const deliver = async (
  f: PublicPageFixture,
  eventId: string,
  intentId: string,
  type = 'payment_intent.succeeded',
) => {
  const delivery = await f.gateway.webhookDelivery({
    eventId,
    type,
    intentId,
    timestampSeconds: Math.floor(f.clock.now().getTime() / 1000),
  });
  return f.handleWebhook.execute(delivery.rawBody, delivery.signatureHeader);
};

describe('payments webhook', () => {
  it('fulfils from a signed webhook alone, once per event id, and refuses forged and stale ones', async () => {
    const { f, campground, weekend } = await setUp();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    const now = Math.floor(f.clock.now().getTime() / 1000);
    const delivery = await f.gateway.webhookDelivery({
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: started.paymentIntentId,
      timestampSeconds: now,
    });

    const forged = await f.handleWebhook.execute(
      delivery.rawBody.replace('"succeeded"', '"succeeded" '),
      delivery.signatureHeader,
    );
    const stale = await f.gateway.webhookDelivery({
      eventId: 'evt_0',
      type: 'payment_intent.succeeded',
      intentId: started.paymentIntentId,
      timestampSeconds: now - 301,
    });
    expect(forged).toMatchObject({ ok: false, code: 'INVALID_SIGNATURE' });
    expect(await f.handleWebhook.execute(stale.rawBody, stale.signatureHeader)).toMatchObject({
      ok: false,
      code: 'STALE_EVENT',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(0);

    expect(unwrap(await f.handleWebhook.execute(delivery.rawBody, delivery.signatureHeader))).toMatchObject({
      outcome: 'fulfilled',
    });
    expect(unwrap(await f.handleWebhook.execute(delivery.rawBody, delivery.signatureHeader))).toEqual({
      outcome: 'duplicate',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
    expect(
      unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).created,
    ).toBe(false);
  });

  it('acknowledges other events, and succeeded events without a payment intent, without acting on them', async () => {
    const { f, campground, weekend } = await setUp();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    const now = Math.floor(f.clock.now().getTime() / 1000);
    const charge = JSON.stringify({
      id: 'evt_charge',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });

    expect(await deliver(f, 'evt_failed', started.paymentIntentId, 'payment_intent.payment_failed')).toEqual({
      ok: true,
      value: { outcome: 'ignored' },
    });
    expect(await f.handleWebhook.execute(charge, await f.gateway.sign(charge, now))).toEqual({
      ok: true,
      value: { outcome: 'ignored' },
    });
    expect(f.unitOfWork.store.tables.webhookEvents.size).toBe(0);
    expect((await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId))?.status).toBe('pending');
  });

  it('acknowledges a payment it has no checkout for, once', async () => {
    const { f } = await setUp();
    const foreign = await f.gateway.createPaymentIntent({
      amountCents: 1_000,
      currency: 'usd',
      metadata: { order: 'from another shop' },
      idempotencyKey: 'foreign-1',
    });
    f.gateway.setStatus(foreign.id, 'succeeded');

    expect(unwrap(await deliver(f, 'evt_foreign', foreign.id))).toEqual({
      outcome: 'ignored',
      code: 'PAYMENT_INTENT_NOT_FOUND',
    });
    expect(unwrap(await deliver(f, 'evt_foreign', foreign.id))).toEqual({ outcome: 'duplicate' });
  });

  it('takes a delivery again when the gateway does not yet show the payment as succeeded', async () => {
    const { f, campground, weekend } = await setUp();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    f.gateway.setStatus(started.paymentIntentId, 'processing');

    expect(unwrap(await deliver(f, 'evt_early', started.paymentIntentId))).toEqual({
      outcome: 'ignored',
      code: 'PAYMENT_NOT_SUCCEEDED',
    });
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    expect(unwrap(await deliver(f, 'evt_early', started.paymentIntentId))).toMatchObject({
      outcome: 'fulfilled',
    });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
  });

  it('refuses (and refunds) a paid checkout that can no longer become a membership, saying so', async () => {
    const { f, campground, weekend } = await setUp();
    const [first, second] = await paidCheckouts(
      f,
      { campgroundId: campground.id, membershipTypeId: weekend.id },
      2,
    );

    const fulfilled = unwrap(await deliver(f, 'evt_first', first?.paymentIntentId ?? ''));
    const refused = unwrap(await deliver(f, 'evt_second', second?.paymentIntentId ?? ''));

    expect(fulfilled).toEqual({ outcome: 'fulfilled', membershipId: expect.any(String) });
    expect(refused).toEqual({ outcome: 'refused', code: 'PAYMENT_REFUNDED' });
    expect(f.unitOfWork.store.tables.memberships.size).toBe(1);
  });

  it('lets the gateway retry an event whose handling failed', async () => {
    const { f, campground, weekend } = await setUp();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    const retrieve = f.gateway.retrievePaymentIntent;
    f.gateway.retrievePaymentIntent = async () => {
      throw new Error('gateway unreachable');
    };

    await expect(deliver(f, 'evt_retry', started.paymentIntentId)).rejects.toThrow('gateway unreachable');
    f.gateway.retrievePaymentIntent = retrieve;

    expect(unwrap(await deliver(f, 'evt_retry', started.paymentIntentId))).toMatchObject({
      outcome: 'fulfilled',
    });
  });
});
