import {
  encodeStripeEvent,
  PAYMENT_INTENT_SUCCEEDED,
  type PaymentWebhookEvent,
  signWebhookPayload,
} from '@camppass/core';
import { describePaymentGatewayContract, type TestCard } from '@camppass/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway, type SimulatedWebhookDelivery } from './simulated-payment-gateway';
import { InMemorySimulatedPaymentIntentStore } from './simulated-payment-intent-store';

const SECRET = 'whsec_simulated_for_tests';
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const TEST_CARDS: Readonly<Record<TestCard, string>> = {
  succeeds: '4242 4242 4242 4242',
  authenticates: '4000 0027 6000 3184',
  declines_off_session: '4000 0000 0000 0341',
};
const anIntent = {
  amountCents: 6_330,
  currency: 'usd',
  metadata: { checkoutId: 'chk_9' },
  idempotencyKey: 'k-9',
};

describePaymentGatewayContract('SimulatedPaymentGateway', () => {
  const store = new InMemorySimulatedPaymentIntentStore();
  let clock = new Date('2026-11-01T12:00:00Z');
  const sent: SimulatedWebhookDelivery[] = [];
  const gateway = new SimulatedPaymentGateway({
    webhookSecret: SECRET,
    store,
    now: () => clock,
    deliverWebhook: async (delivery) => {
      sent.push(delivery);
    },
  });
  const pay = async (id: string) => {
    const paid = await gateway.confirmCard(
      (await gateway.retrievePaymentIntent(id))?.clientSecret ?? '',
      VISA,
    );
    if (!paid.ok) throw new Error(paid.message);
  };
  let payouts = 0;
  const secretOf = async (id: string) => (await gateway.retrievePaymentIntent(id))?.clientSecret ?? '';
  return {
    gateway,
    pay,
    payWithCard: async (id, card) => {
      const paid = await gateway.confirmCard(await secretOf(id), { ...VISA, number: TEST_CARDS[card] });
      if (!paid.ok) throw new Error(paid.message);
    },
    // The member, back on-session, confirms with the card form: the bank's check passes.
    authenticate: async (id) => {
      const paid = await gateway.confirmCard(await secretOf(id), {
        ...VISA,
        number: TEST_CARDS.authenticates,
      });
      if (!paid.ok) throw new Error(paid.message);
    },
    confirmSetup: async (id, card) => {
      const secret = (await gateway.retrieveSetupIntent(id))?.clientSecret ?? '';
      const saved = await gateway.confirmCardSetup(secret, { ...VISA, number: TEST_CARDS[card] });
      if (!saved.ok) throw new Error(saved.message);
    },
    webhookDelivery: async ({ eventId, type, intentId, timestampSeconds }) => {
      const paymentIntent = await gateway.retrievePaymentIntent(intentId);
      if (!paymentIntent) throw new Error(`No intent ${intentId}`);
      const rawBody = encodeStripeEvent({
        id: eventId,
        type,
        createdSeconds: timestampSeconds,
        paymentIntent,
      });
      return { rawBody, signatureHeader: await signWebhookPayload(rawBody, SECRET, timestampSeconds) };
    },
    sign: (rawBody, timestampSeconds) => signWebhookPayload(rawBody, SECRET, timestampSeconds),
    completeOnboarding: async (accountId) => {
      if (!(await gateway.completeOnboarding(accountId))) throw new Error(`No account ${accountId}`);
    },
    // A charge to the account, paid and left to become available, then paid out.
    addPayout: async (accountId, outcome) => {
      payouts += 1;
      const intent = await gateway.createPaymentIntent({
        ...anIntent,
        amountCents: 10_000,
        idempotencyKey: `payout-charge-${payouts}`,
        destination: { accountId, applicationFeeCents: 500 },
      });
      await pay(intent.id);
      clock = new Date(clock.getTime() + 3 * 86_400_000);
      const payout = await gateway.simulatePayout(accountId, outcome);
      if (!payout.ok) throw new Error(payout.message);
      return payout.value;
    },
    // The event the gateway itself sent about the object, under the id, type and time asked for.
    objectDelivery: async ({ eventId, type, timestampSeconds, about }) => {
      await gateway.webhooksDelivered();
      const matches = (object: Record<string, unknown>) =>
        'payout' in about
          ? object.id === about.payout
          : 'account' in about
            ? object.object === 'account' && object.id === about.account
            : object.object === 'charge' && object.payment_intent === about.charge;
      const event = sent
        .map((delivery) => JSON.parse(delivery.rawBody))
        .findLast((each) => matches(each.data.object));
      if (!event) throw new Error(`The gateway sent no event about ${JSON.stringify(about)}`);
      const rawBody = JSON.stringify({ ...event, id: eventId, type, created: timestampSeconds });
      return { rawBody, signatureHeader: await signWebhookPayload(rawBody, SECRET, timestampSeconds) };
    },
  };
});

