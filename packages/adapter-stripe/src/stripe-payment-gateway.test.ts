import { payoutFromStripeObject, signWebhookPayload, verifyWebhookSignature } from '@camppass/core';
import { describePaymentGatewayContract, type TestCard } from '@camppass/core/testing';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentGateway } from './stripe-payment-gateway';
import { startStripeApiStub } from './testing/stripe-api-stub';

const SECRET_KEY = 'sk_test_51CampPassStubKey';
const WEBHOOK_SECRET = 'whsec_camppass_stub_secret';
// The SDK's own signer, so the contract checks our verification against what Stripe really sends.
const sdkWebhooks = new Stripe(SECRET_KEY).webhooks;
// Stripe's test cards, by the last four digits the stub knows them by.
const LAST4: Readonly<Record<TestCard, string>> = {
  succeeds: '4242',
  authenticates: '3184',
  declines_off_session: '0341',
};

const gatewayFor = (api: { host: string; port: number; protocol: 'http' }) =>
  new StripePaymentGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    api,
    maxNetworkRetries: 0,
  });

describePaymentGatewayContract('StripePaymentGateway (SDK against a local Stripe API stub)', async () => {
  const stub = await startStripeApiStub(SECRET_KEY);
  /** An event as Stripe sends it, signed by the SDK's own signer. */
  const delivery = async (
    input: { eventId: string; type: string; timestampSeconds: number },
    object: object,
    account?: string,
  ) => {
    const rawBody = JSON.stringify(
      {
        id: input.eventId,
        object: 'event',
        ...(account ? { account } : {}),
        api_version: '2026-10-28.endive',
        created: input.timestampSeconds,
        type: input.type,
        livemode: false,
        data: { object },
      },
      null,
      2,
    );
    const signatureHeader = await sdkWebhooks.generateTestHeaderStringAsync({
      payload: rawBody,
      secret: WEBHOOK_SECRET,
      timestamp: input.timestampSeconds,
    });
    return { rawBody, signatureHeader };
  };
  return {
    gateway: gatewayFor(stub.api),
    pay: async (id) => stub.pay(id),
    payWithCard: async (id, card) => stub.payWithCard(id, LAST4[card]),
    authenticate: async (id) => stub.authenticate(id),
    confirmSetup: async (id, card) => stub.confirmSetup(id, LAST4[card]),
    webhookDelivery: (input) => delivery(input, stub.intent(input.intentId)),
    sign: (payload, timestamp) =>
      sdkWebhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET, timestamp }),
    completeOnboarding: async (accountId) => stub.completeOnboarding(accountId),
    addPayout: async (accountId, outcome) => {
      const payout = payoutFromStripeObject(stub.addPayout(accountId, outcome));
      if (!payout) throw new Error('The stub made an unreadable payout');
      return payout;
    },
    objectDelivery: ({ about, ...input }) =>
      'payout' in about
        ? delivery(input, stub.payout(about.payout), about.account)
        : 'account' in about
          ? delivery(input, stub.account(about.account), about.account)
          : delivery(input, stub.charge(about.charge)),
    close: stub.close,
  };
});

