import type { PaymentRecord } from '../ports/repositories/payment-repository';

/**
 * What these payments brought in and kept, in cents: the recorded payments that succeeded, less what
 * was refunded of them (in part or wholly).
 */
export const keptCents = (
  payments: readonly Pick<PaymentRecord, 'status' | 'refunded' | 'amountCents' | 'refundedCents'>[],
) =>
  payments
    .filter((payment) => payment.status === 'succeeded' && !payment.refunded)
    .reduce(
      (sum, payment) => sum + payment.amountCents - Math.min(payment.amountCents, payment.refundedCents),
      0,
    );
