import type { CorePorts } from '../ports/core-ports';
import { type ChargeRefunds, refundReturnsMoney } from '../ports/payment-gateway';
import { recordPaymentRefund } from './record-payment-refund';

/** What a `charge.refunded` or `charge.dispute.created` event changed. */
export type ChargeEventOutcome = 'recorded' | 'duplicate' | 'ignored';

/**
 * `charge.refunded`: records the charge's refunds we do not have yet, such as one made in the gateway's
 * dashboard, through the same path as the owner's refund (the member is e-mailed; the membership is
 * kept, as no one here chose otherwise). A refund recorded already (the owner's own, a replay) changes
 * nothing; a charge we do not know, or the refund of a checkout that could not be fulfilled (its own
 * path records it), is acknowledged and ignored.
 */
export class RecordChargeRefunds {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock' | 'config' | 'emailRenderer'>) {}

  execute(charge: ChargeRefunds): Promise<ChargeEventOutcome> {
    return this.ports.unitOfWork.run(async (repos) => {
      const found = await repos.payments.findByGatewayPaymentId(charge.paymentIntentId);
      if (!found) return 'ignored';
      const checkout = await repos.checkouts.findByPaymentIntentId(charge.paymentIntentId);
      if (checkout?.status === 'refused') return 'ignored';
      let payment = await repos.payments.findByIdForUpdate(found.id);
      let outcome: ChargeEventOutcome = 'duplicate';
      for (const refund of charge.refunds) {
        if (!payment || !refundReturnsMoney(refund) || refund.paymentIntentId !== charge.paymentIntentId)
          continue;
        const recorded = await recordPaymentRefund(repos, this.ports, payment, refund, {
          refundedBy: null,
          reason: null,
          membership: 'keep',
        });
        if (recorded.refund) outcome = 'recorded';
        payment = recorded.payment;
      }
      return outcome;
    });
  }
}
