import { RecordOfflinePayment } from '@camppass/core/owner/record-offline-payment';
import { OFFLINE_PAYMENT_RECORDED } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { presentPayment } from './owner-member-present';

/** Process Payment of the member profile (03 §2.5): a payment made at the office, recorded by the owner. */
export const ownerPaymentRoutes = ({ use }: Area) => {
  return defineFunctions(use).define('owner-record-payment', async ({ caller, input }) => {
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
