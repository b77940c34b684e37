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
  readonly refunded: boolean;
  /** Cents refunded so far (0 to `amountCents`); absent on a new payment, which has none. */
  readonly refundedCents?: number;
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
  /** Changes the given fields (not the gateway id); `null` when there is no such payment. */
  update(
    id: string,
    patch: Partial<Omit<PaymentFields, 'gatewayPaymentId'>>,
    at: Date,
  ): Promise<PaymentRecord | null>;
}
