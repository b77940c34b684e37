import { expect, it } from 'vitest';
import type { PaymentGatewayHarness } from './payment-gateway-harness';

/** Cancelling intents: an unpaid one is cancelled, a paid one is answered as it is and stays paid. */
export function describeCancelContract(harness: () => PaymentGatewayHarness): void {
  const anIntent = (key: string) =>
    harness().gateway.createPaymentIntent({
      amountCents: 2_500,
      currency: 'usd',
      metadata: { checkoutId: key },
      idempotencyKey: key,
    });

  it('cancels an unpaid intent, and answers it cancelled when asked again', async () => {
    const { gateway } = harness();
    const intent = await anIntent('cancel-unpaid');

    expect(await gateway.cancelPaymentIntent(intent.id)).toMatchObject({ id: intent.id, status: 'canceled' });
    expect(await gateway.cancelPaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect(await gateway.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
  });

  it('never cancels a paid intent: it answers the payment, which stays refundable', async () => {
    const { gateway } = harness();
    const intent = await anIntent('cancel-paid');
    await harness().pay(intent.id);

    expect(await gateway.cancelPaymentIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      amountCents: 2_500,
      metadata: { checkoutId: 'cancel-paid' },
    });
    expect(await gateway.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded' });
    expect(
      await gateway.refundPayment({ paymentIntentId: intent.id, idempotencyKey: 'refund-cancel-paid' }),
    ).toMatchObject({ amountCents: 2_500 });
  });

  it('answers null for an intent it does not know', async () => {
    expect(await harness().gateway.cancelPaymentIntent('pi_unknown123')).toBeNull();
  });
}
