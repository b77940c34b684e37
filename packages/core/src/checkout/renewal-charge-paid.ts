import type { CorePorts } from '../ports/core-ports';
import type { PaymentIntentDetails } from '../ports/payment-gateway';
import { AlreadyFulfilled } from './apply-membership-change';
import { AUTO_RENEWAL_INTENT_TYPE, type AutoRenewed, completeAutoRenewalLocked } from './auto-renewal';
import { renewalAddressee, sendRenewalNotice } from './auto-renewal-emails';

type Ports = Pick<CorePorts, 'unitOfWork' | 'mailer' | 'emailRenderer' | 'clock' | 'config'>;

/** The renewal charge an intent pays, from its metadata; `null` for any other intent. */
export const renewalChargeOfIntent = (
  intent: Pick<PaymentIntentDetails, 'metadata'>,
): { readonly chargeId: string; readonly membershipId: string } | null => {
  const { type, renewalChargeId, membershipId } = intent.metadata;
  if (type !== AUTO_RENEWAL_INTENT_TYPE || !renewalChargeId || !membershipId) return null;
  return { chargeId: renewalChargeId, membershipId };
};

/**
 * Renews the membership of a renewal charge the gateway says is paid, and e-mails its receipt. The
 * charge job, the member's confirmation and the gateway's webhook all come here, so whichever is
 * first renews (under the charge's row lock) and the others find it done: `null`.
 */
export const renewFromPaidCharge = async (
  ports: Ports,
  chargeId: string,
  intent: PaymentIntentDetails,
): Promise<AutoRenewed | null> => {
  let renewed: AutoRenewed | null;
  try {
    renewed = await ports.unitOfWork.run((repos) =>
      completeAutoRenewalLocked(repos, chargeId, intent, ports.clock),
    );
  } catch (error) {
    if (error instanceof AlreadyFulfilled) return null;
    throw error;
  }
  if (!renewed) return null;
  const { charge, fees, membership } = renewed;
  const to = await ports.unitOfWork.run((repos) => renewalAddressee(repos, charge));
  if (to) {
    await sendRenewalNotice(ports, charge.membershipId, to, {
      kind: 'receipt',
      fees,
      endDate: membership.endDate,
      paymentId: intent.id,
    });
  }
  return renewed;
};
