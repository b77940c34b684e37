import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpPurchase as setUp, startCheckout } from '../testing/public-page-fixture';

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
});
