import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentGateway } from './stripe-payment-gateway';
import { startStripeApiStub } from './testing/stripe-api-stub';

const SECRET_KEY = 'sk_test_51CampPassStubKey';

describe('StripePaymentGateway: Connect requests as Stripe receives them', () => {
  let stub: Awaited<ReturnType<typeof startStripeApiStub>>;
  let gateway: StripePaymentGateway;

  beforeEach(async () => {
    stub = await startStripeApiStub(SECRET_KEY);
    gateway = new StripePaymentGateway({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_camppass_stub_secret',
      api: stub.api,
      maxNetworkRetries: 0,
    });
  });
  afterEach(() => stub.close());

  const anAccount = () =>
    gateway.createConnectedAccount({
      email: 'owner@pinevalley.example',
      country: 'US',
      businessName: 'Pine Valley RV Resort',
      metadata: { campgroundId: 'cg_1' },
      idempotencyKey: 'connect-cg_1',
    });

  it('opens an Express account asking for card payments and transfers, under the idempotency key', async () => {
    await anAccount();

    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(request?.headers['idempotency-key']).toBe('connect-cg_1');
    expect(request?.form).toEqual({
      type: 'express',
      country: 'US',
      email: 'owner@pinevalley.example',
      'business_profile[name]': 'Pine Valley RV Resort',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[campgroundId]': 'cg_1',
    });
  });

  it('makes a destination charge on behalf of the account with the platform fee', async () => {
    const account = await anAccount();
    stub.completeOnboarding(account.id);

    await gateway.createPaymentIntent({
      amountCents: 6_330,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'checkout-chk_1',
      destination: { accountId: account.id, applicationFeeCents: 633 },
    });

    expect(stub.requests[1]?.form).toMatchObject({
      amount: '6330',
      'transfer_data[destination]': account.id,
      on_behalf_of: account.id,
      application_fee_amount: '633',
    });
  });

  it('refunds part of a charge, taking the transfer back and giving the fee back, under the key', async () => {
    const account = await anAccount();
    stub.completeOnboarding(account.id);
    const intent = await gateway.createPaymentIntent({
      amountCents: 6_330,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'checkout-chk_1',
      destination: { accountId: account.id, applicationFeeCents: 633 },
    });
    stub.pay(intent.id);

    await gateway.refundPayment({
      paymentIntentId: intent.id,
      amountCents: 1_000,
      idempotencyKey: 'refund-1',
      reverseTransfer: true,
      refundApplicationFee: false,
      metadata: { reason: 'Rained out' },
    });

    const request = stub.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request?.headers['idempotency-key']).toBe('refund-1');
    expect(request?.form).toEqual({
      payment_intent: intent.id,
      amount: '1000',
      reverse_transfer: 'true',
      refund_application_fee: 'false',
      'metadata[reason]': 'Rained out',
    });
  });

  it('surfaces Stripe refusing a destination charge to an account not onboarded or unknown', async () => {
    const account = await anAccount();
    const charge = (accountId: string) =>
      gateway.createPaymentIntent({
        amountCents: 6_330,
        currency: 'usd',
        metadata: {},
        idempotencyKey: `checkout-${accountId}`,
        destination: { accountId, applicationFeeCents: 633 },
      });

    await expect(charge(account.id)).rejects.toThrow(/capabilities enabled: transfers/);
    await expect(charge('acct_1Unknown00000000')).rejects.toThrow('No such destination');
  });

  it('asks for onboarding and login links of the account', async () => {
    const account = await anAccount();

    const link = await gateway.createAccountLink({
      accountId: account.id,
      returnUrl: 'https://app.camppass.test/owner/settings?connect=return',
      refreshUrl: 'https://app.camppass.test/owner/settings?connect=refresh',
    });
    await gateway.createLoginLink(account.id);

    expect(stub.requests[1]?.form).toEqual({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'https://app.camppass.test/owner/settings?connect=return',
      refresh_url: 'https://app.camppass.test/owner/settings?connect=refresh',
    });
    expect(link.expiresAt).toBeInstanceOf(Date);
    expect(stub.requests[2]).toMatchObject({
      method: 'POST',
      path: `/v1/accounts/${account.id}/login_links`,
    });
  });

  it('reads the balance and payouts on the connected account (Stripe-Account header)', async () => {
    const account = await anAccount();
    stub.completeOnboarding(account.id);

    await gateway.retrieveBalance(account.id);
    await gateway.listPayouts(account.id, 5);

    expect(stub.requests[1]).toMatchObject({ method: 'GET', path: '/v1/balance' });
    expect(stub.requests[1]?.headers['stripe-account']).toBe(account.id);
    expect(stub.requests[2]).toMatchObject({ method: 'GET', path: '/v1/payouts?limit=5' });
    expect(stub.requests[2]?.headers['stripe-account']).toBe(account.id);
  });

  it.each(['', 'acct_../x', 'cus_123'])('refuses the account id %j without asking Stripe', async (id) => {
    expect(await gateway.retrieveConnectedAccount(id)).toBeNull();
    await expect(gateway.retrieveBalance(id)).rejects.toThrow();
    await expect(gateway.createLoginLink(id)).rejects.toThrow();
    expect(stub.requests).toEqual([]);
  });

  it('surfaces an unknown connected account on the balance as a failure', async () => {
    await expect(gateway.retrieveBalance('acct_1Unknown00000000')).rejects.toThrow(/does not have access/);
  });
});
