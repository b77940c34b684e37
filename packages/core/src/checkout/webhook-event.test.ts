import { describe, expect, it } from 'vitest';
import type { PaymentIntentDetails } from '../ports/payment-gateway';
import { decodeStripeEvent, encodeStripeEvent, toStripePaymentIntentObject } from './webhook-event';

const intent: PaymentIntentDetails = {
  id: 'pi_1',
  clientSecret: 'pi_1_secret_abc',
  status: 'succeeded',
  amountCents: 6_522,
  currency: 'usd',
  metadata: { checkoutId: 'c1', memberEmail: 'avery.stone@camppass.test' },
};
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
        },
      },
    });
    expect(decodeStripeEvent(body)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntent: intent,
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
});
