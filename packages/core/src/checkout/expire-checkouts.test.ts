import { CHECKOUT_EXPIRED_MESSAGE } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  type PublicPageFixture,
  setUpFreePlan,
  setUpPurchase,
  startCheckout,
} from '../testing/public-page-fixture';
import { ExpireCheckouts, type ExpiryReport } from './expire-checkouts';

const report = (counts: Partial<ExpiryReport>): ExpiryReport => ({
  examined: 0,
  expired: 0,
  paid: 0,
  kept: 0,
  failed: 0,
  ...counts,
});

const statusOf = async (f: PublicPageFixture, paymentIntentId: string) =>
  (await f.repos.checkouts.findByPaymentIntentId(paymentIntentId))?.status;

describe('expire-checkouts', () => {
  it('cancels the intent of a checkout unpaid after 3 hours, then expires it; the buyer can no longer pay', async () => {
    const { f, campground, weekend } = await setUpPurchase();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    const expire = new ExpireCheckouts(f);

    f.clock.advance({ hours: 2, minutes: 59 });
    expect(await expire.execute()).toEqual(report({}));
    expect(f.gateway.cancelled).toEqual([]);

    f.clock.advance({ minutes: 2 });
    expect(await expire.execute()).toEqual(report({ examined: 1, expired: 1 }));
    expect(f.gateway.cancelled).toEqual([started.paymentIntentId]);
    expect((await f.gateway.retrievePaymentIntent(started.paymentIntentId))?.status).toBe('canceled');
    expect(await statusOf(f, started.paymentIntentId)).toBe('expired');

    expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toEqual({
      ok: false,
      code: 'CHECKOUT_EXPIRED',
      message: CHECKOUT_EXPIRED_MESSAGE,
    });
    // A replay (or a second worker) finds nothing left to expire.
    expect(await expire.execute()).toEqual(report({}));
  });

  it('fulfils a checkout whose payment succeeded meanwhile instead of expiring it', async () => {
    const { f, campground, weekend } = await setUpPurchase();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');

    f.clock.advance({ hours: 4 });
    expect(await new ExpireCheckouts(f).execute()).toEqual(report({ examined: 1, paid: 1 }));
    expect((await f.gateway.retrievePaymentIntent(started.paymentIntentId))?.status).toBe('succeeded');
    expect(await statusOf(f, started.paymentIntentId)).toBe('fulfilled');
    expect(f.gateway.refunds).toEqual([]);
    const answer = unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }));
    expect(answer).toMatchObject({ created: false, paymentId: started.paymentIntentId });
  });

  it('expires an unpaid free checkout without asking the gateway', async () => {
    const { f, campground, free } = await setUpFreePlan();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: free.id }),
    );

    f.clock.advance({ hours: 3, minutes: 1 });
    expect(await new ExpireCheckouts(f).execute()).toEqual(report({ examined: 1, expired: 1 }));
    expect(f.gateway.cancelled).toEqual([]);
    expect(await statusOf(f, started.paymentIntentId)).toBe('expired');
    expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toMatchObject({
      ok: false,
      code: 'CHECKOUT_EXPIRED',
    });
  });

  it('expires each checkout once when two workers run at the same time', async () => {
    const { f, campground, weekend } = await setUpPurchase();
    const target = { campgroundId: campground.id, membershipTypeId: weekend.id };
    unwrap(await startCheckout(f, target));
    unwrap(await startCheckout(f, target, { email: 'second@camppass.test' }));

    f.clock.advance({ hours: 5 });
    const [one, two] = await Promise.all([
      new ExpireCheckouts(f).execute(),
      new ExpireCheckouts(f).execute(),
    ]);
    expect((one?.expired ?? 0) + (two?.expired ?? 0)).toBe(2);
    expect(await new ExpireCheckouts(f).execute()).toEqual(report({}));
  });
});
