import type { ChargeDestination, PaymentIntentDetails, SavedCard } from './payment-intent';

/**
 * Saved cards for payments made without the member present (automatic renewals). Customers and their
 * cards live on the platform's account, and off-session charges are destination charges like every
 * other payment (see docs/decisions/checkout-and-payments.md, "Saved cards live on the platform").
 */

export interface EnsureCustomerInput {
  /**
   * One key per member, e.g. `customer-<userId>`: the same key answers the customer made first. The
   * gateway remembers keys for a day only (Stripe: 24 hours), so the caller keeps the answered id
   * and asks again only when it has none.
   */
  readonly idempotencyKey: string;
  readonly email: string;
  readonly name: string;
  /** e.g. the member's user id; kept with the customer. */
  readonly metadata: Readonly<Record<string, string>>;
}

/** A customer on the platform's account (Stripe `cus_...`), to whom cards are saved. */
export interface GatewayCustomer {
  readonly id: string;
}

/** A saved card with the customer it is attached to (`null`: attached to none, unusable off-session). */
export interface SavedPaymentMethod extends SavedCard {
  readonly customerId: string | null;
}

export interface ChargeSavedCardInput {
  /** Positive whole cents, computed by the server from stored prices. */
  readonly amountCents: number;
  /** ISO 4217 code in lower case, e.g. `usd`. */
  readonly currency: string;
  readonly customerId: string;
  /** A card saved to `customerId` (by a payment with `setupFutureUsage` or a setup intent). */
  readonly paymentMethodId: string;
  /** As for a payment the member makes: the campground's connected account and the platform's share. */
  readonly destination?: ChargeDestination;
  /** Returned unchanged on the intent and its webhooks, e.g. the membership and period charged. */
  readonly metadata: Readonly<Record<string, string>>;
  /**
   * One key per thing charged for, e.g. `renewal-<membershipId>-<periodEnd>`: asked again under the
   * same key, the gateway makes no other charge and answers the one made first as it now is. The same
   * key with a different input is rejected (throws).
   */
  readonly idempotencyKey: string;
  readonly description?: string;
}

/**
 * What an off-session charge came to. Card failures are answers, never thrown; only a gateway that
 * cannot be reached (or a request no gateway should be sent) throws.
 */
export type SavedCardCharge =
  /** The money is taken; `intent.status` is `succeeded`. */
  | { readonly outcome: 'succeeded'; readonly intent: PaymentIntentDetails }
  /**
   * The card's bank wants the member present (3-D Secure). Nothing is taken: as at Stripe the intent
   * awaits a payment method (`requires_payment_method`), and the member confirms it on-session with
   * `intent.clientSecret` and the saved card `intent.paymentMethodId` (Stripe.js
   * `confirmCardPayment`, or the simulated card form); it then succeeds.
   */
  | { readonly outcome: 'authentication_required'; readonly intent: PaymentIntentDetails }
  /**
   * The card was refused; nothing is taken. `declineCode` is Stripe's decline code
   * (`generic_decline`, `insufficient_funds` ...) or, when it gives none, its error code
   * (`expired_card` ...); `message` is the gateway's words, for logs and staff, not for members.
   */
  | {
      readonly outcome: 'declined';
      readonly intent: PaymentIntentDetails;
      readonly declineCode: string;
      readonly message: string;
    };

/** A setup intent's life cycle, named as Stripe names it. */
export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export interface CreateSetupIntentInput {
  /** The customer the confirmed card is saved to, for off-session use. */
  readonly customerId: string;
  /** The same key answers the setup intent made first. */
  readonly idempotencyKey: string;
  /** e.g. the membership whose card is updated; returned unchanged. */
  readonly metadata: Readonly<Record<string, string>>;
}

/** Saves a card without charging it ("Update card"); the browser confirms it with the card. */
export interface SetupIntent {
  readonly id: string;
  /** Handed to the browser to confirm the setup; never logged or stored. */
  readonly clientSecret: string;
  readonly status: SetupIntentStatus;
}

export interface SetupIntentDetails extends SetupIntent {
  readonly customerId: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  /** The card saved once the setup succeeded, else `null`. */
  readonly card: SavedCard | null;
}

/** Throws for a charge no gateway should be sent: amounts are computed by the server, so this is a bug. */
export function assertValidSavedCardCharge(input: ChargeSavedCardInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError(`amountCents must be a positive whole number, not ${input.amountCents}`);
  }
  if (!/^[a-z]{3}$/.test(input.currency))
    throw new RangeError(`Invalid currency ${JSON.stringify(input.currency)}`);
  if (input.idempotencyKey.trim() === '') throw new RangeError('An idempotency key is required');
  if (input.customerId.trim() === '' || input.paymentMethodId.trim() === '')
    throw new RangeError('A customer and a saved payment method are required');
  const fee = input.destination?.applicationFeeCents;
  if (fee !== undefined && (!Number.isSafeInteger(fee) || fee < 0 || fee > input.amountCents)) {
    throw new RangeError(`applicationFeeCents must be whole cents within the amount, not ${fee}`);
  }
}

/** Equal for two charges a gateway treats as the same request under one idempotency key. */
export const savedCardChargeFingerprint = (input: ChargeSavedCardInput): string =>
  JSON.stringify([
    input.amountCents,
    input.currency,
    input.customerId,
    input.paymentMethodId,
    Object.entries(input.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    input.description ?? null,
    input.destination ? [input.destination.accountId, input.destination.applicationFeeCents] : null,
  ]);