describe('StripePaymentGateway', () => {
  let stub: Awaited<ReturnType<typeof startStripeApiStub>>;
  let gateway: StripePaymentGateway;

  beforeEach(async () => {
    stub = await startStripeApiStub(SECRET_KEY);
    gateway = gatewayFor(stub.api);
  });
  afterEach(() => stub.close());

  it('creates a card PaymentIntent with the secret key, the form body and the idempotency key', async () => {
    await gateway.createPaymentIntent({
      amountCents: 6_330,
      currency: 'usd',
      metadata: { checkoutId: 'chk_1', campgroundId: 'cg_1' },
      idempotencyKey: 'checkout-chk_1',
      description: 'Weekend at Pine Valley RV Resort',
    });

    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers['idempotency-key']).toBe('checkout-chk_1');
    expect(request?.form).toEqual({
      amount: '6330',
      currency: 'usd',
      'metadata[checkoutId]': 'chk_1',
      'metadata[campgroundId]': 'cg_1',
      'allowed_payment_method_types[0]': 'card',
      description: 'Weekend at Pine Valley RV Resort',
    });
  });

  it('leaves the description out when there is none', async () => {
    await gateway.createPaymentIntent({
      amountCents: 100,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'k',
    });

    expect(stub.requests[0]?.form).not.toHaveProperty('description');
  });

  it('retrieves an intent by its id in the path, with its card', async () => {
    const intent = await gateway.createPaymentIntent({
      amountCents: 100,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'k',
    });

    await gateway.retrievePaymentIntent(intent.id);

    expect(stub.requests[1]).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${intent.id}?expand[0]=payment_method`,
    });
    expect(stub.requests[1]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it.each(['../customers/cus_1', 'pi_1/capture', '', 'ch_123'])(
    'answers null for %j without asking Stripe',
    async (id) => {
      expect(await gateway.retrievePaymentIntent(id)).toBeNull();
      expect(stub.requests).toEqual([]);
    },
  );

  it('surfaces a refused API key as a failure, not as a missing intent', async () => {
    const wrongKey = new StripePaymentGateway({
      secretKey: 'sk_test_wrong',
      webhookSecret: WEBHOOK_SECRET,
      api: stub.api,
      maxNetworkRetries: 0,
    });

    await expect(wrongKey.retrievePaymentIntent('pi_123')).rejects.toThrow('Invalid API Key provided');
  });

  it('verifies a webhook signed by the shared Stripe-compatible signer', async () => {
    const rawBody = JSON.stringify({
      id: 'evt_9',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    const header = await signWebhookPayload(rawBody, WEBHOOK_SECRET, 1_790_000_000);

    expect(await gateway.verifyWebhook(rawBody, header, 1_790_000_001)).toEqual({
      ok: true,
      value: {
        id: 'evt_9',
        type: 'charge.refunded',
        paymentIntent: null,
        accountId: null,
        account: null,
        payout: null,
        chargeRefunds: null,
        dispute: null,
      },
    });
  });

  it('accepts a delivery signed by the connected accounts’ endpoint too, and no other', async () => {
    const connectSecret = 'whsec_camppass_connect_endpoint';
    const both = new StripePaymentGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      connectWebhookSecret: connectSecret,
      maxNetworkRetries: 0,
    });
    const rawBody = JSON.stringify({
      id: 'evt_c',
      object: 'event',
      type: 'account.updated',
      data: { object: {} },
    });
    const signedBy = (secret: string) => signWebhookPayload(rawBody, secret, 1_790_000_000);

    expect((await both.verifyWebhook(rawBody, await signedBy(connectSecret), 1_790_000_001)).ok).toBe(true);
    expect((await both.verifyWebhook(rawBody, await signedBy(WEBHOOK_SECRET), 1_790_000_001)).ok).toBe(true);
    expect(
      await both.verifyWebhook(rawBody, await signedBy('whsec_someone_else'), 1_790_000_001),
    ).toMatchObject({
      ok: false,
      code: 'INVALID_SIGNATURE',
    });
    expect(await both.verifyWebhook(rawBody, await signedBy(connectSecret), 1_790_000_999)).toMatchObject({
      ok: false,
      code: 'STALE_EVENT',
    });
    // Without it, the platform endpoint's secret alone is accepted.
    expect((await gateway.verifyWebhook(rawBody, await signedBy(connectSecret), 1_790_000_001)).ok).toBe(
      false,
    );
    expect(
      () =>
        new StripePaymentGateway({
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          connectWebhookSecret: 'nope',
        }),
    ).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET/);
  });

  it("produces the same signature as the Stripe SDK's signer", async () => {
    const header = await sdkWebhooks.generateTestHeaderStringAsync({
      payload: '{"id":"evt_1"}',
      secret: WEBHOOK_SECRET,
      timestamp: 1_790_000_000,
    });

    expect(await signWebhookPayload('{"id":"evt_1"}', WEBHOOK_SECRET, 1_790_000_000)).toBe(header);
    expect((await verifyWebhookSignature('{"id":"evt_1"}', header, WEBHOOK_SECRET, 1_790_000_000)).ok).toBe(
      true,
    );
  });

  it.each([
    [{ secretKey: '' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [{ secretKey: 'pk_live_123' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [{ webhookSecret: '' }, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret'],
    [{ webhookSecret: 'secret' }, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret'],
  ])('refuses the options %j at construction', (change, message) => {
    expect(
      () => new StripePaymentGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, ...change }),
    ).toThrow(message);
  });
});
