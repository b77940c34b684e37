import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_UPDATED,
  CHARGE_REFUNDED,
  type ConnectedAccount,
  type CreateConnectedAccountInput,
  type CreatePaymentIntentInput,
  PAYOUT_FAILED,
  PAYOUT_PAID,
  type PaymentGateway,
} from '../ports/payment-gateway';
import type { ObjectDeliveryInput, PaymentGatewayHarness } from './payment-gateway-harness';

const NOW = 1_790_000_000;

const anAccountInput = (
  overrides: Partial<CreateConnectedAccountInput> = {},
): CreateConnectedAccountInput => ({
  email: 'owner@pinevalley.example',
  country: 'US',
  businessName: 'Pine Valley RV Resort',
  metadata: { campgroundId: 'cg_1' },
  idempotencyKey: 'connect-cg_1',
  ...overrides,
});

const aChargeInput = (accountId: string, overrides: Partial<CreatePaymentIntentInput> = {}) => ({
  amountCents: 6_330,
  currency: 'usd',
  metadata: { checkoutId: 'chk_1', campgroundId: 'cg_1' },
  idempotencyKey: 'checkout-chk_1',
  destination: { accountId, applicationFeeCents: 633 },
  ...overrides,
});

const UNKNOWN_ACCOUNT = 'acct_1UnknownAccount0000';

/**
 * The Connect half of the PaymentGateway contract: destination charges, partial refunds, connected
 * accounts and their links, balance and payouts, and the webhooks about them. Run inside
 * `describePaymentGatewayContract`, on the harness its `beforeEach` made.
 */
