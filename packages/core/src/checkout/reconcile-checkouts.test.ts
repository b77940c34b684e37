import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  paidCheckouts,
  setUpPurchase as setUp,
  setUpFreePlan,
  startCheckout,
} from '../testing/public-page-fixture';
import type { ReconciliationReport } from './reconcile-checkouts';

const report = (counts: Partial<ReconciliationReport>): ReconciliationReport => ({
  examined: 0,
  fulfilled: 0,
  refused: 0,
  refunded: 0,
  refundsPending: 0,
  unpaid: 0,
  failed: 0,
  ...counts,
});

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
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toEqual(
      report({ examined: 2, fulfilled: 1, unpaid: 1 }),
    );
    expect((await f.repos.checkouts.findByPaymentIntentId(unpaid.paymentIntentId))?.status).toBe('pending');
  });

  it('counts refused (and refunded), unknown and failed checkouts apart, and tries the failed ones again', async () => {
    const { f, campground, weekend, annual } = await setUp();
    const target = { campgroundId: campground.id, membershipTypeId: weekend.id };
    await paidCheckouts(f, target, 2);
    const unknown = unwrap(await startCheckout(f, target, { email: 'unknown@camppass.test' }));
    const failing = unwrap(
      await startCheckout(f, { ...target, membershipTypeId: annual.id }, { email: 'failing@camppass.test' }),
    );
    f.gateway.setStatus(failing.paymentIntentId, 'succeeded');
    f.gateway.intents.delete(unknown.paymentIntentId);
    const retrieve = f.gateway.retrievePaymentIntent.bind(f.gateway);
    f.gateway.retrievePaymentIntent = async (id) => {
      if (id === failing.paymentIntentId) throw new Error('gateway unreachable');
      return retrieve(id);
    };
    f.clock.advance({ minutes: 11 });

    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toEqual(
      report({ examined: 4, fulfilled: 1, refused: 1, refunded: 1, unpaid: 1, failed: 1 }),
    );
    f.gateway.retrievePaymentIntent = retrieve;
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toEqual(
      report({ examined: 2, fulfilled: 1, unpaid: 1 }),
    );
  });

  it('looks only at checkouts older than the given minutes, at most as many as asked', async () => {
    const { f, campground, weekend } = await setUp();
    const target = { campgroundId: campground.id, membershipTypeId: weekend.id };
    for (const email of ['one@camppass.test', 'two@camppass.test', 'three@camppass.test']) {
      unwrap(await startCheckout(f, target, { email }));
    }
    f.clock.advance({ minutes: 9 });

    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({ examined: 0 });
    f.clock.advance({ minutes: 2 });
    expect(await f.reconcile.execute({ olderThanMinutes: 10, limit: 2 })).toMatchObject({
      examined: 2,
      unpaid: 2,
    });
    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toMatchObject({ examined: 3 });
  });

  it('counts a free checkout its buyer never completed as unpaid, and leaves it pending', async () => {
    const { f, campground, free } = await setUpFreePlan();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: free.id }, {}, 0),
    );
    f.clock.advance({ minutes: 11 });

    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toEqual(report({ examined: 1, unpaid: 1 }));
    expect((await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId))?.status).toBe('pending');
    expect(f.unitOfWork.store.tables.memberships.size).toBe(0);
  });

  it('counts a payment that does not match its checkout as refused, with no refund pending', async () => {
    const { f, campground, weekend } = await setUp();
    const started = unwrap(
      await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }),
    );
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    const intent = f.gateway.intents.get(started.paymentIntentId);
    if (!intent) throw new Error('intent missing');
    f.gateway.intents.set(started.paymentIntentId, { ...intent, amountCents: intent.amountCents - 100 });
    f.clock.advance({ minutes: 11 });

    expect(await f.reconcile.execute({ olderThanMinutes: 10 })).toEqual(report({ examined: 1, refused: 1 }));
    expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toMatchObject({
      ok: false,
      code: 'PAYMENT_MISMATCH',
    });
  });
});
