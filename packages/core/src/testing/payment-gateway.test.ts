import {
  encodeStripeObjectEvent,
  toStripeAccountObject,
  toStripeChargeObject,
  toStripePayoutObject,
} from '../checkout/webhook-event';
import type { Payout } from '../ports/payment-gateway';
import { InMemoryPaymentGateway } from './in-memory-payment-gateway';
import { type DeliveryObject, describePaymentGatewayContract } from './payment-gateway-contract';

describePaymentGatewayContract('InMemoryPaymentGateway', () => {
  const gateway = new InMemoryPaymentGateway();
  let payouts = 0;
  const stripeObject = (about: DeliveryObject) => {
    if ('payout' in about) {
      const payout = gateway.payouts.get(about.account)?.find((each) => each.id === about.payout);
      if (!payout) throw new Error(`No payout ${about.payout}`);
      return toStripePayoutObject(payout);
    }
    if ('account' in about) {
      const account = gateway.accounts.get(about.account);
      if (!account) throw new Error(`No account ${about.account}`);
      return toStripeAccountObject(account);
    }
    const intent = gateway.intents.get(about.charge);
    if (!intent) throw new Error(`No intent ${about.charge}`);
    return toStripeChargeObject({
      id: `ch_${intent.id}`,
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      amountRefundedCents: gateway.refundedCents(intent.id),
      currency: intent.currency,
      refunds: gateway.refunds.filter((refund) => refund.paymentIntentId === intent.id),
    });
  };
  return {
    gateway,
    pay: async (id) => gateway.setStatus(id, 'succeeded'),
    payWithCard: async (id, card) => {
      gateway.payWithCard(id, card);
    },
    authenticate: async (id) => {
      gateway.savedCards.authenticate(id);
    },
    confirmSetup: async (id, card) => {
      gateway.savedCards.confirmSetup(id, card);
    },
    webhookDelivery: (input) => gateway.webhookDelivery(input),
    sign: (rawBody, timestampSeconds) => gateway.sign(rawBody, timestampSeconds),
    completeOnboarding: async (accountId) => {
      gateway.completeOnboarding(accountId);
    },
    addPayout: async (accountId, outcome) => {
      payouts += 1;
      const createdAt = new Date(Date.UTC(2026, 10, payouts));
      const payout: Payout = {
        id: `po_mem_${payouts}`,
        amountCents: 1_000 * payouts,
        currency: 'usd',
        status: outcome,
        arrivalDate: new Date(createdAt.getTime() + 2 * 86_400_000),
        createdAt,
        failureMessage: outcome === 'failed' ? 'The bank account has been closed.' : null,
      };
      gateway.payouts.set(accountId, [payout, ...(gateway.payouts.get(accountId) ?? [])]);
      return payout;
    },
    objectDelivery: ({ eventId, type, timestampSeconds, about }) =>
      gateway.signedDelivery(
        encodeStripeObjectEvent({
          id: eventId,
          type,
          createdSeconds: timestampSeconds,
          object: stripeObject(about),
          accountId: 'charge' in about ? null : about.account,
        }),
        timestampSeconds,
      ),
  };
});
