import { err, ok, type Result } from '@camppass/domain';
import type {
  ChargeDispute,
  ChargeRefunds,
  ConnectedAccount,
  PaymentIntentDetails,
  PaymentIntentStatus,
  PaymentWebhookEvent,
  Payout,
  PayoutStatus,
  Refund,
  RefundStatus,
  WebhookVerificationCode,
} from '../ports/payment-gateway';
import { savedCardFieldsOfIntent } from './stripe-saved-card-objects';
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
  const transfer = isRecord(value.transfer_data) ? value.transfer_data : null;
  const destination =
    transfer && typeof transfer.destination === 'string'
      ? {
          accountId: transfer.destination,
          applicationFeeCents:
            typeof value.application_fee_amount === 'number' ? value.application_fee_amount : 0,
        }
      : null;
  return {
    id,
    // Stripe omits the secret from objects fetched with a publishable key and from some events.
    clientSecret: typeof client_secret === 'string' ? client_secret : '',
    status: status as PaymentIntentStatus,
    amountCents: amount,
    currency,
    metadata,
    destination,
    ...savedCardFieldsOfIntent(value),
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
  transfer_data: intent.destination ? { destination: intent.destination.accountId } : null,
  on_behalf_of: intent.destination?.accountId ?? null,
  application_fee_amount: intent.destination?.applicationFeeCents ?? null,
  ...(intent.customerId ? { customer: intent.customerId } : {}),
  ...(intent.paymentMethodId ? { payment_method: intent.paymentMethodId } : {}),
});

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads a Stripe `account` object; `null` when the object is something else. */
export function connectedAccountFromStripeObject(value: unknown): ConnectedAccount | null {
  if (!isRecord(value) || value.object !== 'account' || typeof value.id !== 'string') return null;
  const requirements = isRecord(value.requirements) ? value.requirements : {};
  return {
    id: value.id,
    detailsSubmitted: value.details_submitted === true,
    chargesEnabled: value.charges_enabled === true,
    payoutsEnabled: value.payouts_enabled === true,
    requirementsDue: strings(requirements.currently_due),
    disabledReason: typeof requirements.disabled_reason === 'string' ? requirements.disabled_reason : null,
  };
}

/** The Stripe `account` object for `account`. */
export const toStripeAccountObject = (account: ConnectedAccount) => ({
  id: account.id,
  object: 'account',
  type: 'express',
  details_submitted: account.detailsSubmitted,
  charges_enabled: account.chargesEnabled,
  payouts_enabled: account.payoutsEnabled,
  requirements: {
    currently_due: [...account.requirementsDue],
    disabled_reason: account.disabledReason,
  },
});

const PAYOUT_STATUSES: ReadonlySet<string> = new Set<PayoutStatus>([
  'paid',
  'pending',
  'in_transit',
  'canceled',
  'failed',
]);

const fromSeconds = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;