export function describeConnectContract(current: () => PaymentGatewayHarness): void {
  let harness: PaymentGatewayHarness;
  let gateway: PaymentGateway;

  beforeEach(() => {
    harness = current();
    gateway = harness.gateway;
  });

  const onboardedAccount = async (): Promise<ConnectedAccount> => {
    const account = await gateway.createConnectedAccount(anAccountInput());
    await harness.completeOnboarding(account.id);
    return account;
  };

  const paidCharge = async (accountId: string) => {
    const intent = await gateway.createPaymentIntent(aChargeInput(accountId));
    await harness.pay(intent.id);
    return intent;
  };

  const event = async (input: Omit<ObjectDeliveryInput, 'timestampSeconds'>) => {
    const delivery = await harness.objectDelivery({ ...input, timestampSeconds: NOW });
    const verified = await gateway.verifyWebhook(delivery.rawBody, delivery.signatureHeader, NOW + 5);
    if (!verified.ok) throw new Error(verified.message);
    return verified.value;
  };

  describe('destination charges', () => {
    it("records the campground's account and the platform's share on the intent", async () => {
      const account = await onboardedAccount();

      const intent = await gateway.createPaymentIntent(aChargeInput(account.id));

      expect((await gateway.retrievePaymentIntent(intent.id))?.destination).toEqual({
        accountId: account.id,
        applicationFeeCents: 633,
      });
    });

    it('refuses a platform share above the amount charged', async () => {
      const account = await onboardedAccount();

      await expect(
        gateway.createPaymentIntent(
          aChargeInput(account.id, { destination: { accountId: account.id, applicationFeeCents: 6_331 } }),
        ),
      ).rejects.toThrow();
    });
  });

  describe('partial refunds', () => {
    it('refunds in parts up to the amount, and refuses a part above what is left', async () => {
      const account = await onboardedAccount();
      const intent = await paidCharge(account.id);
      const refund = (idempotencyKey: string, amountCents?: number) =>
        gateway.refundPayment({
          paymentIntentId: intent.id,
          idempotencyKey,
          ...(amountCents === undefined ? {} : { amountCents }),
          reverseTransfer: true,
          refundApplicationFee: true,
          metadata: { reason: 'requested_by_customer' },
        });

      const first = await refund('refund-1', 1_000);
      const second = await refund('refund-2', 2_000);
      expect(first).toMatchObject({ paymentIntentId: intent.id, amountCents: 1_000, currency: 'usd' });
      expect(second).toMatchObject({ amountCents: 2_000 });
      expect(second.id).not.toBe(first.id);

      await expect(refund('refund-3', 3_331)).rejects.toThrow();
      expect((await refund('refund-1', 1_000)).id).toBe(first.id);

      const rest = await refund('refund-4');
      expect(rest).toMatchObject({ amountCents: 3_330 });
      expect(['succeeded', 'pending']).toContain(rest.status);
      expect((await refund('refund-5')).id).toBe(rest.id);
      await expect(refund('refund-6', 1)).rejects.toThrow();
    });
  });

  describe('connected accounts', () => {
    it('opens an account that cannot take charges yet and says what it needs, once per key', async () => {
      const account = await gateway.createConnectedAccount(anAccountInput());

      expect(account).toMatchObject({
        detailsSubmitted: false,
        chargesEnabled: false,
        payoutsEnabled: false,
      });
      expect(account.requirementsDue.length).toBeGreaterThan(0);
      expect(account.id).toMatch(/^acct_/);
      expect((await gateway.createConnectedAccount(anAccountInput())).id).toBe(account.id);
      const other = await gateway.createConnectedAccount(
        anAccountInput({ idempotencyKey: 'connect-cg_2', metadata: { campgroundId: 'cg_2' } }),
      );
      expect(other.id).not.toBe(account.id);
      expect(await gateway.retrieveConnectedAccount(account.id)).toEqual(account);
    });

    it('reports charges and payouts enabled once onboarding is complete', async () => {
      const account = await onboardedAccount();

      expect(await gateway.retrieveConnectedAccount(account.id)).toEqual({
        id: account.id,
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        requirementsDue: [],
        disabledReason: null,
      });
    });

    it('answers null for an account it does not know', async () => {
      expect(await gateway.retrieveConnectedAccount(UNKNOWN_ACCOUNT)).toBeNull();
    });

    it('gives onboarding and dashboard links to an account, and refuses them for an unknown one', async () => {
      const account = await gateway.createConnectedAccount(anAccountInput());
      const linkInput = {
        accountId: account.id,
        returnUrl: 'https://app.camppass.test/owner/settings?connect=return',
        refreshUrl: 'https://app.camppass.test/owner/settings?connect=refresh',
      };

      const onboarding = await gateway.createAccountLink(linkInput);
      expect(() => new URL(onboarding.url)).not.toThrow();
      expect(onboarding.expiresAt === null || onboarding.expiresAt instanceof Date).toBe(true);
      const login = await gateway.createLoginLink(account.id);
      expect(() => new URL(login.url)).not.toThrow();

      await expect(gateway.createAccountLink({ ...linkInput, accountId: UNKNOWN_ACCOUNT })).rejects.toThrow();
      await expect(gateway.createLoginLink(UNKNOWN_ACCOUNT)).rejects.toThrow();
    });
  });

  describe('balance and payouts', () => {
    it("reads an account's balance in whole cents", async () => {
      const account = await onboardedAccount();

      const balance = await gateway.retrieveBalance(account.id);

      expect(balance.currency).toBe('usd');
      expect(Number.isSafeInteger(balance.availableCents) && balance.availableCents >= 0).toBe(true);
      expect(Number.isSafeInteger(balance.pendingCents) && balance.pendingCents >= 0).toBe(true);
    });

    it('lists the latest payouts, newest first, up to the limit', async () => {
      const account = await onboardedAccount();
      expect(await gateway.listPayouts(account.id, 10)).toEqual([]);

      const first = await harness.addPayout(account.id, 'paid');
      const second = await harness.addPayout(account.id, 'failed');
      const third = await harness.addPayout(account.id, 'paid');

      expect(await gateway.listPayouts(account.id, 2)).toEqual([third, second]);
      expect((await gateway.listPayouts(account.id, 10)).map((payout) => payout.id)).toEqual([
        third.id,
        second.id,
        first.id,
      ]);
      expect(first).toMatchObject({ status: 'paid', currency: 'usd', failureMessage: null });
      expect(second.status).toBe('failed');
      expect(second.failureMessage).toEqual(expect.any(String));
      expect(first.amountCents).toBeGreaterThan(0);
      expect(first.arrivalDate).toBeInstanceOf(Date);
      expect(first.createdAt.getTime()).toBeLessThan(third.createdAt.getTime());
    });
  });

  describe('webhooks about accounts, refunds and payouts', () => {
    it('reads account.updated with the account as it now is', async () => {
      const account = await onboardedAccount();

      const read = await event({
        eventId: 'evt_acct',
        type: ACCOUNT_UPDATED,
        about: { account: account.id },
      });

      expect(read).toMatchObject({ id: 'evt_acct', type: ACCOUNT_UPDATED, accountId: account.id });
      expect(read.account).toEqual(await gateway.retrieveConnectedAccount(account.id));
    });

    it('reads charge.refunded with every refund so far', async () => {
      const account = await onboardedAccount();
      const intent = await paidCharge(account.id);
      const refunds = [
        await gateway.refundPayment({
          paymentIntentId: intent.id,
          idempotencyKey: 'r-1',
          amountCents: 1_000,
        }),
        await gateway.refundPayment({
          paymentIntentId: intent.id,
          idempotencyKey: 'r-2',
          amountCents: 2_000,
        }),
      ];

      const read = await event({ eventId: 'evt_ch', type: CHARGE_REFUNDED, about: { charge: intent.id } });

      expect(read).toMatchObject({ type: CHARGE_REFUNDED, paymentIntent: null, accountId: null });
      expect(read.chargeRefunds).toMatchObject({
        paymentIntentId: intent.id,
        amountCents: 6_330,
        amountRefundedCents: 3_000,
      });
      expect(read.chargeRefunds?.refunds).toHaveLength(2);
      expect(read.chargeRefunds?.refunds).toEqual(expect.arrayContaining(refunds));
    });

    it.each([
      [PAYOUT_PAID, 'paid'],
      [PAYOUT_FAILED, 'failed'],
    ] as const)('reads %s with the payout and its account', async (type, outcome) => {
      const account = await onboardedAccount();
      const payout = await harness.addPayout(account.id, outcome);

      const read = await event({
        eventId: 'evt_po',
        type,
        about: { payout: payout.id, account: account.id },
      });

      expect(read).toMatchObject({ id: 'evt_po', type, accountId: account.id, account: null });
      expect(read.payout).toEqual(payout);
    });
  });
}
