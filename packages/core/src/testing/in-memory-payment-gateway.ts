import { encodeStripeEvent, verifyStripeEvent } from '../checkout/webhook-event';
import { signWebhookPayload } from '../checkout/webhook-signature';
import {
  assertValidPaymentIntentInput,
  type CreatePaymentIntentInput,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentDetails,
  type PaymentIntentStatus,
  paymentIntentInputFingerprint,
  type Refund,
  type RefundPaymentInput,
} from '../ports/payment-gateway';
import type { WebhookDelivery, WebhookDeliveryInput } from './payment-gateway-contract';

export interface InMemoryPaymentGatewayOptions {
  readonly webhookSecret?: string;
}

/**
 * PaymentGateway in a map, with Stripe's idempotency and webhook signatures. Tests move intents along
 * with {@link InMemoryPaymentGateway.setStatus} and build deliveries with
 * {@link InMemoryPaymentGateway.webhookDelivery}.
 */
export class InMemoryPaymentGateway implements PaymentGateway {
  readonly webhookSecret: string;
  readonly intents = new Map<string, PaymentIntentDetails>();
  private readonly idempotency = new Map<string, { readonly id: string; readonly fingerprint: string }>();

  constructor(options: InMemoryPaymentGatewayOptions = {}) {
    this.webhookSecret = options.webhookSecret ?? 'whsec_in_memory';
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    assertValidPaymentIntentInput(input);
    const fingerprint = paymentIntentInputFingerprint(input);
    const earlier = this.idempotency.get(input.idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint) {
      throw new Error(`Idempotency key ${input.idempotencyKey} was used with different parameters`);
    }
    const existing = earlier && this.intents.get(earlier.id);
    if (existing) return withoutMetadata(existing);

    const id = `pi_mem_${this.intents.size + 1}`;
    const intent: PaymentIntentDetails = {
      id,
      clientSecret: `${id}_secret_${globalThis.crypto.randomUUID().replaceAll('-', '')}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      metadata: { ...input.metadata },
    };
    this.intents.set(id, intent);
    this.idempotency.set(input.idempotencyKey, { id, fingerprint });
    return withoutMetadata(intent);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentDetails | null> {
    return this.intents.get(id) ?? null;
  }

  /** Every refund made, in order; a payment is refunded at most once. */
  readonly refunds: Refund[] = [];
  /** When set, refundPayment throws it (the gateway unreachable). */
  refundFailure: Error | null = null;

  async refundPayment(input: RefundPaymentInput): Promise<Refund> {
    if (this.refundFailure) throw this.refundFailure;
    const earlier = this.refunds.find((refund) => refund.paymentIntentId === input.paymentIntentId);
    if (earlier) return earlier;
    const intent = this.intents.get(input.paymentIntentId);
    if (intent?.status !== 'succeeded')
      throw new Error(`Payment ${input.paymentIntentId} has nothing to refund`);
    const refund: Refund = {
      id: `re_mem_${this.refunds.length + 1}`,
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      currency: intent.currency,
      status: 'succeeded',
    };
    this.refunds.push(refund);
    return refund;
  }

  verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined, nowSeconds: number) {
    return verifyStripeEvent(rawBody, signatureHeader, this.webhookSecret, nowSeconds);
  }

  setStatus(id: string, status: PaymentIntentStatus): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No payment intent ${id}`);
    this.intents.set(id, { ...intent, status });
  }

  /** The signed delivery the gateway would send about the intent as it now is. */
  async webhookDelivery(input: WebhookDeliveryInput): Promise<WebhookDelivery> {
    const paymentIntent = this.intents.get(input.intentId);
    if (!paymentIntent) throw new Error(`No payment intent ${input.intentId}`);
    const rawBody = encodeStripeEvent({
      id: input.eventId,
      type: input.type,
      createdSeconds: input.timestampSeconds,
      paymentIntent,
    });
    return { rawBody, signatureHeader: await this.sign(rawBody, input.timestampSeconds) };
  }

  /** The signature header for any body, as this gateway signs its deliveries. */
  sign(rawBody: string, timestampSeconds: number): Promise<string> {
    return signWebhookPayload(rawBody, this.webhookSecret, timestampSeconds);
  }
}

const withoutMetadata = ({ metadata: _, ...intent }: PaymentIntentDetails): PaymentIntent => intent;
