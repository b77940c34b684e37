import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  assertValidPaymentIntentInput,
  type CreatePaymentIntentInput,
  encodeStripeEvent,
  PAYMENT_INTENT_SUCCEEDED,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentDetails,
  type PaymentWebhookEvent,
  paymentIntentInputFingerprint,
  type Refund,
  type RefundPaymentInput,
  signWebhookPayload,
  verifyStripeEvent,
  type WebhookVerificationCode,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import {
  InMemorySimulatedPaymentIntentStore,
  type SimulatedPaymentError,
  type SimulatedPaymentIntent,
  type SimulatedPaymentIntentStore,
  type SimulatedRefund,
} from './simulated-payment-intent-store';

/** What the simulated card form sends. */
export interface SimulatedCard {
  /** Digits, spaces allowed: `4242 4242 4242 4242`. */
  readonly number: string;
  readonly expMonth: number;
  /** Four digits, or two meaning 20xx. */
  readonly expYear: number;
  readonly cvc: string;
}

export type SimulatedCardCode =
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'INCORRECT_NUMBER'
  | 'INVALID_EXPIRY'
  | 'EXPIRED_CARD'
  | 'INVALID_CVC'
  | 'PAYMENT_INTENT_NOT_FOUND'
  | 'PAYMENT_INTENT_UNEXPECTED_STATE';

/** A signed webhook request as Stripe would POST it: the body and its `Stripe-Signature` header. */
export interface SimulatedWebhookDelivery {
  readonly rawBody: string;
  readonly signatureHeader: string;
}

export interface SimulatedPaymentGatewayOptions {
  /** Signs the webhooks this gateway emits; at least 16 characters. */
  readonly webhookSecret: string;
  /** In memory unless given. */
  readonly store?: SimulatedPaymentIntentStore;
  /** Receives every webhook the gateway emits (the server POSTs it to its own webhook route). */
  readonly deliverWebhook?: (delivery: SimulatedWebhookDelivery) => Promise<void>;
  /**
   * Told when a delivery fails. The payment stands regardless, as at Stripe; reconciliation completes
   * payments whose webhook was lost.
   */
  readonly onWebhookError?: (error: unknown) => void;
  readonly now?: () => Date;
}

const MIN_SIMULATED_WEBHOOK_SECRET_LENGTH = 16;

