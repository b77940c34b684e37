import type { CorePorts } from '../ports/core-ports';
import type { PaymentIntentDetails } from '../ports/payment-gateway';
import { renewalChargeOfIntent, renewFromPaidCharge } from './renewal-charge-paid';

/** What a renewal charge's `payment_intent.succeeded` came to. */
export type RenewalChargeEventOutcome =
  /** This delivery renewed the membership. */
  | { readonly outcome: 'fulfilled'; readonly membershipId: string }
  /** The job, the member's confirmation or another delivery renewed it first. */
  | { readonly outcome: 'duplicate'; readonly membershipId: string }
  /** Not a charge of ours; acknowledged so the gateway stops sending it. */
  | { readonly outcome: 'ignored'; readonly code: 'RENEWAL_CHARGE_NOT_FOUND' }
  /** The gateway does not (yet) say the intent is paid: the delivery may come again. */
  | { readonly outcome: 'not-paid'; readonly code: 'PAYMENT_NOT_SUCCEEDED' }
  /** Paid, but not the charge's amount: nothing is renewed, for the platform to look into. */
  | { readonly outcome: 'refused'; readonly code: 'RENEWAL_AMOUNT_MISMATCH' };

type Ports = Pick<CorePorts, 'unitOfWork' | 'gateway' | 'mailer' | 'emailRenderer' | 'clock' | 'config'>;

/**
 * The gateway's `payment_intent.succeeded` for an off-session renewal charge (its metadata names the
 * charge): a charge job that died after the gateway took the money is finished here, through the same
 * renewal the job makes, so the membership is renewed once whoever comes first. The intent is read
 * again from the gateway, never trusted from the delivery alone.
 */
export class HandleRenewalChargeEvent {
  constructor(private readonly ports: Ports) {}

  async execute(delivered: PaymentIntentDetails): Promise<RenewalChargeEventOutcome> {
    const intent = await this.ports.gateway.retrievePaymentIntent(delivered.id);
    const named = intent && renewalChargeOfIntent(intent);
    const charge =
      named && (await this.ports.unitOfWork.run((repos) => repos.autoRenewals.findById(named.chargeId)));
    if (!intent || !charge || charge.membershipId !== named?.membershipId) {
      return { outcome: 'ignored', code: 'RENEWAL_CHARGE_NOT_FOUND' };
    }
    const membershipId = charge.membershipId;
    if (intent.status !== 'succeeded') return { outcome: 'not-paid', code: 'PAYMENT_NOT_SUCCEEDED' };
    if (charge.status === 'succeeded') return { outcome: 'duplicate', membershipId };
    if (intent.amountCents !== charge.totalCents)
      return { outcome: 'refused', code: 'RENEWAL_AMOUNT_MISMATCH' };
    const renewed = await renewFromPaidCharge(this.ports, charge.id, intent);
    return { outcome: renewed ? 'fulfilled' : 'duplicate', membershipId };
  }
}
