import { describe, expect, it } from 'vitest';
import type { ConnectedAccount, PaymentIntentDetails, Payout } from '../ports/payment-gateway';
import {
  decodeStripeEvent,
  encodeStripeEvent,
  encodeStripeObjectEvent,
  toStripeAccountObject,
  toStripeChargeObject,
  toStripeDisputeObject,
  toStripePaymentIntentObject,
  toStripePayoutObject,
} from './webhook-event';

const intent: PaymentIntentDetails = {
  id: 'pi_1',
  clientSecret: 'pi_1_secret_abc',
  status: 'succeeded',
  amountCents: 6_522,
  currency: 'usd',
  metadata: { checkoutId: 'c1', memberEmail: 'avery.stone@camppass.test' },
  destination: null,
};
/** What an event about no Connect object carries besides its intent. */
const noConnect = { accountId: null, account: null, payout: null, chargeRefunds: null, dispute: null };
const stripeIntent = toStripePaymentIntentObject(intent);
const eventWith = (object: unknown, event: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object },
    ...event,
  });

describe('Stripe events', () => {
  it('reads back the event it writes, in Stripe’s shape', () => {
    const body = encodeStripeEvent({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      createdSeconds: 1_790_000_000,
      paymentIntent: intent,
    });

    expect(JSON.parse(body)).toEqual({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1_790_000_000,
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          amount: 6_522,
          currency: 'usd',
          status: 'succeeded',
          client_secret: 'pi_1_secret_abc',
          metadata: intent.metadata,
          description: null,
          transfer_data: null,
          on_behalf_of: null,
          application_fee_amount: null,
        },
      },
    });
    expect(decodeStripeEvent(body)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntent: intent,
      ...noConnect,
    });
  });

  it('keeps the description the payment is shown with', () => {
    expect(toStripePaymentIntentObject(intent, 'Weekend membership at Pine Valley').description).toBe(
      'Weekend membership at Pine Valley',
    );
  });

  it('reads an intent without a client secret or metadata, as some events send it', () => {
    const { client_secret: _, metadata: __, ...bare } = stripeIntent;

    expect(decodeStripeEvent(eventWith(bare))?.paymentIntent).toEqual({
      ...intent,
      clientSecret: '',
      metadata: {},
    });
    expect(
      decodeStripeEvent(eventWith({ ...stripeIntent, client_secret: 42 }))?.paymentIntent?.clientSecret,
    ).toBe('');
  });

  it.each([
    ['another kind of object', { ...stripeIntent, object: 'charge' }],
    ['a list', [stripeIntent]],
    ['a text', 'pi_1'],
    ['nothing', null],
    ['an intent without an id', { ...stripeIntent, id: 1 }],
    ['an unknown status', { ...stripeIntent, status: 'paid' }],
    ['a status that is not text', { ...stripeIntent, status: 1 }],
    ['an amount that is not a number', { ...stripeIntent, amount: '6522' }],
    ['a currency that is not text', { ...stripeIntent, currency: 840 }],
    ['metadata holding a number', { ...stripeIntent, metadata: { checkoutId: 'c1', attempts: 2 } }],
    ['metadata that is a text', { ...stripeIntent, metadata: 'c1' }],
    ['metadata that is a list', { ...stripeIntent, metadata: ['c1'] }],
  ])('takes an event about %s as carrying no payment intent', (_, object) => {
    expect(decodeStripeEvent(eventWith(object))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntent: null,
      ...noConnect,
    });
  });

  it.each([
    ['not JSON', '{"id":'],
    ['a list', JSON.stringify([{ id: 'evt_1', type: 'payment_intent.succeeded' }])],
    ['without an id', eventWith(stripeIntent, { id: 7 })],
    ['without a type', eventWith(stripeIntent, { type: null })],
  ])('reads no event from a body %s', (_, body) => {
    expect(decodeStripeEvent(body)).toBeNull();
  });

  it('reads back a destination charge: the connected account and the platform share', () => {
    const charged = { ...intent, destination: { accountId: 'acct_1', applicationFeeCents: 522 } };
    const object = toStripePaymentIntentObject(charged);

    expect(object).toMatchObject({
      transfer_data: { destination: 'acct_1' },
      on_behalf_of: 'acct_1',
      application_fee_amount: 522,
    });
    expect(decodeStripeEvent(eventWith(object))?.paymentIntent).toEqual(charged);
  });

  it('reads back the saved-card customer and payment method of an intent', () => {
    const saving = { ...intent, customerId: 'cus_1', paymentMethodId: 'pm_1' };
    const object = toStripePaymentIntentObject(saving);

    expect(object).toMatchObject({ customer: 'cus_1', payment_method: 'pm_1' });
    expect(decodeStripeEvent(eventWith(object))?.paymentIntent).toEqual(saving);
  });
});