describe('SimulatedPaymentGateway', () => {
  const now = new Date('2026-07-01T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;
  let deliveries: SimulatedWebhookDelivery[];
  let gateway: SimulatedPaymentGateway;

  beforeEach(() => {
    deliveries = [];
    gateway = new SimulatedPaymentGateway({
      webhookSecret: SECRET,
      now: () => now,
      deliverWebhook: async (delivery) => {
        deliveries.push(delivery);
      },
    });
  });

  const receivedEvents = async (): Promise<PaymentWebhookEvent[]> => {
    const events: PaymentWebhookEvent[] = [];
    for (const delivery of deliveries) {
      const verified = await gateway.verifyWebhook(delivery.rawBody, delivery.signatureHeader, nowSeconds);
      if (!verified.ok) throw new Error(verified.message);
      events.push(verified.value);
    }
    return events;
  };

  it('charges 4242 4242 4242 4242 confirmed with the client secret and sends a signed succeeded event', async () => {
    const intent = await gateway.createPaymentIntent(anIntent);

    const paid = await gateway.confirmCard(intent.clientSecret, VISA);

    const card = {
      paymentMethodId: expect.stringMatching(/^pm_sim_[0-9a-f]{12}_visa_4242_122030$/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    };
    expect(paid).toEqual({
      ok: true,
      value: {
        ...intent,
        status: 'succeeded',
        metadata: anIntent.metadata,
        paymentMethodId: card.paymentMethodId,
        card,
      },
    });
    expect(deliveries[0]?.signatureHeader).toMatch(new RegExp(`^t=${nowSeconds},v1=[0-9a-f]{64}$`));
    expect(await receivedEvents()).toEqual([
      {
        id: expect.stringMatching(/^evt_sim_/),
        type: PAYMENT_INTENT_SUCCEEDED,
        paymentIntent: {
          ...intent,
          status: 'succeeded',
          metadata: anIntent.metadata,
          paymentMethodId: card.paymentMethodId,
        },
        accountId: null,
        account: null,
        payout: null,
        chargeRefunds: null,
        dispute: null,
      },
    ]);
  });

  it.each([
    ['4000 0000 0000 0002', 'CARD_DECLINED', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
  ])('declines %s (%s), reports payment_failed and lets another card pay', async (number, code, message) => {
    const intent = await gateway.createPaymentIntent(anIntent);

    expect(await gateway.confirmCard(intent.clientSecret, { ...VISA, number })).toEqual({
      ok: false,
      code,
      message,
    });
    expect((await gateway.retrievePaymentIntent(intent.id))?.status).toBe('requires_payment_method');
    expect((await gateway.confirmCard(intent.clientSecret, VISA)).ok).toBe(true);
    expect((await receivedEvents()).map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      PAYMENT_INTENT_SUCCEEDED,
    ]);
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242 4242 4242 4241' }, 'INCORRECT_NUMBER'],
    ['letters in the number', { number: '4242 4242 4242 424x' }, 'INCORRECT_NUMBER'],
    ['a too short number', { number: '4242 4242 42' }, 'INCORRECT_NUMBER'],
    ['month 13', { expMonth: 13 }, 'INVALID_EXPIRY'],
    ['last month', { expMonth: 6, expYear: 2026 }, 'EXPIRED_CARD'],
    ['a two-digit past year', { expYear: 25 }, 'EXPIRED_CARD'],
    ['a two-digit CVC', { cvc: '12' }, 'INVALID_CVC'],
  ])('refuses %s without touching the intent', async (_, change, code) => {
    const intent = await gateway.createPaymentIntent(anIntent);

    expect(await gateway.confirmCard(intent.clientSecret, { ...VISA, ...change })).toMatchObject({
      ok: false,
      code,
    });
    expect((await gateway.retrievePaymentIntent(intent.id))?.status).toBe('requires_payment_method');
    expect(deliveries).toEqual([]);
  });

  it('accepts a card expiring this month and a two-digit future year', async () => {
    const first = await gateway.createPaymentIntent(anIntent);
    const second = await gateway.createPaymentIntent({ ...anIntent, idempotencyKey: 'k-10' });

    expect((await gateway.confirmCard(first.clientSecret, { ...VISA, expMonth: 7, expYear: 2026 })).ok).toBe(
      true,
    );
    expect((await gateway.confirmCard(second.clientSecret, { ...VISA, expYear: 31 })).ok).toBe(true);
  });

  it('refuses an unknown intent, a wrong client secret and the bare intent id alike', async () => {
    const intent = await gateway.createPaymentIntent(anIntent);

    for (const reference of [
      'pi_sim_unknown',
      `${intent.id}_secret_guess`,
      intent.id,
      `${intent.id}_secret_`,
    ]) {
      expect(await gateway.confirmCard(reference, VISA)).toMatchObject({ code: 'PAYMENT_INTENT_NOT_FOUND' });
    }
  });

  it('refuses a card on a cancelled intent, and charges nothing', async () => {
    const intent = await gateway.createPaymentIntent(anIntent);
    await gateway.cancelPaymentIntent(intent.id);

    expect(await gateway.confirmCard(intent.clientSecret, VISA)).toMatchObject({
      ok: false,
      code: 'PAYMENT_INTENT_UNEXPECTED_STATE',
    });
    expect(await gateway.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect(deliveries).toHaveLength(0);
  });

  it('charges once when the same intent is confirmed twice at the same time', async () => {
    const intent = await gateway.createPaymentIntent(anIntent);

    const outcomes = await Promise.all([
      gateway.confirmCard(intent.clientSecret, VISA),
      gateway.confirmCard(intent.clientSecret, VISA),
    ]);

    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).sort()).toEqual([
      'PAYMENT_INTENT_UNEXPECTED_STATE',
      'ok',
    ]);
    expect(deliveries).toHaveLength(1);
    expect(await gateway.confirmCard(intent.clientSecret, VISA)).toEqual({
      ok: false,
      code: 'PAYMENT_INTENT_UNEXPECTED_STATE',
      message: 'You cannot confirm this PaymentIntent because it has a status of succeeded.',
    });
  });

  it('keeps the payment when the webhook cannot be delivered, and says so', async () => {
    const failures: unknown[] = [];
    const failing = new SimulatedPaymentGateway({
      webhookSecret: SECRET,
      deliverWebhook: async () => {
        throw new Error('connection refused');
      },
      onWebhookError: (error) => failures.push(error),
    });
    const intent = await failing.createPaymentIntent(anIntent);

    expect((await failing.confirmCard(intent.clientSecret, VISA)).ok).toBe(true);
    expect((await failing.retrievePaymentIntent(intent.id))?.status).toBe('succeeded');
    expect(failures).toEqual([new Error('connection refused')]);
  });

  it('finds intents made by another instance sharing the store', async () => {
    const store = new InMemorySimulatedPaymentIntentStore();
    const intent = await new SimulatedPaymentGateway({ webhookSecret: SECRET, store }).createPaymentIntent(
      anIntent,
    );

    const other = new SimulatedPaymentGateway({ webhookSecret: SECRET, store });

    expect((await other.retrievePaymentIntent(intent.id))?.clientSecret).toBe(intent.clientSecret);
    expect((await other.createPaymentIntent(anIntent)).id).toBe(intent.id);
  });

  it('refuses a short webhook secret at construction', () => {
    expect(() => new SimulatedPaymentGateway({ webhookSecret: 'short' })).toThrow(
      "The simulated gateway's webhookSecret must be at least 16 characters",
    );
  });
});
