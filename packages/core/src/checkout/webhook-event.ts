import { err, ok, type Result } from '@camppass/domain';
import type {
  PaymentIntentDetails,
  PaymentIntentStatus,
  PaymentWebhookEvent,
  WebhookVerificationCode,
} from '../ports/payment-gateway';
import { verifyWebhookSignature } from './webhook-signature';

// Stripe's wire shapes for payment intents and events. Stripe sends them; the simulated gateway and the
// in-memory fake send the same, so every gateway's webhook goes through one reading of them.

const STATUSES: ReadonlySet<string> = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringRecord(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length === Object.keys(value).length ? Object.fromEntries(entries) : null;
}

/** Reads a Stripe `payment_intent` object; `null` when the object is something else. */
export function paymentIntentFromStripeObject(value: unknown): PaymentIntentDetails | null {
  if (!isRecord(value) || value.object !== 'payment_intent') return null;
  const { id, client_secret, status, amount, currency } = value;
  const metadata = stringRecord(value.metadata ?? {});
  if (
    typeof id !== 'string' ||
    typeof status !== 'string' ||
    !STATUSES.has(status) ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    metadata === null
  ) {
    return null;
  }
  return {
    id,
    // Stripe omits the secret from objects fetched with a publishable key and from some events.
    clientSecret: typeof client_secret === 'string' ? client_secret : '',
    status: status as PaymentIntentStatus,
    amountCents: amount,
    currency,
    metadata,
  };
}

/** The Stripe `payment_intent` object for `intent`. */
export const toStripePaymentIntentObject = (intent: PaymentIntentDetails, description?: string) => ({
  id: intent.id,
  object: 'payment_intent',
  amount: intent.amountCents,
  currency: intent.currency,
  status: intent.status,
  client_secret: intent.clientSecret,
  metadata: { ...intent.metadata },
  description: description ?? null,
});

export interface WebhookEventInput {
  readonly id: string;
  readonly type: string;
  readonly createdSeconds: number;
  readonly paymentIntent: PaymentIntentDetails;
}

/** The JSON body of a Stripe event about a payment intent. */
export const encodeStripeEvent = (event: WebhookEventInput): string =>
  JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.createdSeconds,
    data: { object: toStripePaymentIntentObject(event.paymentIntent) },
  });

/** Reads a Stripe event body whose signature has been checked; `null` when it is not a JSON event. */
export function decodeStripeEvent(body: string): PaymentWebhookEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.id !== 'string' || typeof parsed.type !== 'string') return null;
  const data = isRecord(parsed.data) ? parsed.data.object : undefined;
  return { id: parsed.id, type: parsed.type, paymentIntent: paymentIntentFromStripeObject(data) };
}

export const INVALID_WEBHOOK_PAYLOAD = err('INVALID_PAYLOAD', 'The signed webhook body is not an event.');

/** Verifies a Stripe-signed event body with `secret` and reads it. */
export async function verifyStripeEvent(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined,
  secret: string,
  nowSeconds: number,
): Promise<Result<PaymentWebhookEvent, WebhookVerificationCode>> {
  const verified = await verifyWebhookSignature(rawBody, signatureHeader, secret, nowSeconds);
  if (!verified.ok) return verified;
  const event = decodeStripeEvent(verified.value);
  return event ? ok(event) : INVALID_WEBHOOK_PAYLOAD;
}