describe('Stripe Connect events', () => {
  const account: ConnectedAccount = {
    id: 'acct_1',
    detailsSubmitted: true,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: ['external_account'],
    disabledReason: 'requirements.past_due',
  };
  const payout: Payout = {
    id: 'po_1',
    amountCents: 12_000,
    currency: 'usd',
    status: 'failed',
    arrivalDate: new Date('2026-11-30T00:00:00Z'),
    createdAt: new Date('2026-11-27T10:00:00Z'),
    failureMessage: 'The bank account has been closed.',
  };
  const connectEvent = (type: string, object: object) =>
    decodeStripeEvent(
      encodeStripeObjectEvent({
        id: 'evt_2',
        type,
        createdSeconds: 1_790_000_000,
        object,
        accountId: 'acct_1',
      }),
    );

  it('reads an account.updated event: the account and where it happened', () => {
    expect(connectEvent('account.updated', toStripeAccountObject(account))).toEqual({
      ...noConnect,
      id: 'evt_2',
      type: 'account.updated',
      paymentIntent: null,
      accountId: 'acct_1',
      account,
    });
  });

  it('reads a payout event', () => {
    expect(connectEvent('payout.failed', toStripePayoutObject(payout))?.payout).toEqual(payout);
  });

  it('reads a charge.refunded event with every refund so far', () => {
    const refunds = [
      {
        id: 're_1',
        paymentIntentId: 'pi_1',
        amountCents: 3_000,
        currency: 'usd',
        status: 'succeeded' as const,
      },
      {
        id: 're_2',
        paymentIntentId: 'pi_1',
        amountCents: 1_000,
        currency: 'usd',
        status: 'pending' as const,
      },
    ];
    const charge = toStripeChargeObject({
      id: 'ch_1',
      currency: 'usd',
      paymentIntentId: 'pi_1',
      amountCents: 6_522,
      amountRefundedCents: 4_000,
      refunds,
    });

    expect(charge.refunded).toBe(false);
    expect(connectEvent('charge.refunded', charge)?.chargeRefunds).toEqual({
      paymentIntentId: 'pi_1',
      amountCents: 6_522,
      amountRefundedCents: 4_000,
      refunds,
    });
  });

  it('reads a dispute', () => {
    const dispute = {
      id: 'dp_1',
      paymentIntentId: 'pi_1',
      amountCents: 6_522,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect(connectEvent('charge.dispute.created', toStripeDisputeObject(dispute))?.dispute).toEqual(dispute);
  });

  it.each([
    ['an account without an id', { ...toStripeAccountObject(account), id: 3 }, 'account'],
    ['a payout with an unknown status', { ...toStripePayoutObject(payout), status: 'lost' }, 'payout'],
    ['a payout without an arrival date', { ...toStripePayoutObject(payout), arrival_date: 'soon' }, 'payout'],
    ['a charge without its intent', { object: 'charge', amount: 1, amount_refunded: 1 }, 'chargeRefunds'],
    [
      'a dispute without a reason',
      {
        ...toStripeDisputeObject({
          id: 'dp_1',
          paymentIntentId: 'pi_1',
          amountCents: 1,
          currency: 'usd',
          reason: 'x',
          status: 'lost',
        }),
        reason: null,
      },
      'dispute',
    ],
  ] as const)('reads nothing from %s', (_, object, field) => {
    expect(connectEvent('account.updated', object)?.[field]).toBeNull();
  });

  it('keeps only well-formed refunds and requirement names', () => {
    const charge = {
      object: 'charge',
      payment_intent: 'pi_1',
      amount: 100,
      amount_refunded: 100,
      refunds: { data: [{ object: 'refund', id: 're_1' }, 'junk'] },
    };
    expect(connectEvent('charge.refunded', charge)?.chargeRefunds?.refunds).toEqual([]);
    const odd = { ...toStripeAccountObject(account), requirements: { currently_due: ['a', 7, null] } };
    expect(connectEvent('account.updated', odd)?.account).toMatchObject({
      requirementsDue: ['a'],
      disabledReason: null,
    });
  });

  it('reads an account that has not submitted its details and has no requirements listed', () => {
    const fresh = {
      id: 'acct_2',
      object: 'account',
      type: 'express',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
    };
    expect(toStripeAccountObject({ ...account, id: 'acct_2' })).toMatchObject({
      object: 'account',
      type: 'express',
    });
    expect(connectEvent('account.updated', fresh)?.account).toEqual({
      id: 'acct_2',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [],
      disabledReason: null,
    });
  });

  it('marks a fully refunded charge as refunded and lists its refunds in Stripe’s list shape', () => {
    const refund = {
      id: 're_1',
      paymentIntentId: 'pi_1',
      amountCents: 6_522,
      currency: 'usd',
      status: 'succeeded' as const,
    };
    const charge = toStripeChargeObject({
      id: 'ch_1',
      currency: 'usd',
      paymentIntentId: 'pi_1',
      amountCents: 6_522,
      amountRefundedCents: 6_522,
      refunds: [refund],
    });
    expect(charge.refunded).toBe(true);
    expect(charge.refunds).toEqual({ object: 'list', data: [expect.objectContaining({ object: 'refund' })] });
  });

  it('reads a charge that lists no refunds as having none', () => {
    const charge = { object: 'charge', payment_intent: 'pi_1', amount: 100, amount_refunded: 0 };
    expect(connectEvent('charge.refunded', charge)?.chargeRefunds).toEqual({
      paymentIntentId: 'pi_1',
      amountCents: 100,
      amountRefundedCents: 0,
      refunds: [],
    });
  });

  it('reads no payout, charge, refund or dispute from an object of another kind shaped like one', () => {
    const dispute = toStripeDisputeObject({
      id: 'dp_1',
      paymentIntentId: 'pi_1',
      amountCents: 1,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'lost',
    });
    const refund = {
      id: 're_1',
      object: 'transfer_reversal',
      payment_intent: 'pi_1',
      amount: 1,
      currency: 'usd',
      status: 'succeeded',
    };
    const charge = {
      object: 'charge',
      payment_intent: 'pi_1',
      amount: 1,
      amount_refunded: 1,
      refunds: { data: [refund] },
    };
    expect(
      connectEvent('payout.paid', { ...toStripePayoutObject(payout), object: 'transfer' })?.payout,
    ).toBeNull();
    expect(connectEvent('charge.refunded', { ...charge, object: 'payment' })?.chargeRefunds).toBeNull();
    expect(connectEvent('charge.refunded', charge)?.chargeRefunds?.refunds).toEqual([]);
    expect(connectEvent('charge.dispute.created', { ...dispute, object: 'review' })?.dispute).toBeNull();
  });
});
