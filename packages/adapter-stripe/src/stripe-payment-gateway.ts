import {
  assertValidPaymentIntentInput,
  type CreatePaymentIntentInput,
  decodeStripeEvent,
  INVALID_WEBHOOK_PAYLOAD,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentDetails,
  type PaymentWebhookEvent,
  paymentIntentFromStripeObject,
  type Refund,
  type RefundPaymentInput,
  type RefundStatus,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookVerificationCode,
  webhookClockSkew,
  webhookTimestamp,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import Stripe from 'stripe';

export interface StripePaymentGatewayOptions {
  /** STRIPE_SECRET_KEY: `sk_live_...`, `sk_test_...` or a restricted `rk_...` key. */
  readonly secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the `whsec_...` signing secret of the webhook endpoint. */
  readonly webhookSecret: string;
  /** Where Stripe's API answers; only tests point it elsewhere. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
  /** Retries of failed network calls, each under the same idempotency key; 2 unless given. */
  readonly maxNetworkRetries?: number;
  readonly timeoutMs?: number;
}

const SECRET_KEY = /^(sk|rk)_(live|test)_\S+$/;
const WEBHOOK_SECRET = /^whsec_\S+$/;
// Ids reach this adapter from browsers; anything else is not worth a request to Stripe.
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{1,255}$/;

function toDetails(intent: Stripe.PaymentIntent): PaymentIntentDetails {
  const details = paymentIntentFromStripeObject(intent);
  if (!details) throw new Error(`Stripe answered an unreadable payment intent ${intent.id}`);
  return details;
}

const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
];

function toRefund(refund: Stripe.Refund, paymentIntentId: string): Refund {
  const status = REFUND_STATUSES.find((known) => known === refund.status);
  if (!status) throw new Error(`Stripe answered refund ${refund.id} with status ${refund.status}`);
  return { id: refund.id, paymentIntentId, amountCents: refund.amount, currency: refund.currency, status };
}

/** PaymentGateway on Stripe PaymentIntents (card payments) and Stripe-signed webhooks. */
export class StripePaymentGateway implements PaymentGateway {
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripePaymentGatewayOptions) {
    if (!SECRET_KEY.test(options.secretKey)) {
      throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)');
    }
    if (!WEBHOOK_SECRET.test(options.webhookSecret)) {
      throw new Error('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
    }
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      ...options.api,
    });
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    assertValidPaymentIntentInput(input);
    const created = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        metadata: { ...input.metadata },
        allowed_payment_method_types: ['card'],
        ...(input.description === undefined ? {} : { description: input.description }),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const { metadata: _, ...intent } = toDetails(created);
    return intent;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    if (!PAYMENT_INTENT_ID.test(id)) return null;
    try {
      return toDetails(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  }

  async refundPayment(input: RefundPaymentInput): Promise<Refund> {
    if (!PAYMENT_INTENT_ID.test(input.paymentIntentId)) {
      throw new Error(`No such payment_intent: '${input.paymentIntentId}'`);
    }
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          ...(input.metadata ? { metadata: { ...input.metadata } } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toRefund(refund, input.paymentIntentId);
    } catch (error) {
      // Refunded before under another key (or after Stripe forgot the key): answer that refund.
      if (
        !(error instanceof Stripe.errors.StripeInvalidRequestError) ||
        error.code !== 'charge_already_refunded'
      )
        throw error;
      const earlier = await this.stripe.refunds.list({ payment_intent: input.paymentIntentId, limit: 100 });
      const given = earlier.data.find((refund) => refund.status !== 'failed' && refund.status !== 'canceled');
      if (!given) throw error;
      return toRefund(given, input.paymentIntentId);
    }
  }

  async verifyWebhook(
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
    nowSeconds: number,
  ): Promise<Result<PaymentWebhookEvent, WebhookVerificationCode>> {
    try {
      await this.stripe.webhooks.constructEventAsync(
        typeof rawBody === 'string'
          ? rawBody
          : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength),
        signatureHeader ?? '',
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        nowSeconds * 1000,
      );
    } catch (error) {
      // The SDK parses the body once the signature matched: a signed body that is not JSON.
      if (error instanceof SyntaxError) return INVALID_WEBHOOK_PAYLOAD;
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      // The SDK tells a stale event from a forged one only by its message.
      return error.message.startsWith('Timestamp outside the tolerance zone')
        ? err('STALE_EVENT', 'The webhook was signed too long ago.')
        : err('INVALID_SIGNATURE', 'The webhook signature does not match its body.');
    }
    // The SDK accepts any future timestamp; the signature is good, so its timestamp is the sender's.
    const skew = webhookClockSkew(webhookTimestamp(signatureHeader) ?? nowSeconds, nowSeconds);
    if (skew) return skew;
    const event = decodeStripeEvent(
      typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody),
    );
    return event ? ok(event) : INVALID_WEBHOOK_PAYLOAD;
  }
}