/** Reads a Stripe `payout` object; `null` when the object is something else. */
export function payoutFromStripeObject(value: unknown): Payout | null {
  if (!isRecord(value) || value.object !== 'payout') return null;
  const arrivalDate = fromSeconds(value.arrival_date);
  const createdAt = fromSeconds(value.created);
  if (
    typeof value.id !== 'string' ||
    typeof value.amount !== 'number' ||
    typeof value.currency !== 'string' ||
    typeof value.status !== 'string' ||
    !PAYOUT_STATUSES.has(value.status) ||
    !arrivalDate ||
    !createdAt
  ) {
    return null;
  }
  return {
    id: value.id,
    amountCents: value.amount,
    currency: value.currency,
    status: value.status as PayoutStatus,
    arrivalDate,
    createdAt,
    failureMessage: typeof value.failure_message === 'string' ? value.failure_message : null,
  };
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The Stripe `payout` object for `payout`. */
export const toStripePayoutObject = (payout: Payout) => ({
  id: payout.id,
  object: 'payout',
  amount: payout.amountCents,
  currency: payout.currency,
  status: payout.status,
  arrival_date: seconds(payout.arrivalDate),
  created: seconds(payout.createdAt),
  failure_message: payout.failureMessage,
});

const REFUND_STATUSES: ReadonlySet<string> = new Set<RefundStatus>([
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
]);

/** Reads a Stripe `refund` object; `null` when the object is something else. */
function refundFromStripeObject(value: unknown): Refund | null {
  if (!isRecord(value) || value.object !== 'refund') return null;
  const { id, payment_intent, amount, currency, status } = value;
  if (
    typeof id !== 'string' ||
    typeof payment_intent !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    typeof status !== 'string' ||
    !REFUND_STATUSES.has(status)
  ) {
    return null;
  }
  return {
    id,
    paymentIntentId: payment_intent,
    amountCents: amount,
    currency,
    status: status as RefundStatus,
  };
}

/** The Stripe `refund` object for `refund`. */
const toStripeRefundObject = (refund: Refund) => ({
  id: refund.id,
  object: 'refund',
  payment_intent: refund.paymentIntentId,
  amount: refund.amountCents,
  currency: refund.currency,
  status: refund.status,
});

/** Reads a Stripe `charge` object's refunds; `null` when the object is something else. */
function chargeRefundsFromStripeObject(value: unknown): ChargeRefunds | null {
  if (!isRecord(value) || value.object !== 'charge') return null;
  const { payment_intent, amount, amount_refunded } = value;
  if (typeof payment_intent !== 'string' || typeof amount !== 'number' || typeof amount_refunded !== 'number')
    return null;
  const list = isRecord(value.refunds) && Array.isArray(value.refunds.data) ? value.refunds.data : [];
  return {
    paymentIntentId: payment_intent,
    amountCents: amount,
    amountRefundedCents: amount_refunded,
    refunds: list.map(refundFromStripeObject).filter((refund): refund is Refund => refund !== null),
  };
}

/** The Stripe `charge` object for a payment and its refunds. */
export const toStripeChargeObject = (
  charge: ChargeRefunds & { readonly id: string; readonly currency: string },
) => ({
  id: charge.id,
  object: 'charge',
  payment_intent: charge.paymentIntentId,
  amount: charge.amountCents,
  amount_refunded: charge.amountRefundedCents,
  currency: charge.currency,
  refunded: charge.amountRefundedCents >= charge.amountCents,
  refunds: { object: 'list', data: charge.refunds.map(toStripeRefundObject) },
});

/** Reads a Stripe `dispute` object; `null` when the object is something else. */
function disputeFromStripeObject(value: unknown): ChargeDispute | null {
  if (!isRecord(value) || value.object !== 'dispute') return null;
  const { id, payment_intent, amount, currency, reason, status } = value;
  if (
    typeof id !== 'string' ||
    typeof payment_intent !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    typeof reason !== 'string' ||
    typeof status !== 'string'
  ) {
    return null;
  }
  return { id, paymentIntentId: payment_intent, amountCents: amount, currency, reason, status };
}

/** The Stripe `dispute` object for `dispute`. */
export const toStripeDisputeObject = (dispute: ChargeDispute) => ({
  id: dispute.id,
  object: 'dispute',
  payment_intent: dispute.paymentIntentId,
  amount: dispute.amountCents,
  currency: dispute.currency,
  reason: dispute.reason,
  status: dispute.status,
});

export interface WebhookEventInput {
  readonly id: string;
  readonly type: string;
  readonly createdSeconds: number;
  readonly paymentIntent: PaymentIntentDetails;
}

/** The JSON body of a Stripe event about a payment intent. */
export const encodeStripeEvent = (event: WebhookEventInput): string =>
  encodeStripeObjectEvent({ ...event, object: toStripePaymentIntentObject(event.paymentIntent) });

export interface ObjectEventInput {
  readonly id: string;
  readonly type: string;
  readonly createdSeconds: number;
  /** A Stripe object, e.g. from {@link toStripeAccountObject}. */
  readonly object: object;
  /** Set on events that happened on a connected account. */
  readonly accountId?: string | null;
}

/** The JSON body of a Stripe event about any object, on the platform or a connected account. */
export const encodeStripeObjectEvent = (event: ObjectEventInput): string =>
  JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.createdSeconds,
    ...(event.accountId ? { account: event.accountId } : {}),
    data: { object: event.object },
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
  return {
    id: parsed.id,
    type: parsed.type,
    paymentIntent: paymentIntentFromStripeObject(data),
    accountId: typeof parsed.account === 'string' ? parsed.account : null,
    account: connectedAccountFromStripeObject(data),
    payout: payoutFromStripeObject(data),
    chargeRefunds: chargeRefundsFromStripeObject(data),
    dispute: disputeFromStripeObject(data),
  };
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
