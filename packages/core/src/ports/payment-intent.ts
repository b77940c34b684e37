// Payment intents: what the server asks a card payment for, and what the gateway answers of it.

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
  /**
   * A destination charge: the money goes to the campground's connected account
   * (`transfer_data.destination`, also `on_behalf_of`) less the platform's share
   * (`application_fee_amount`). Absent: the charge stays on the platform's account.
   */
  readonly destination?: ChargeDestination;
  /**
   * The platform customer the payment is made by (Stripe `cus_...`, from `ensureCustomer`); needed to
   * save the card.
   */
  readonly customerId?: string;
  /**
   * `off_session`: once paid, the card stays saved to `customerId` for charges made without the member
   * present (`chargeSavedCard`); the succeeded intent names it in `paymentMethodId`.
   */
  readonly setupFutureUsage?: 'off_session';
}

/** Where a destination charge's money goes. */
export interface ChargeDestination {
  /** The campground's connected account (Stripe `acct_...`). */
  readonly accountId: string;
  /** The platform's share in whole cents, at most the amount charged. */
  readonly applicationFeeCents: number;
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
  /** The destination charge's connected account and platform share; `null` on a platform charge. */
  readonly destination?: ChargeDestination | null;
  /** The customer the intent was made for; absent or `null` when none. */
  readonly customerId?: string | null;
  /** The card the intent was (or is being) paid with, once there is one; absent or `null` before. */
  readonly paymentMethodId?: string | null;
  /**
   * That card's brand, last four digits and expiry when the gateway answered them with the intent
   * (retrieving a paid intent does; webhooks may not: use `retrievePaymentMethod`).
   */
  readonly card?: SavedCard | null;
}

/** A card saved for later use, as the member may be shown it ("Visa ending 4242, 12/2030"). */
export interface SavedCard {
  /** Stripe `pm_...`: what an off-session charge is made with. */
  readonly paymentMethodId: string;
  /** The card network in lower case, as Stripe names it: `visa`, `mastercard`, `amex` ... */
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  /** Four digits. */
  readonly expYear: number;
}

/** Throws for input no gateway should be sent: amounts are computed by the server, so this is a bug. */
export function assertValidPaymentIntentInput(input: CreatePaymentIntentInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError(`amountCents must be a positive whole number, not ${input.amountCents}`);
  }
  if (!/^[a-z]{3}$/.test(input.currency))
    throw new RangeError(`Invalid currency ${JSON.stringify(input.currency)}`);
  if (input.idempotencyKey.trim() === '') throw new RangeError('An idempotency key is required');
  const fee = input.destination?.applicationFeeCents;
  if (fee !== undefined && (!Number.isSafeInteger(fee) || fee < 0 || fee > input.amountCents)) {
    throw new RangeError(`applicationFeeCents must be whole cents within the amount, not ${fee}`);
  }
  if (input.setupFutureUsage !== undefined && !input.customerId)
    throw new RangeError('A card is saved only for a customer: customerId is required');
}

/** Equal for two inputs a gateway treats as the same request under one idempotency key. */
export const paymentIntentInputFingerprint = (input: CreatePaymentIntentInput): string =>
  JSON.stringify([
    input.amountCents,
    input.currency,
    Object.entries(input.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    input.description ?? null,
    input.destination ? [input.destination.accountId, input.destination.applicationFeeCents] : null,
    // Only when given, so the fingerprints of payments made before cards were saved stay as they were.
    ...(input.customerId === undefined && input.setupFutureUsage === undefined
      ? []
      : [input.customerId ?? null, input.setupFutureUsage ?? null]),
  ]);
