import { RecordOfflinePayment } from '@camppass/core/owner/record-offline-payment';
import { RefundPayment } from '@camppass/core/owner/refund-payment';
import { formatUsd, OFFLINE_PAYMENT_RECORDED, refundGivenMessage } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { presentPayment } from './owner-member-present';

/**
 * Process Payment of the member profile (03 §2.5): a payment made at the office, recorded by the owner;
 * and the owner's refund of a card payment.
 */
export const ownerPaymentRoutes = ({ use }: Area) => {
  return defineFunctions(use)
    .define('owner-refund-payment', async ({ caller, input }) => {
      const result = await use(RefundPayment).execute({
        actor: caller,
        paymentId: input.payment_id,
        amountCents: input.amount ?? null,
        reason: input.reason,
        ...(input.membership ? { membership: input.membership } : {}),
      });
      if (!result.ok) return result;
      const { payment, refund, membership } = result.value;
      const amount = refund?.amountCents ?? 0;
      return {
        success: true,
        message: refundGivenMessage(formatUsd(amount)),
        data: {
          payment: presentPayment(payment),
          refund: {
            id: refund?.gatewayRefundId ?? '',
            amount,
            amount_formatted: formatUsd(amount),
            reason: refund?.reason ?? null,
            created_at: (refund?.createdAt ?? payment.updatedAt).toISOString(),
          },
          membership: membership ? { id: membership.id, status: membership.status } : null,
        },
      };
    })
    .define('owner-record-payment', async ({ caller, input }) => {
      const result = await use(RecordOfflinePayment).execute({
        actor: caller,
        membershipId: input.membership_id,
        method: input.method,
        note: input.note ?? null,
      });
      if (!result.ok) return result;
      const { membership, payment } = result.value;
      return {
        success: true,
        message: OFFLINE_PAYMENT_RECORDED,
        data: {
          membership: {
            id: membership.id,
            status: membership.status,
            payment_status: membership.paymentStatus,
          },
          payment: presentPayment(payment),
        },
      };
    }).app;
};