// Stripe's test cards and the messages Stripe gives for them.
const DECLINES: Readonly<Record<string, SimulatedPaymentError & { readonly result: SimulatedCardCode }>> = {
  '4000000000000002': {
    result: 'CARD_DECLINED',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    result: 'INSUFFICIENT_FUNDS',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why the card cannot even be tried, as Stripe.js would refuse it before confirming. */
function cardProblem(card: SimulatedCard, now: Date): Result<string, SimulatedCardCode> {
  const digits = card.number.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return err('INCORRECT_NUMBER', 'Your card number is incorrect.');
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    !Number.isInteger(year)
  ) {
    return err('INVALID_EXPIRY', "Your card's expiration date is invalid.");
  }
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return err('EXPIRED_CARD', 'Your card has expired.');
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return err('INVALID_CVC', "Your card's security code is invalid.");
  return ok(digits);
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

const details = (intent: SimulatedPaymentIntent): PaymentIntentDetails => ({
  id: intent.id,
  clientSecret: intent.clientSecret,
  status: intent.status,
  amountCents: intent.amountCents,
  currency: intent.currency,
  metadata: intent.metadata,
});

const refundOf = ({ id, paymentIntentId, amountCents, currency, status }: SimulatedRefund): Refund => ({
  id,
  paymentIntentId,
  amountCents,
  currency,
  status,
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A card gateway that behaves like Stripe in test mode, for running the product with no Stripe account:
 * 4242 4242 4242 4242 (and any other number passing the Luhn check) succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 is declined for insufficient funds. Its webhooks are signed with Stripe's
 * scheme, so the server's webhook route is exercised exactly as in production.
 */
export class SimulatedPaymentGateway implements PaymentGateway {
  private readonly webhookSecret: string;
  private readonly store: SimulatedPaymentIntentStore;
  private readonly deliverWebhook: ((delivery: SimulatedWebhookDelivery) => Promise<void>) | undefined;
  private readonly onWebhookError: (error: unknown) => void;
  private readonly now: () => Date;

  constructor(options: SimulatedPaymentGatewayOptions) {
    if (options.webhookSecret.length < MIN_SIMULATED_WEBHOOK_SECRET_LENGTH) {
      throw new Error(
        `The simulated gateway's webhookSecret must be at least ${MIN_SIMULATED_WEBHOOK_SECRET_LENGTH} characters`,
      );
    }
    this.webhookSecret = options.webhookSecret;
    this.store = options.store ?? new InMemorySimulatedPaymentIntentStore();
    this.deliverWebhook = options.deliverWebhook;
    this.onWebhookError = options.onWebhookError ?? (() => {});
    this.now = options.now ?? (() => new Date());
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    assertValidPaymentIntentInput(input);
    const id = `pi_sim_${randomHex(12)}`;
    const requestFingerprint = paymentIntentInputFingerprint(input);
    const stored = await this.store.insertOrGetByIdempotencyKey({
      id,
      clientSecret: `${id}_secret_${randomHex(16)}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      metadata: { ...input.metadata },
      description: input.description ?? null,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint,
      createdSeconds: this.nowSeconds(),
      lastPaymentError: null,
    });
    if (stored.requestFingerprint !== requestFingerprint) {
      throw new Error(
        `Keys for idempotent requests can only be used with the same parameters they were first used with (${input.idempotencyKey})`,
      );
    }
    const { metadata: _, ...intent } = details(stored);
    return intent;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    const intent = await this.store.findById(id);
    return intent && details(intent);
  }

  /** Refunds a succeeded intent in full and records it; a payment is refunded once, whatever the key. */
  async refundPayment(input: RefundPaymentInput): Promise<Refund> {
    const intent = await this.store.findById(input.paymentIntentId);
    if (!intent) throw new Error(`No such payment_intent: '${input.paymentIntentId}'`);
    if (intent.status !== 'succeeded') {
      throw new Error('This PaymentIntent does not have a successful charge to refund.');
    }
    const stored = await this.store.insertRefundUnlessRefunded({
      id: `re_sim_${randomHex(12)}`,
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      currency: intent.currency,
      status: 'succeeded',
      idempotencyKey: input.idempotencyKey,
      metadata: { ...input.metadata },
      createdSeconds: this.nowSeconds(),
    });
    return refundOf(stored);
  }

  /** The refund recorded for the payment, or `null` when it was not refunded. */
  async findRefund(paymentIntentId: string): Promise<Refund | null> {
    const refund = await this.store.findRefundByPaymentIntentId(paymentIntentId);
    return refund && refundOf(refund);
  }

  verifyWebhook(
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
    nowSeconds: number,
  ): Promise<Result<PaymentWebhookEvent, WebhookVerificationCode>> {
    return verifyStripeEvent(rawBody, signatureHeader, this.webhookSecret, nowSeconds);
  }

  /**
   * Confirms the intent with a card, as Stripe.js does in the browser: by its whole client secret
   * only, never by the intent id, which travels in receipts and webhooks. A decline leaves the intent
   * awaiting another card, as Stripe does.
   */
  async confirmCard(
    clientSecret: string,
    card: SimulatedCard,
  ): Promise<Result<PaymentIntentDetails, SimulatedCardCode>> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = await this.store.findById(id);
    if (!intent || !sameSecret(clientSecret, intent.clientSecret)) {
      return err('PAYMENT_INTENT_NOT_FOUND', `No such payment_intent: '${id}'`);
    }
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return this.unexpectedState(intent);
    }
    const checked = cardProblem(card, this.now());
    if (!checked.ok) return checked;

    const decline = DECLINES[checked.value];
    const next: SimulatedPaymentIntent = decline
      ? {
          ...intent,
          status: 'requires_payment_method',
          lastPaymentError: {
            code: decline.code,
            declineCode: decline.declineCode,
            message: decline.message,
          },
        }
      : { ...intent, status: 'succeeded', lastPaymentError: null };
    // Two confirmations racing: only the first moves the intent on.
    if (!(await this.store.replaceIfStatus(next, intent.status))) {
      return this.unexpectedState((await this.store.findById(id)) ?? intent);
    }
    await this.emit(decline ? 'payment_intent.payment_failed' : PAYMENT_INTENT_SUCCEEDED, next);
    return decline ? err(decline.result, decline.message) : ok(details(next));
  }

  private unexpectedState(intent: SimulatedPaymentIntent) {
    return err(
      'PAYMENT_INTENT_UNEXPECTED_STATE',
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
    );
  }

  private async emit(type: string, intent: SimulatedPaymentIntent): Promise<void> {
    if (!this.deliverWebhook) return;
    const createdSeconds = this.nowSeconds();
    const rawBody = encodeStripeEvent({
      id: `evt_sim_${randomHex(12)}`,
      type,
      createdSeconds,
      paymentIntent: details(intent),
    });
    try {
      await this.deliverWebhook({
        rawBody,
        signatureHeader: await signWebhookPayload(rawBody, this.webhookSecret, createdSeconds),
      });
    } catch (error) {
      this.onWebhookError(error);
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}
