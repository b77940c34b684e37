import { describe, expect, it } from 'vitest';
import { setUpPurchase as setUp, setUpStartedCheckout } from '../testing/public-page-fixture';
import { PAYMENT_ID_REQUIRED_MESSAGE } from './purchase-membership';

describe('purchase-membership', () => {
  const paid = setUpStartedCheckout;

  it('waits for the gateway to report success', async () => {
    const { f, started } = await paid();
    expect(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId })).toMatchObject({
      ok: false,
      code: 'PAYMENT_NOT_SUCCEEDED',
      message: 'Payment status is not succeeded',
    });
    expect(await f.purchaseMembership.execute({ paymentIntentId: 'pi_unknown' })).toMatchObject({
      ok: false,
      code: 'PAYMENT_INTENT_NOT_FOUND',
    });
  });

  it('asks for the payment id before anything else', async () => {
    const { f } = await setUp();
    expect(await f.purchaseMembership.execute({ paymentIntentId: '   ' })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: PAYMENT_ID_REQUIRED_MESSAGE,
    });
  });
});
