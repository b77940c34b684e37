import type { Result } from '@camppass/domain';
import type { ServiceIdentifier } from 'inversify';

/** The life cycle of a payment intent, named as Stripe names it. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface CreatePaymentIntentInput {
  /** Positive whole cents, computed by the server from stored prices. */
  readonly amountCents: number;
  /** ISO 4217 code in lower case, e.g. `usd`. */
  readonly currency: string;
  /** Identifies what the payment buys (checkout id, campground id ...); returned unchanged. */
  readonly metadata: Readonly<Record<string, string>>;
  /**
   * The same key with the same input returns the intent created first, so a retried request never
   * charges twice; the same key with a different input is rejected.
   */
  readonly idempotencyKey: string;
  readonly description?: string;
}

export interface PaymentIntent {
  readonly id: string;
  /** Handed to the browser to confirm the payment; never logged or stored. */
  readonly clientSecret: string;
  readonly status: PaymentIntentStatus;
  readonly amountCents: number;
  readonly currency: string;
}

export interface PaymentIntentDetails extends PaymentIntent {
  readonly metadata: Readonly<Record<string, string>>;
}

export const PAYMENT_INTENT_SUCCEEDED = 'payment_intent.succeeded';

/** A refund's life cycle, named as Stripe names it; `pending` and `succeeded` both give the money back. */
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface RefundPaymentInput {
  /** The succeeded intent whose whole amount goes back to the card. */
  readonly paymentIntentId: string;
  /**
   * One key per payment refunded: the same key answers the refund made first, so callers racing to
   * refund one payment make one refund between them.
   */
  readonly idempotencyKey: string;
  /** Kept with the refund, e.g. the checkout it settles. */
  readonly metadata?: Readonly<Record<string, string>>;
}

export interface Refund {
  /** The gateway's refund id (Stripe `re_...`). */
  readonly id: string;
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly status: RefundStatus;
}

/** Whether the refund gives (or gave) the money back; `failed` and `canceled` ones do not. */
export const refundReturnsMoney = (refund: Refund): boolean =>
  refund.status === 'succeeded' || refund.status === 'pending' || refund.status === 'requires_action';

/** A verified webhook delivery, reduced to what the product acts on. */
export interface PaymentWebhookEvent {
  /** The gateway's event id, unique per event: deliveries are deduplicated on it. */
  readonly id: string;
  /** The gateway's event type, e.g. {@link PAYMENT_INTENT_SUCCEEDED}. */
  readonly type: string;
  /** The intent the event is about, as it was when the event was sent; `null` for other events. */
  readonly paymentIntent: PaymentIntentDetails | null;
}

export type WebhookVerificationCode = 'INVALID_SIGNATURE' | 'STALE_EVENT' | 'INVALID_PAYLOAD';

/**
 * Webhooks signed longer ago than this are refused, as Stripe's own libraries do, and so are those
 * dated further ahead (Stripe's libraries accept any future date, which would let a captured
 * delivery be replayed for as long as its forged clock allowed).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Card payments through PaymentIntents: the server creates an intent for an amount it computed, the
 * browser confirms it with the gateway, and the server learns the outcome by retrieving the intent or
 * from a signed webhook. The gateway's failures to answer throw.
 */
export interface PaymentGateway {
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  /** The intent with its metadata, or `null` when the gateway knows no such id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentDetails | null>;
  /**
   * Gives a succeeded payment's whole amount back to the card. Asked again, under the same or
   * another key, for a payment already refunded, it answers that refund and makes no other; an
   * intent that is unknown or not paid throws.
   */
  refundPayment(input: RefundPaymentInput): Promise<Refund>;
  /**
   * Checks a webhook delivery against the raw request body exactly as received and its signature
   * header: `INVALID_SIGNATURE` when the header is missing, malformed or does not match the body,
   * `STALE_EVENT` when its timestamp is more than {@link WEBHOOK_TOLERANCE_SECONDS} before or after
   * `nowSeconds`, `INVALID_PAYLOAD` when a correctly signed body is not a JSON event.
   */
  verifyWebhook(
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
    nowSeconds: number,
  ): Promise<Result<PaymentWebhookEvent, WebhookVerificationCode>>;
}

export const PAYMENT_GATEWAY: ServiceIdentifier<PaymentGateway> = Symbol.for('camppass.PaymentGateway');

/** Throws for input no gateway should be sent: amounts are computed by the server, so this is a bug. */
export function assertValidPaymentIntentInput(input: CreatePaymentIntentInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError(`amountCents must be a positive whole number, not ${input.amountCents}`);
  }
  if (!/^[a-z]{3}$/.test(input.currency))
    throw new RangeError(`Invalid currency ${JSON.stringify(input.currency)}`);
  if (input.idempotencyKey.trim() === '') throw new RangeError('An idempotency key is required');
}

/** Equal for two inputs a gateway treats as the same request under one idempotency key. */
export const paymentIntentInputFingerprint = (input: CreatePaymentIntentInput): string =>
  JSON.stringify([
    input.amountCents,
    input.currency,
    Object.entries(input.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    input.description ?? null,
  ]);
