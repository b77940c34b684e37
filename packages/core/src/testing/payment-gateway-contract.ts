import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signWebhookPayload } from '../checkout/webhook-signature';
import {
  type CreatePaymentIntentInput,
  PAYMENT_INTENT_SUCCEEDED,
  type PaymentGateway,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../ports/payment-gateway';
import { describeCancelContract } from './payment-gateway-cancel-contract';
import { describeConnectContract } from './payment-gateway-connect-contract';
import type { PaymentGatewayHarness, WebhookDeliveryInput } from './payment-gateway-harness';
import { describeSavedCardContract } from './payment-gateway-saved-card-contract';

export type * from './payment-gateway-harness';

const anIntentInput = (overrides: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput => ({
  amountCents: 6_330,
  currency: 'usd',
  metadata: { checkoutId: 'chk_1', campgroundId: 'cg_1' },
  idempotencyKey: 'checkout-chk_1',
  description: 'Weekend at Pine Valley RV Resort',
  ...overrides,
});

const NOW = 1_790_000_000;

/** The behaviour every PaymentGateway adapter shares; run it against each adapter and the fake. */
export function describePaymentGatewayContract(
  label: string,
  factory: () => PaymentGatewayHarness | Promise<PaymentGatewayHarness>,
): void {
  describe(`PaymentGateway contract: ${label}`, () => {
    let harness: PaymentGatewayHarness;
    let gateway: PaymentGateway;

    beforeEach(async () => {
      harness = await factory();
      gateway = harness.gateway;
    });
    afterEach(async () => {
      await harness.close?.();
    });

    const paidDelivery = async (overrides: Partial<WebhookDeliveryInput> = {}) => {
      const intent = await gateway.createPaymentIntent(anIntentInput());
      await harness.pay(intent.id);
      const delivery = await harness.webhookDelivery({
        eventId: 'evt_1',
        type: PAYMENT_INTENT_SUCCEEDED,
        intentId: intent.id,
        timestampSeconds: NOW,
        ...overrides,
      });
      return { intent, delivery };
    };

    it('refunds a paid intent in full, once, whatever the key of a repeated request', async () => {
      const intent = await gateway.createPaymentIntent(anIntentInput());
      await harness.pay(intent.id);

      const refund = await gateway.refundPayment({
        paymentIntentId: intent.id,
        idempotencyKey: 'refund-chk_1',
        metadata: { checkoutId: 'chk_1' },
      });
      expect(refund).toMatchObject({ paymentIntentId: intent.id, amountCents: 6_330, currency: 'usd' });
      expect(['succeeded', 'pending']).toContain(refund.status);
      expect(refund.id).not.toBe('');
      const racing = await Promise.all([
        gateway.refundPayment({
          paymentIntentId: intent.id,
          idempotencyKey: 'refund-chk_1',
          metadata: { checkoutId: 'chk_1' },
        }),
        gateway.refundPayment({ paymentIntentId: intent.id, idempotencyKey: 'refund-other' }),
      ]);
      expect(racing.map((r) => r.id)).toEqual([refund.id, refund.id]);
    });

    it('refuses to refund an unpaid or unknown intent', async () => {
      const intent = await gateway.createPaymentIntent(anIntentInput());
      await expect(
        gateway.refundPayment({ paymentIntentId: intent.id, idempotencyKey: 'r1' }),
      ).rejects.toThrow();
      await expect(
        gateway.refundPayment({ paymentIntentId: 'pi_unknown1', idempotencyKey: 'r2' }),
      ).rejects.toThrow();
    });

    it('creates an intent awaiting a payment method for the amount and currency', async () => {
      const intent = await gateway.createPaymentIntent(anIntentInput());

      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        amountCents: 6_330,
        currency: 'usd',
      });
      expect(intent.id).not.toBe('');
      expect(intent.clientSecret).not.toBe('');
      expect(intent.clientSecret).not.toBe(intent.id);
    });

    it('retrieves an intent with its metadata', async () => {
      const intent = await gateway.createPaymentIntent(anIntentInput());

      expect(await gateway.retrievePaymentIntent(intent.id)).toEqual({
        ...intent,
        metadata: { checkoutId: 'chk_1', campgroundId: 'cg_1' },
      });
    });

    it('answers the first intent again for a repeated idempotency key', async () => {
      const first = await gateway.createPaymentIntent(anIntentInput());
      const again = await gateway.createPaymentIntent(anIntentInput());

      expect(again).toEqual(first);
    });

    it('creates a new intent for another idempotency key', async () => {
      const first = await gateway.createPaymentIntent(anIntentInput());
      const second = await gateway.createPaymentIntent(anIntentInput({ idempotencyKey: 'checkout-chk_2' }));

      expect(second.id).not.toBe(first.id);
    });

    it('refuses an idempotency key reused with another amount', async () => {
      await gateway.createPaymentIntent(anIntentInput());

      await expect(gateway.createPaymentIntent(anIntentInput({ amountCents: 1 }))).rejects.toThrow();
    });

    it.each<[string, Partial<CreatePaymentIntentInput>]>([
      ['a zero amount', { amountCents: 0 }],
      ['fractional cents', { amountCents: 63.3 }],
      ['an upper-case currency', { currency: 'USD' }],
      ['an empty idempotency key', { idempotencyKey: '' }],
    ])('refuses %s', async (_, overrides) => {
      await expect(gateway.createPaymentIntent(anIntentInput(overrides))).rejects.toThrow();
    });

    it('answers null for an intent it does not know', async () => {
      expect(await gateway.retrievePaymentIntent('pi_3UnknownIntent000000')).toBeNull();
    });

    it('reports a paid intent as succeeded', async () => {
      const intent = await gateway.createPaymentIntent(anIntentInput());

      await harness.pay(intent.id);

      expect((await gateway.retrievePaymentIntent(intent.id))?.status).toBe('succeeded');
    });

    it('reads a signed payment_intent.succeeded delivery', async () => {
      const { intent, delivery } = await paidDelivery();

      const event = await gateway.verifyWebhook(delivery.rawBody, delivery.signatureHeader, NOW + 10);

      expect(event).toEqual({
        ok: true,
        value: expect.objectContaining({
          id: 'evt_1',
          type: PAYMENT_INTENT_SUCCEEDED,
          paymentIntent: expect.objectContaining({
            id: intent.id,
            status: 'succeeded',
            amountCents: 6_330,
            currency: 'usd',
            metadata: { checkoutId: 'chk_1', campgroundId: 'cg_1' },
          }),
          accountId: null,
          account: null,
          payout: null,
          chargeRefunds: null,
          dispute: null,
        }),
      });
    });

    it('reads the raw body given as bytes', async () => {
      const { delivery } = await paidDelivery();

      const event = await gateway.verifyWebhook(
        new TextEncoder().encode(delivery.rawBody),
        delivery.signatureHeader,
        NOW,
      );

      expect(event.ok && event.value.id).toBe('evt_1');
    });

    it('refuses a body altered after signing', async () => {
      const { delivery } = await paidDelivery();
      const forged = delivery.rawBody.replace('6330', '1');

      expect(forged).not.toBe(delivery.rawBody);
      expect(await gateway.verifyWebhook(forged, delivery.signatureHeader, NOW)).toMatchObject({
        ok: false,
        code: 'INVALID_SIGNATURE',
      });
    });

    it('refuses a delivery signed with another secret', async () => {
      const { delivery } = await paidDelivery();
      const forgedHeader = await signWebhookPayload(delivery.rawBody, 'whsec_not_the_secret', NOW);

      expect(await gateway.verifyWebhook(delivery.rawBody, forgedHeader, NOW)).toMatchObject({
        ok: false,
        code: 'INVALID_SIGNATURE',
      });
    });

    it.each([undefined, '', 'garbage', `t=${NOW}`, 'v1=00', `t=${NOW},v1=${'0'.repeat(64)}`])(
      'refuses the signature header %j',
      async (header) => {
        const { delivery } = await paidDelivery();

        expect(await gateway.verifyWebhook(delivery.rawBody, header, NOW)).toMatchObject({
          ok: false,
          code: 'INVALID_SIGNATURE',
        });
      },
    );

    it('accepts a delivery within the tolerance and refuses an older one as stale', async () => {
      const { delivery } = await paidDelivery();
      const { rawBody, signatureHeader } = delivery;

      expect(
        (await gateway.verifyWebhook(rawBody, signatureHeader, NOW + WEBHOOK_TOLERANCE_SECONDS)).ok,
      ).toBe(true);
      expect(
        await gateway.verifyWebhook(rawBody, signatureHeader, NOW + WEBHOOK_TOLERANCE_SECONDS + 1),
      ).toMatchObject({ ok: false, code: 'STALE_EVENT' });
    });

    it('refuses a delivery dated beyond the tolerance in the future', async () => {
      const { delivery } = await paidDelivery();
      const { rawBody, signatureHeader } = delivery;

      expect(
        (await gateway.verifyWebhook(rawBody, signatureHeader, NOW - WEBHOOK_TOLERANCE_SECONDS)).ok,
      ).toBe(true);
      expect(await gateway.verifyWebhook(rawBody, signatureHeader, NOW - 3600)).toMatchObject({
        ok: false,
        code: 'STALE_EVENT',
      });
    });

    it.each(['not json', '[1,2]', 'null', '{"object":"event"}'])(
      'refuses a correctly signed body that is no event: %j',
      async (rawBody) => {
        const signatureHeader = await harness.sign(rawBody, NOW);

        expect(await gateway.verifyWebhook(rawBody, signatureHeader, NOW)).toMatchObject({
          ok: false,
          code: 'INVALID_PAYLOAD',
        });
      },
    );

    describeConnectContract(() => harness);
    describeCancelContract(() => harness);
    describeSavedCardContract(() => harness);
  });
}
