import {
  ACCOUNT_UPDATED,
  CHARGE_REFUNDED,
  PAYOUT_FAILED,
  PAYOUT_PAID,
  type PaymentWebhookEvent,
  webhookTimestamp,
} from '@camppass/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway, type SimulatedWebhookDelivery } from './simulated-payment-gateway';

const SECRET = 'whsec_simulated_for_tests';
const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const DAY = 86_400_000;

describe('SimulatedPaymentGateway: Connect, refunds and payouts', () => {
  let now: Date;
  let deliveries: SimulatedWebhookDelivery[];
  let gateway: SimulatedPaymentGateway;
  /** Holds the next delivery back this long, as a slow webhook endpoint would. */
  let holdNextDeliveryMs: number;

  beforeEach(() => {
    now = new Date('2026-11-01T12:00:00Z');
    deliveries = [];
    holdNextDeliveryMs = 0;
    gateway = new SimulatedPaymentGateway({
      webhookSecret: SECRET,
      now: () => now,
      publicBaseUrl: 'https://camppass.test/',
      deliverWebhook: async (delivery) => {
        const hold = holdNextDeliveryMs;
        holdNextDeliveryMs = 0;
        if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
        deliveries.push(delivery);
      },
    });
  });

  const events = async (): Promise<PaymentWebhookEvent[]> => {
    await gateway.webhooksDelivered();
    const read: PaymentWebhookEvent[] = [];
    for (const delivery of deliveries) {
      const verified = await gateway.verifyWebhook(
        delivery.rawBody,
        delivery.signatureHeader,
        webhookTimestamp(delivery.signatureHeader) ?? 0,
      );
      if (!verified.ok) throw new Error(verified.message);
      read.push(verified.value);
    }
    return read;
  };

  /** An account made but not onboarded: it can neither take charges nor be paid out. */
  const notOnboarded = () =>
    gateway.createConnectedAccount({
      email: 'a@b.example',
      country: 'US',
      businessName: 'B',
      metadata: {},
      idempotencyKey: 'k',
    });

  const onboarded = async () => {
    const account = await gateway.createConnectedAccount({
      email: 'owner@pinevalley.example',
      country: 'US',
      businessName: 'Pine Valley',
      metadata: { campgroundId: 'cg_1' },
      idempotencyKey: 'connect-cg_1',
    });
    await gateway.completeOnboarding(account.id);
    return account.id;
  };

  const paidCharge = async (accountId: string, key: string, amountCents = 10_000, fee = 1_000) => {
    const intent = await gateway.createPaymentIntent({
      amountCents,
      currency: 'usd',
      metadata: {},
      idempotencyKey: key,
      destination: { accountId, applicationFeeCents: fee },
    });
    const paid = await gateway.confirmCard(intent.clientSecret, VISA);
    if (!paid.ok) throw new Error(paid.message);
    return intent.id;
  };

  it('sends account.updated on the account when onboarding completes, and false for an unknown one', async () => {
    const accountId = await onboarded();

    const [event] = await events();
    expect(event).toMatchObject({
      type: ACCOUNT_UPDATED,
      accountId,
      account: { id: accountId, chargesEnabled: true },
    });
    expect(JSON.parse(deliveries[0]?.rawBody ?? '{}').account).toBe(accountId);
    expect(await gateway.completeOnboarding('acct_sim_unknown')).toBe(false);
  });

  it('refuses a destination charge to an account not onboarded or unknown, as Stripe does', async () => {
    const account = await notOnboarded();
    const charge = (accountId: string) =>
      gateway.createPaymentIntent({
        amountCents: 100,
        currency: 'usd',
        metadata: {},
        idempotencyKey: `c-${accountId}`,
        destination: { accountId, applicationFeeCents: 10 },
      });

    await expect(charge(account.id)).rejects.toThrow(/capabilities enabled: transfers/);
    await expect(charge('acct_sim_unknown')).rejects.toThrow("No such destination: 'acct_sim_unknown'");
  });

  it("links to the server's own onboarding and Express pages", async () => {
    const accountId = await onboarded();

    const link = await gateway.createAccountLink({
      accountId,
      returnUrl: '/owner/settings?connect=return',
      refreshUrl: '/owner/settings?connect=refresh',
    });
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://camppass.test/dev/connect/onboard');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account: accountId,
      return_url: '/owner/settings?connect=return',
      refresh_url: '/owner/settings?connect=refresh',
    });
    expect(link.expiresAt).toEqual(new Date(now.getTime() + 300_000));
    expect((await gateway.createLoginLink(accountId)).url).toBe(
      `https://camppass.test/dev/connect/express?account=${accountId}`,
    );
  });

  it('sends charge.refunded with every refund so far after each refund', async () => {
    const accountId = await onboarded();
    const intentId = await paidCharge(accountId, 'k1');

    const first = await gateway.refundPayment({
      paymentIntentId: intentId,
      idempotencyKey: 'r1',
      amountCents: 2_500,
    });
    const second = await gateway.refundPayment({ paymentIntentId: intentId, idempotencyKey: 'r2' });

    const refunded = (await events()).filter((event) => event.type === CHARGE_REFUNDED);
    expect(refunded.map((event) => event.chargeRefunds?.amountRefundedCents)).toEqual([2_500, 10_000]);
    expect(refunded[1]?.chargeRefunds?.refunds).toEqual([second, first]);
    expect(refunded[1]?.accountId).toBeNull();
    expect(await gateway.findRefund(intentId)).toEqual(second);
  });

  it('sends charge.refunded in the order the refunds were made, a slow delivery never overtaken', async () => {
    const accountId = await onboarded();
    const intentId = await paidCharge(accountId, 'k1');
    await gateway.webhooksDelivered();
    holdNextDeliveryMs = 30;

    await gateway.refundPayment({ paymentIntentId: intentId, idempotencyKey: 'r1', amountCents: 1_000 });
    await Promise.all(
      [2, 3, 4].map((index) =>
        gateway.refundPayment({ paymentIntentId: intentId, idempotencyKey: `r${index}`, amountCents: 1_000 }),
      ),
    );

    const refunded = (await events()).filter((event) => event.type === CHARGE_REFUNDED);
    expect(refunded.map((event) => event.chargeRefunds?.amountRefundedCents)).toEqual([
      1_000, 2_000, 3_000, 4_000,
    ]);
  });

  it('refunds what is left once when twenty whole refunds race', async () => {
    const accountId = await onboarded();
    const intentId = await paidCharge(accountId, 'k1');

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        gateway.refundPayment({
          paymentIntentId: intentId,
          idempotencyKey: `r${index}`,
          amountCents: 10_000,
        }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await events()).filter((event) => event.type === CHARGE_REFUNDED)).toHaveLength(1);
  });

  it('keeps charges pending for two days, less the platform share and reversed refunds', async () => {
    const accountId = await onboarded();
    const older = await paidCharge(accountId, 'k1');
    now = new Date(now.getTime() + 3 * DAY);
    await paidCharge(accountId, 'k2', 5_000, 500);
    await gateway.refundPayment({
      paymentIntentId: older,
      idempotencyKey: 'r1',
      amountCents: 5_000,
      reverseTransfer: true,
      refundApplicationFee: true,
    });

    // 10 000 - 1 000 fee - 5 000 refunded + 500 of the fee given back; 5 000 - 500 still pending.
    expect(await gateway.retrieveBalance(accountId)).toEqual({
      availableCents: 4_500,
      pendingCents: 4_500,
      currency: 'usd',
    });
  });

  it('pays the available balance out, sends payout.paid or payout.failed, and a failed one returns', async () => {
    const accountId = await onboarded();
    expect(await gateway.simulatePayout(accountId, 'paid')).toMatchObject({
      ok: false,
      code: 'BALANCE_INSUFFICIENT',
    });
    await paidCharge(accountId, 'k1');
    now = new Date(now.getTime() + 3 * DAY);

    const failed = await gateway.simulatePayout(accountId, 'failed');
    expect(failed).toMatchObject({ ok: true, value: { amountCents: 9_000, status: 'failed' } });
    expect((await gateway.retrieveBalance(accountId)).availableCents).toBe(9_000);
    const paid = await gateway.simulatePayout(accountId, 'paid');
    expect(paid).toMatchObject({
      ok: true,
      value: { amountCents: 9_000, status: 'paid', failureMessage: null },
    });
    expect((await gateway.retrieveBalance(accountId)).availableCents).toBe(0);

    const payoutEvents = (await events()).filter((event) => event.payout);
    expect(payoutEvents.map((event) => [event.type, event.accountId])).toEqual([
      [PAYOUT_FAILED, accountId],
      [PAYOUT_PAID, accountId],
    ]);
    expect(await gateway.simulatePayout('acct_sim_unknown', 'paid')).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('refuses payouts of an account not onboarded yet', async () => {
    const account = await notOnboarded();

    expect(await gateway.simulatePayout(account.id, 'paid')).toMatchObject({ code: 'PAYOUTS_NOT_ALLOWED' });
  });
});
