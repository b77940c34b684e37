import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ChargeSavedCardInput,
  GatewayCustomer,
  PaymentGateway,
  SavedCard,
} from '../ports/payment-gateway';
import type { PaymentGatewayHarness, TestCard } from './payment-gateway-harness';

const LAST4: Readonly<Record<TestCard, string>> = {
  succeeds: '4242',
  authenticates: '3184',
  declines_off_session: '0341',
};

/**
 * Saved cards: customers, a card saved while paying, off-session charges and their failures, and
 * setup intents. Run inside `describePaymentGatewayContract`, on the harness its `beforeEach` made.
 */
export function describeSavedCardContract(current: () => PaymentGatewayHarness): void {
  describe('saved cards', () => {
    let harness: PaymentGatewayHarness;
    let gateway: PaymentGateway;
    let customer: GatewayCustomer;

    beforeEach(async () => {
      harness = current();
      gateway = harness.gateway;
      customer = await gateway.ensureCustomer({
        idempotencyKey: 'customer-usr_1',
        email: 'casey@example.com',
        name: 'Casey Camper',
        metadata: { userId: 'usr_1' },
      });
    });

    /** A card saved by paying for a first membership with it, as the purchase wizard does. */
    const savedByPaying = async (card: TestCard, key = `first-${card}`): Promise<SavedCard> => {
      const intent = await gateway.createPaymentIntent({
        amountCents: 5_000,
        currency: 'usd',
        metadata: { checkoutId: key },
        idempotencyKey: key,
        customerId: customer.id,
        setupFutureUsage: 'off_session',
      });
      await harness.payWithCard(intent.id, card);
      const paid = await gateway.retrievePaymentIntent(intent.id);
      if (!paid?.paymentMethodId) throw new Error(`The payment ${intent.id} saved no card`);
      const method = await gateway.retrievePaymentMethod(paid.paymentMethodId);
      if (!method) throw new Error(`No saved card ${paid.paymentMethodId}`);
      return method;
    };

    const aCharge = (
      card: SavedCard,
      overrides: Partial<ChargeSavedCardInput> = {},
    ): ChargeSavedCardInput => ({
      amountCents: 7_150,
      currency: 'usd',
      customerId: customer.id,
      paymentMethodId: card.paymentMethodId,
      metadata: { membershipId: 'mem_1', periodEnd: '2027-06-30' },
      idempotencyKey: 'renewal-mem_1-2027-06-30',
      description: 'Annual membership renewal',
      ...overrides,
    });

    it('answers one customer per idempotency key', async () => {
      const again = await gateway.ensureCustomer({
        idempotencyKey: 'customer-usr_1',
        email: 'casey@example.com',
        name: 'Casey Camper',
        metadata: { userId: 'usr_1' },
      });
      const other = await gateway.ensureCustomer({
        idempotencyKey: 'customer-usr_2',
        email: 'robin@example.com',
        name: 'Robin Rambler',
        metadata: { userId: 'usr_2' },
      });

      expect(customer.id).not.toBe('');
      expect(again.id).toBe(customer.id);
      expect(other.id).not.toBe(customer.id);
    });

    it('saves the card a payment was made with to the customer, and names it on the intent', async () => {
      const intent = await gateway.createPaymentIntent({
        amountCents: 5_000,
        currency: 'usd',
        metadata: { checkoutId: 'chk_save' },
        idempotencyKey: 'checkout-chk_save',
        customerId: customer.id,
        setupFutureUsage: 'off_session',
      });
      await harness.payWithCard(intent.id, 'succeeds');

      const paid = await gateway.retrievePaymentIntent(intent.id);
      expect(paid).toMatchObject({ status: 'succeeded', customerId: customer.id });
      expect(paid?.paymentMethodId).toMatch(/^pm_/);
      expect(paid?.card).toEqual({
        paymentMethodId: paid?.paymentMethodId,
        brand: 'visa',
        last4: '4242',
        expMonth: expect.any(Number),
        expYear: expect.any(Number),
      });
      expect(await gateway.retrievePaymentMethod(paid?.paymentMethodId ?? '')).toEqual({
        ...paid?.card,
        customerId: customer.id,
      });
    });

    it('charges a saved card off-session, as a destination charge with its metadata', async () => {
      const account = await gateway.createConnectedAccount({
        email: 'owner@pinevalley.example',
        country: 'US',
        businessName: 'Pine Valley RV Resort',
        metadata: { campgroundId: 'cg_1' },
        idempotencyKey: 'connect-cg_saved',
      });
      await harness.completeOnboarding(account.id);
      const card = await savedByPaying('succeeds');
      const destination = { accountId: account.id, applicationFeeCents: 715 };

      const charge = await gateway.chargeSavedCard(aCharge(card, { destination }));

      expect(charge).toMatchObject({
        outcome: 'succeeded',
        intent: { status: 'succeeded', amountCents: 7_150, currency: 'usd' },
      });
      expect(await gateway.retrievePaymentIntent(charge.intent.id)).toMatchObject({
        status: 'succeeded',
        amountCents: 7_150,
        metadata: { membershipId: 'mem_1', periodEnd: '2027-06-30' },
        destination,
        customerId: customer.id,
        paymentMethodId: card.paymentMethodId,
      });
      expect(
        await gateway.refundPayment({ paymentIntentId: charge.intent.id, idempotencyKey: 'refund-renewal' }),
      ).toMatchObject({ amountCents: 7_150 });
    });

    it('makes one charge for one key, however often and however concurrently it is asked', async () => {
      const card = await savedByPaying('succeeds');

      const [first, second] = await Promise.all([
        gateway.chargeSavedCard(aCharge(card)),
        gateway.chargeSavedCard(aCharge(card)),
      ]);
      const third = await gateway.chargeSavedCard(aCharge(card));
      const other = await gateway.chargeSavedCard(aCharge(card, { idempotencyKey: 'renewal-mem_1-2028' }));

      expect(first.outcome).toBe('succeeded');
      expect([second.intent.id, third.intent.id]).toEqual([first.intent.id, first.intent.id]);
      expect(other.intent.id).not.toBe(first.intent.id);
    });

    it('refuses a key used again for another charge', async () => {
      const card = await savedByPaying('succeeds');
      await gateway.chargeSavedCard(aCharge(card));

      await expect(gateway.chargeSavedCard(aCharge(card, { amountCents: 100 }))).rejects.toThrow();
    });

    it.each<[string, Partial<ChargeSavedCardInput>]>([
      ['a zero amount', { amountCents: 0 }],
      ['fractional cents', { amountCents: 71.5 }],
      ['an empty idempotency key', { idempotencyKey: ' ' }],
      ['a fee above the amount', { destination: { accountId: 'acct_1', applicationFeeCents: 9_999 } }],
    ])('refuses to charge %s', async (_, overrides) => {
      const card = await savedByPaying('succeeds');

      await expect(gateway.chargeSavedCard(aCharge(card, overrides))).rejects.toThrow();
    });

    it('answers authentication_required for a card that wants the member, who confirms it later', async () => {
      const card = await savedByPaying('authenticates');
      expect(card.last4).toBe(LAST4.authenticates);

      const charge = await gateway.chargeSavedCard(aCharge(card));

      expect(charge).toMatchObject({
        outcome: 'authentication_required',
        intent: {
          status: 'requires_payment_method',
          amountCents: 7_150,
          customerId: customer.id,
          paymentMethodId: card.paymentMethodId,
        },
      });
      expect(charge.intent.clientSecret).not.toBe('');
      await harness.authenticate(charge.intent.id);
      expect(await gateway.retrievePaymentIntent(charge.intent.id)).toMatchObject({
        status: 'succeeded',
      });
      const again = await gateway.chargeSavedCard(aCharge(card));
      expect(again).toMatchObject({
        outcome: 'succeeded',
        intent: { id: charge.intent.id, status: 'succeeded' },
      });
    });

    it('answers declined, with the decline code, for a saved card its bank refuses', async () => {
      const card = await savedByPaying('declines_off_session');
      expect(card.last4).toBe(LAST4.declines_off_session);

      const charge = await gateway.chargeSavedCard(aCharge(card));
      const again = await gateway.chargeSavedCard(aCharge(card));

      expect(charge).toMatchObject({ outcome: 'declined', declineCode: 'generic_decline' });
      expect(charge.outcome === 'declined' && charge.message).not.toBe('');
      expect(charge.intent.status).toBe('requires_payment_method');
      expect(again).toMatchObject({ outcome: 'declined', intent: { id: charge.intent.id } });
      await expect(
        gateway.refundPayment({ paymentIntentId: charge.intent.id, idempotencyKey: 'refund-declined' }),
      ).rejects.toThrow();
    });

    it('saves a card through a setup intent, which is then charged off-session', async () => {
      const setup = await gateway.createSetupIntent({
        customerId: customer.id,
        idempotencyKey: 'update-card-mem_1-1',
        metadata: { membershipId: 'mem_1' },
      });
      expect(setup).toMatchObject({ status: 'requires_payment_method' });
      expect(setup.id).toMatch(/^seti_/);
      expect(setup.clientSecret).not.toBe('');
      expect(
        await gateway.createSetupIntent({
          customerId: customer.id,
          idempotencyKey: 'update-card-mem_1-1',
          metadata: { membershipId: 'mem_1' },
        }),
      ).toEqual(setup);
      expect(await gateway.retrieveSetupIntent(setup.id)).toEqual({
        ...setup,
        customerId: customer.id,
        metadata: { membershipId: 'mem_1' },
        card: null,
      });

      await harness.confirmSetup(setup.id, 'succeeds');

      const confirmed = await gateway.retrieveSetupIntent(setup.id);
      expect(confirmed).toMatchObject({
        status: 'succeeded',
        customerId: customer.id,
        card: { brand: 'visa', last4: '4242' },
      });
      const card = confirmed?.card;
      if (!card) throw new Error('The setup saved no card');
      expect(await gateway.retrievePaymentMethod(card.paymentMethodId)).toEqual({
        ...card,
        customerId: customer.id,
      });
      expect(await gateway.chargeSavedCard(aCharge(card))).toMatchObject({ outcome: 'succeeded' });
    });

    it('answers null for a setup intent or a payment method it does not know', async () => {
      expect(await gateway.retrieveSetupIntent('seti_1UnknownSetup000000')).toBeNull();
      expect(await gateway.retrievePaymentMethod('pm_1UnknownMethod000000')).toBeNull();
    });
  });
}
