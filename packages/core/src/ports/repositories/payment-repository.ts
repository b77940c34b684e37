import type { Result } from '@camppass/domain';
import type { ListQuery, Page } from '../list';

export type PaymentStatus = 'succeeded' | 'pending' | 'failed';
export type PaymentPurpose = 'purchase' | 'renewal' | 'extension';

/** A card payment as the gateway confirmed it (02 §3 Payment). Amounts in cents. */
export interface PaymentFields {
  /** The gateway's id (a Stripe PaymentIntent id); unique, so a payment is fulfilled once. */
  readonly gatewayPaymentId: string;
  readonly userId: string | null;
  readonly campgroundId: string | null;
  readonly membershipId: string | null;
  readonly purpose: PaymentPurpose;
  readonly amountCents: number;
  /** ISO 4217, lower-case (`usd`). */
  readonly currency: string;
  readonly status: PaymentStatus;
  /** Wholly refunded: `refundedCents` equals `amountCents`. */
  readonly refunded: boolean;
  /** Cents given back so far, the sum of the payment's refunds; absent on a new payment: 0. */
  readonly refundedCents?: number;
  /** When the card holder disputed the charge, else absent or `null`. */
  readonly disputedAt?: Date | null;
  readonly description: string | null;
  readonly paymentMethod: string | null;
  readonly applicationFeeCents: number | null;
  readonly connectedAccountId: string | null;
  /**
   * Who recorded a payment made outside the gateway (cash, cheque, bank transfer at the office);
   * absent or `null` for a card payment.
   */
  readonly recordedBy?: string | null;
  /** The recorder's note on such a payment. */
  readonly note?: string | null;
  /**
   * The price before discount, the discount's percentage (0–100; 0 when none applied) and its amount,
   * as this payment's checkout priced them. `null` on payments recorded before they were kept
   * (migration 21) and on payments recorded at the office: never read from today's settings.
   */
  readonly listPriceCents?: number | null;
  readonly discountPercentage?: number | null;
  readonly discountCents?: number | null;
}

export interface PaymentRecord extends PaymentFields {
  readonly refundedCents: number;
  readonly disputedAt: Date | null;
  readonly recordedBy: string | null;
  readonly note: string | null;
  readonly listPriceCents: number | null;
  readonly discountPercentage: number | null;
  readonly discountCents: number | null;
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewPayment = PaymentFields & { readonly createdAt: Date };

/** One refund the gateway made of a payment, whole or partial (`payment_refunds`). */
interface PaymentRefundFields {
  readonly paymentId: string;
  /** The gateway's refund id (Stripe `re_...`): a refund is recorded once. */
  readonly gatewayRefundId: string;
  readonly amountCents: number;
  readonly currency: string;
  /** The owner's reason, why a checkout was refused, or `null` (a refund made in the gateway's dashboard). */
  readonly reason: string | null;
  /** The owner (or super admin) who gave it; `null` when no one here did. */
  readonly refundedBy: string | null;
}

export interface PaymentRefundRecord extends PaymentRefundFields {
  readonly id: string;
  readonly createdAt: Date;
}

export type NewPaymentRefund = PaymentRefundFields & { readonly createdAt: Date };

/** The member's payment list: newest, oldest, amount either way, status (02 §2 sort options). */
export const PAYMENT_SORT_FIELDS = ['date', 'amount', 'status'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
export interface PaymentListFilter {
  readonly userId: string;
}

export interface PaymentRepository {
  /** `PAYMENT_ALREADY_RECORDED` when a payment with this gateway id exists. */
  create(payment: NewPayment): Promise<Result<PaymentRecord, 'PAYMENT_ALREADY_RECORDED'>>;
  findById(id: string): Promise<PaymentRecord | null>;
  findByGatewayPaymentId(gatewayPaymentId: string): Promise<PaymentRecord | null>;
  /** The user's payments, newest first. */
  listByUser(userId: string): Promise<PaymentRecord[]>;
  /** One page of the user's payments; the search matches the description (case-insensitive). */
  listPage(query: ListQuery<PaymentListFilter, PaymentSortField>): Promise<Page<PaymentRecord>>;
  /**
   * The payment, its row locked until the transaction ends: another transaction's call for the same
   * payment waits, then reads what this one committed. Use inside `UnitOfWork.run` only.
   */
  findByIdForUpdate(id: string): Promise<PaymentRecord | null>;
  /**
   * Records a refund the gateway made, once: `null` when its gateway refund id is recorded already.
   * The payment's `refundedCents` and `refunded` are the caller's to update.
   */
  addRefund(refund: NewPaymentRefund): Promise<PaymentRefundRecord | null>;
  /**
   * Gives a refund recorded with no one behind it (the gateway's `charge.refunded` reported it first)
   * to the owner who asked for it, with their reason: `true` when it was such a refund.
   */
  claimRefund(
    gatewayRefundId: string,
    claim: { readonly refundedBy: string; readonly reason: string },
  ): Promise<boolean>;
  /** The payment's refunds, oldest first. */
  listRefunds(paymentId: string): Promise<PaymentRefundRecord[]>;
  /** Changes the given fields (not the gateway id); `null` when there is no such payment. */
  update(
    id: string,
    patch: Partial<Omit<PaymentFields, 'gatewayPaymentId'>>,
    at: Date,
  ): Promise<PaymentRecord | null>;
}
