import type { CalendarDate, FeeBreakdown, PurchaseDetails } from '@camppass/domain';

/**
 * The purchase form of 04 §3 / §7 as the server validated it, under 04 §7's names; the e-mail
 * trimmed and lower-cased, `isMilitary` true only when the military discount was applied.
 */
export type CheckoutPurchase = PurchaseDetails;

/** Storage keys of the files uploaded before payment. */
export interface CheckoutUploads {
  readonly selfie: string;
  readonly signature: string;
  readonly militaryDocument: string | null;
}

/**
 * A member's renewal or extension of a membership they hold (02 §4), priced and recorded before the
 * card is charged, and applied by the same fulfilment as a purchase. The checkout's
 * `membershipTypeId` is the type the membership will have (the new one for an extension).
 */
export interface MembershipChange {
  readonly kind: 'renewal' | 'extension';
  readonly membershipId: string;
  readonly memberId: string;
  /** Who is told of a refund. */
  readonly email: string;
  readonly firstName: string;
  /** The membership's type when the change was priced; an extension applies only while it still is. */
  readonly fromMembershipTypeId: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
}

/**
 * `pending` until the membership exists; `fulfilled` once it does; `refused` when the payment
 * succeeded but the purchase could no longer be made (an active membership appeared meanwhile): the
 * payment is then refunded, and `refundId` says when that is done; `expired` when it was not paid in
 * time and its intent was cancelled (or it was free): it can no longer be paid nor fulfilled.
 */
export type CheckoutStatus = 'pending' | 'fulfilled' | 'refused' | 'expired';

export interface CheckoutFields {
  /** The gateway's payment intent id; unique. */
  readonly paymentIntentId: string;
  readonly campgroundId: string;
  readonly membershipTypeId: string;
  /** The purchase form and its uploads; `null` for a membership change. */
  readonly purchase: CheckoutPurchase | null;
  readonly uploads: CheckoutUploads | null;
  /** A renewal or extension; `null` (or absent when recording) for a purchase. */
  readonly change?: MembershipChange | null;
  /** The server-computed price breakdown, in cents. */
  readonly fees: FeeBreakdown;
  readonly amountCents: number;
  /** ISO 4217, lower case. */
  readonly currency: string;
}

export interface CheckoutRecord extends CheckoutFields {
  readonly id: string;
  readonly change: MembershipChange | null;
  readonly status: CheckoutStatus;
  readonly membershipId: string | null;
  /** Expired memberships of other types the fulfilment archived (04 §7 logicalDelete). */
  readonly archivedCount: number;
  /** Why a `refused` checkout was refused (an eligibility code). */
  readonly refusalCode: string | null;
  /** The gateway's refund of a `refused` checkout's payment, once made. */
  readonly refundId: string | null;
  readonly refundedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A purchase's checkout: the form and uploads a membership is made from. */
export type PurchaseCheckoutRecord = CheckoutRecord & {
  readonly purchase: CheckoutPurchase;
  readonly uploads: CheckoutUploads;
  readonly change: null;
};

export const isPurchaseCheckout = (checkout: CheckoutRecord): checkout is PurchaseCheckoutRecord =>
  checkout.change === null && checkout.purchase !== null && checkout.uploads !== null;

/** Whom a checkout's payment belongs to: the buyer of a purchase, the member of a change. */
export const payerOf = (checkout: CheckoutRecord): { readonly email: string; readonly firstName: string } => {
  const payer = checkout.change ?? checkout.purchase;
  if (!payer) throw new Error(`Checkout ${checkout.id} has neither a purchase nor a change`);
  return payer;
};

export type NewCheckout = CheckoutFields & { readonly id: string; readonly createdAt: Date };

/**
 * What a buyer is paying for, recorded before the card is charged and keyed by the payment intent, so
 * the membership can be created by whichever comes first: the browser, the gateway's webhook or a
 * reconciliation run.
 */
export interface CheckoutRepository {
  /** Stores a pending checkout under the id the caller chose (it travels in the intent's metadata). */
  create(checkout: NewCheckout): Promise<CheckoutRecord>;
  findByPaymentIntentId(paymentIntentId: string): Promise<CheckoutRecord | null>;
  /**
   * The checkout, locked until the surrounding transaction ends: concurrent fulfilments of one payment
   * wait here for each other and then see what the first one did.
   */
  lockByPaymentIntentId(paymentIntentId: string): Promise<CheckoutRecord | null>;
  /** Marks a pending checkout fulfilled; `false` when it was not pending. */
  markFulfilled(
    id: string,
    fulfilment: { membershipId: string; archivedCount: number },
    at: Date,
  ): Promise<boolean>;
  /** Marks a pending checkout refused with the reason; `false` when it was not pending. */
  markRefused(id: string, refusalCode: string, at: Date): Promise<boolean>;
  /** Marks a pending checkout expired; `false` when it was not pending (fulfilled or expired meanwhile). */
  markExpired(id: string, at: Date): Promise<boolean>;
  /** Checkouts of any status that name one of the upload keys, oldest first. */
  listNamingUploads(keys: readonly string[]): Promise<CheckoutRecord[]>;
  /** Records the refund of a refused checkout's payment; `false` when it was not refused or is refunded. */
  markRefunded(id: string, refundId: string, at: Date): Promise<boolean>;
  /** Refused checkouts whose payment is not refunded yet, oldest first. */
  listAwaitingRefund(limit: number): Promise<CheckoutRecord[]>;
  /**
   * Pending checkouts created from `from` (inclusive) until `to` (exclusive), newest first: recent lost
   * payments come before old abandoned checkouts, which never fill a reconciliation run.
   */
  listPendingCreatedBetween(from: Date, to: Date, limit: number): Promise<CheckoutRecord[]>;
}
