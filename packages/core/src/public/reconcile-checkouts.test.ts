import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpPurchase as setUp, startCheckout } from '../testing/public-page-fixture';

describe('reconciliation', () => {
  it('reconciles succeeded checkouts older than the window and leaves unpaid ones pending', async () => {
    const { f, campground, weekend, annual } = await setUp();
    const paidOne = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    const unpaid = unwrap(
      await startCheckout(
        f,
        { campgroundId: campground.id, membershipTypeId: annual.id },
        { email: 'late@camppass.test' },
      ),
    );
    f.gateway.setStatus(paidOne.paymentIntentId, 'succeeded');

    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({ examined: 0 });
    f.clock.advance({ minutes: 11 });
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toEqual({
      examined: 2,
      fulfilled: 1,
      refused: 0,
      refunded: 0,
      refundsPending: 0,
      unpaid: 1,
      failed: 0,
    });
    expect((await f.repos.checkouts.findByPaymentIntentId(unpaid.paymentIntentId))?.status).toBe('pending');
  });
});
