import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpStartedCheckout } from '../testing/public-page-fixture';

// A paid checkout whose records went missing fails loudly and leaves the checkout pending, rather than
// answering something half made.

describe('fulfil-checkout with records gone under it', () => {
  it('fails loudly when a fulfilled checkout names a membership that is gone', async () => {
    const { f, started } = await setUpStartedCheckout();
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    const { membership } = unwrap(await f.fulfil.execute(started.paymentIntentId));
    const checkout = await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId);
    f.unitOfWork.store.tables.memberships.delete(membership.id);

    await expect(f.fulfil.execute(started.paymentIntentId)).rejects.toThrow(
      `Checkout ${checkout?.id} names a missing membership`,
    );
  });

  it('fails loudly, creating nothing, when the checkout’s plan is gone', async () => {
    const { f, weekend, started } = await setUpStartedCheckout();
    f.gateway.setStatus(started.paymentIntentId, 'succeeded');
    const checkout = await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId);
    f.unitOfWork.store.tables.membershipTypes.delete(weekend.id);

    await expect(f.fulfil.execute(started.paymentIntentId)).rejects.toThrow(
      `Checkout ${checkout?.id} names missing records`,
    );
    expect(f.unitOfWork.store.tables.memberships.size).toBe(0);
    expect((await f.repos.checkouts.findByPaymentIntentId(started.paymentIntentId))?.status).toBe('pending');
  });
});
