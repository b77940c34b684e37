import { PAYMENT_INTENT_SUCCEEDED } from '@camppass/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway, type SimulatedWebhookDelivery } from './simulated-payment-gateway';

const SECRET = 'whsec_simulated_for_tests';
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });

describe('SimulatedPaymentGateway saved cards', () => {
  let deliveries: SimulatedWebhookDelivery[];
  let gateway: SimulatedPaymentGateway;

  const newGateway = () =>
    new SimulatedPaymentGateway({
      webhookSecret: SECRET,
      now: () => new Date('2026-11-28T12:00:00Z'),
      deliverWebhook: async (delivery) => {
        deliveries.push(delivery);
      },
    });

  beforeEach(() => {
    deliveries = [];
    gateway = newGateway();
  });

  const customer = () =>
    gateway.ensureCustomer({
      idempotencyKey: 'customer-usr_1',
      email: 'casey@example.com',
      name: 'Casey Camper',
      metadata: { userId: 'usr_1' },
    });

  const paidWith = async (number: string, saves: boolean, customerId: string) => {
    const intent = await gateway.createPaymentIntent({
      amountCents: 5_000,
      currency: 'usd',
      metadata: { checkoutId: 'chk_1' },
      idempotencyKey: `checkout-${number}-${saves}`,
      customerId,
      ...(saves ? { setupFutureUsage: 'off_session' as const } : {}),
    });
    const paid = await gateway.confirmCard(intent.clientSecret, card(number));
    if (!paid.ok) throw new Error(paid.message);
    return paid.value;
  };

  it('saves the card to the customer only when the intent asked for it', async () => {
    const { id } = await customer();
    const kept = await paidWith('4242 4242 4242 4242', true, id);
    const notKept = await paidWith('5555 5555 5555 4444', false, id);

    expect(await gateway.retrievePaymentMethod(kept.paymentMethodId ?? '')).toMatchObject({
      customerId: id,
      brand: 'visa',
      last4: '4242',
    });
    expect(await gateway.retrievePaymentMethod(notKept.paymentMethodId ?? '')).toMatchObject({
      customerId: null,
      brand: 'mastercard',
    });
    await expect(
      gateway.chargeSavedCard({
        amountCents: 100,
        currency: 'usd',
        customerId: id,
        paymentMethodId: notKept.paymentMethodId ?? '',
        metadata: {},
        idempotencyKey: 'not-saved',
      }),
    ).rejects.toThrow(/does not belong/);
  });

  it('sends payment_intent.succeeded after an off-session charge, and payment_intent.payment_failed after a refusal', async () => {
    const { id } = await customer();
    const good = await paidWith('4242 4242 4242 4242', true, id);
    const refused = await paidWith('4000 0000 0000 0341', true, id);
    deliveries.length = 0;
    const charge = (paymentMethodId: string, idempotencyKey: string) =>
      gateway.chargeSavedCard({
        amountCents: 7_150,
        currency: 'usd',
        customerId: id,
        paymentMethodId,
        metadata: { membershipId: 'mem_1' },
        idempotencyKey,
      });

    const paid = await charge(good.paymentMethodId ?? '', 'renewal-1');
    const declined = await charge(refused.paymentMethodId ?? '', 'renewal-2');
    await charge(good.paymentMethodId ?? '', 'renewal-1');
    await gateway.webhooksDelivered();

    const events = await Promise.all(
      deliveries.map((delivery) =>
        gateway.verifyWebhook(
          delivery.rawBody,
          delivery.signatureHeader,
          Date.parse('2026-11-28T12:00:00Z') / 1000,
        ),
      ),
    );
    expect(events.map((event) => event.ok && [event.value.type, event.value.paymentIntent?.id])).toEqual([
      [PAYMENT_INTENT_SUCCEEDED, paid.intent.id],
      ['payment_intent.payment_failed', declined.intent.id],
    ]);
    expect(events[0]?.ok && events[0].value.paymentIntent).toMatchObject({
      customerId: id,
      paymentMethodId: good.paymentMethodId,
      metadata: { membershipId: 'mem_1' },
    });
  });

  it('still charges a card saved before a restart: its id names the card', async () => {
    const { id } = await customer();
    const before = await paidWith('4000 0027 6000 3184', true, id);
    gateway = newGateway();

    expect(await gateway.retrievePaymentMethod(before.paymentMethodId ?? '')).toEqual({
      paymentMethodId: before.paymentMethodId,
      brand: 'visa',
      last4: '3184',
      expMonth: 12,
      expYear: 2030,
      customerId: null,
    });
    const charge = await gateway.chargeSavedCard({
      amountCents: 7_150,
      currency: 'usd',
      customerId: id,
      paymentMethodId: before.paymentMethodId ?? '',
      metadata: {},
      idempotencyKey: 'renewal-after-restart',
    });
    expect(charge.outcome).toBe('authentication_required');
    const confirmed = await gateway.confirmCard(charge.intent.clientSecret, card('4000 0027 6000 3184'));
    expect(confirmed).toMatchObject({ ok: true, value: { status: 'succeeded' } });
    await expect(
      gateway.chargeSavedCard({
        amountCents: 100,
        currency: 'usd',
        customerId: id,
        paymentMethodId: 'pm_sim_forged',
        metadata: {},
        idempotencyKey: 'forged',
      }),
    ).rejects.toThrow();
  });
});
