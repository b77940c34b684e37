import type { PaymentRecord } from '../ports/repositories/payment-repository';

/**
 * What these payments brought in and kept, in cents: the recorded payments that succeeded, less those
 * refunded (a refund gives the whole payment back).
 */
export const keptCents = (payments: readonly Pick<PaymentRecord, 'status' | 'refunded' | 'amountCents'>[]) =>
  payments
    .filter((payment) => payment.status === 'succeeded' && !payment.refunded)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
