import type { Result } from '@camppass/domain';
import type { ServiceIdentifier } from 'inversify';
import type {
  ChargeSavedCardInput,
  CreateSetupIntentInput,
  EnsureCustomerInput,
  GatewayCustomer,
  SavedCardCharge,
  SavedPaymentMethod,
  SetupIntent,
  SetupIntentDetails,
} from './payment-gateway-saved-cards';

import type { CreatePaymentIntentInput, PaymentIntent, PaymentIntentDetails } from './payment-intent';

export * from './payment-gateway-saved-cards';
export * from './payment-intent';

export const PAYMENT_INTENT_SUCCEEDED = 'payment_intent.succeeded';
export const PAYMENT_INTENT_PAYMENT_FAILED = 'payment_intent.payment_failed';

/** A refund's life cycle, named as Stripe names it; `pending` and `succeeded` both give the money back. */
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface RefundPaymentInput {
  /** The succeeded intent whose money goes back to the card. */
  readonly paymentIntentId: string;
  /**
   * Cents to give back, at most what is left to refund; absent: everything left. A partial refund
   * is one of several a payment may have.
   */
  readonly amountCents?: number;
  /**
   * One key per refund: the same key answers the refund made first, so callers racing to make one
   * refund make one between them.
   */
  readonly idempotencyKey: string;
  /** Kept with the refund, e.g. the checkout it settles or the owner's reason. */
  readonly metadata?: Readonly<Record<string, string>>;
  /** Destination charges: take the refunded share back from the connected account (`reverse_transfer`). */
  readonly reverseTransfer?: boolean;
  /** Destination charges: give the platform's share back in proportion (`refund_application_fee`). */
  readonly refundApplicationFee?: boolean;
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

/** A campground's Stripe Connect (Express) account as the gateway reports it. */
export interface ConnectedAccount {
  /** Stripe `acct_...`. */
  readonly id: string;
  readonly detailsSubmitted: boolean;
  readonly chargesEnabled: boolean;
  readonly payoutsEnabled: boolean;
  /** What the gateway still needs before it enables charges or payouts (`requirements.currently_due`). */
  readonly requirementsDue: readonly string[];
  /** Why the account is restricted (`requirements.disabled_reason`), or `null`. */
  readonly disabledReason: string | null;
}

export interface CreateConnectedAccountInput {
  /** The owner's e-mail, pre-filled on the gateway's onboarding form. */
  readonly email: string;
  /** Two-letter country code, e.g. `US`. */
  readonly country: string;
  readonly businessName: string;
  /** e.g. the campground id; returned unchanged on the account. */
  readonly metadata: Readonly<Record<string, string>>;
  /** One key per campground: the same key answers the account made first. */
  readonly idempotencyKey: string;
}

export interface CreateAccountLinkInput {
  readonly accountId: string;
  /** Where the gateway sends the owner when the link expired or was used: ask for a new one. */
  readonly refreshUrl: string;
  /** Where the gateway sends the owner when they leave onboarding (finished or not). */
  readonly returnUrl: string;
}

/** A one-time link into the gateway's hosted onboarding or Express dashboard. */
export interface GatewayLink {
  readonly url: string;
  /** `null` when the gateway gives no expiry (Express dashboard login links). */
  readonly expiresAt: Date | null;
}

export interface AccountBalance {
  /** Cents the account may pay out now, in `currency`. */
  readonly availableCents: number;
  /** Cents not yet available. */
  readonly pendingCents: number;
  readonly currency: string;
}

export type PayoutStatus = 'paid' | 'pending' | 'in_transit' | 'canceled' | 'failed';

/** Money on its way from a connected account to the campground's bank. */
export interface Payout {
  /** Stripe `po_...`. */
  readonly id: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly status: PayoutStatus;
  /** When the money reaches (or reached) the bank. */
  readonly arrivalDate: Date;
  readonly createdAt: Date;
  /** The gateway's words when the payout failed, else `null`. */
  readonly failureMessage: string | null;
}

/** A charge as a `charge.refunded` event reports it: everything refunded so far. */
export interface ChargeRefunds {
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly amountRefundedCents: number;
  readonly refunds: readonly Refund[];
}

/** A card holder's dispute of a charge (`charge.dispute.created`). */
export interface ChargeDispute {
  /** Stripe `dp_...`. */
  readonly id: string;
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: string;
  /** The gateway's reason, e.g. `fraudulent`. */
  readonly reason: string;
  readonly status: string;
}

export const ACCOUNT_UPDATED = 'account.updated';
export const CHARGE_REFUNDED = 'charge.refunded';
export const CHARGE_DISPUTE_CREATED = 'charge.dispute.created';
export const PAYOUT_PAID = 'payout.paid';
export const PAYOUT_FAILED = 'payout.failed';

/** A verified webhook delivery, reduced to what the product acts on. */
export interface PaymentWebhookEvent {
  /** The gateway's event id, unique per event: deliveries are deduplicated on it. */
  readonly id: string;
  /** The gateway's event type, e.g. {@link PAYMENT_INTENT_SUCCEEDED}. */
  readonly type: string;
  /** The intent the event is about, as it was when the event was sent; `null` for other events. */
  readonly paymentIntent: PaymentIntentDetails | null;
  /** The connected account the event happened on (Stripe's top-level `account`), or `null`. */
  readonly accountId?: string | null;
  /** `account.updated`: the account as it now is. */
  readonly account?: ConnectedAccount | null;
  /** `payout.*`: the payout. */
  readonly payout?: Payout | null;
  /** `charge.refunded`: the charge's refunds. */
  readonly chargeRefunds?: ChargeRefunds | null;
  /** `charge.dispute.*`: the dispute. */
  readonly dispute?: ChargeDispute | null;
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
   * Cancels an intent nobody paid, so it can no longer be paid, and answers it as it now is
   * (`canceled`). An intent that already succeeded (or was cancelled) is left as it is and answered
   * so: a payment is never lost to a cancellation. `null` when the gateway knows no such id.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntentDetails | null>;
  /**
   * Gives a succeeded payment's money back to the card: `amountCents`, or everything left. Asked
   * again under the same key it answers that refund and makes no other; asked for everything left
   * of a payment already wholly refunded, it answers the last refund. An intent that is unknown or
   * not paid, or an amount above what is left, throws.
   */
  refundPayment(input: RefundPaymentInput): Promise<Refund>;
  /** Opens a Connect Express account for a campground. */
  createConnectedAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccount>;
  /** The account as it now is, or `null` when the gateway knows no such id. */
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null>;
  /** A one-time link into the hosted onboarding (`account_onboarding`). */
  createAccountLink(input: CreateAccountLinkInput): Promise<GatewayLink>;
  /** A one-time link into the account's Express dashboard. */
  createLoginLink(accountId: string): Promise<GatewayLink>;
  /** The connected account's balance. */
  retrieveBalance(accountId: string): Promise<AccountBalance>;
  /** The connected account's latest payouts, newest first. */
  listPayouts(accountId: string, limit: number): Promise<Payout[]>;
  /**
   * The platform customer a member's cards are saved to; the same idempotency key answers the same
   * customer. Customers live on the platform's account, also for destination charges.
   */
  ensureCustomer(input: EnsureCustomerInput): Promise<GatewayCustomer>;
  /**
   * Charges a saved card without the member present (`off_session`, confirmed at once), as a
   * destination charge when `destination` is given. Card failures are answered (`declined`,
   * `authentication_required`), never thrown; the same idempotency key never charges twice.
   */
  chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge>;
  /** A setup intent saving a card to the customer for off-session use, without charging it. */
  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntent>;
  /** The setup intent with the card it saved once succeeded, or `null` when the gateway knows no such id. */
  retrieveSetupIntent(id: string): Promise<SetupIntentDetails | null>;
  /** A saved card with its customer, or `null` when the gateway knows no such payment method. */
  retrievePaymentMethod(id: string): Promise<SavedPaymentMethod | null>;
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
