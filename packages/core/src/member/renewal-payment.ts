import { AUTO_RENEWAL_MESSAGES, err, ok, type Result } from '@camppass/domain';
import { AUTO_RENEWAL_INTENT_TYPE } from '../checkout/auto-renewal';
import { renewFromPaidCharge } from '../checkout/renewal-charge-paid';
import type { CorePorts } from '../ports/core-ports';
import type { PaymentIntentDetails } from '../ports/payment-gateway';
import type { RenewalChargeRecord } from '../ports/repositories/auto-renewal-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { Principal } from '../shared/principal';
import { actAsMember, ownMembership } from './member-access';

export type RenewalPaymentCode =
  | 'FORBIDDEN'
  | 'MEMBERSHIP_NOT_FOUND'
  | 'NO_PENDING_RENEWAL_PAYMENT'
  | 'RENEWAL_PAYMENT_NOT_CONFIRMED';

/** A renewal charge the member's bank wants them to confirm, for the confirm page. */
export interface PendingRenewalPayment {
  readonly membershipId: string;
  readonly paymentIntentId: string;
  /** For the card form to confirm the payment; never stored by us. */
  readonly clientSecret: string;
  /** The saved card the payment is confirmed with. */
  readonly paymentMethodId: string | null;
  readonly amountCents: number;
  /** The end date the renewal continues from. */
  readonly periodEndDate: string;
}

type Ports = Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock' | 'mailer' | 'emailRenderer' | 'config'>;

const noPayment = () => err('NO_PENDING_RENEWAL_PAYMENT', AUTO_RENEWAL_MESSAGES.NO_PENDING_RENEWAL_PAYMENT);

/** The caller's membership's latest charge with an intent, and that intent as the gateway has it. */
const chargeWithIntent = async (
  ports: Ports,
  caller: Principal,
  membershipId: string,
): Promise<
  Result<
    {
      readonly charge: RenewalChargeRecord;
      readonly intent: PaymentIntentDetails;
      readonly membership: MembershipRecord;
    },
    RenewalPaymentCode
  >
> => {
  const member = actAsMember(caller);
  if (!member.ok) return member;
  const found = await ports.unitOfWork.run(async (repos) => {
    const owned = await ownMembership(repos, member.value, membershipId);
    if (!owned.ok) return owned;
    const [latest] = await repos.autoRenewals.listLatest([owned.value.id]);
    return ok({ membership: owned.value, charge: latest ?? null });
  });
  if (!found.ok) return found;
  const { charge, membership } = found.value;
  if (
    !charge?.gatewayIntentId ||
    (charge.status !== 'authentication_required' && charge.status !== 'succeeded')
  ) {
    return noPayment();
  }
  const intent = await ports.gateway.retrievePaymentIntent(charge.gatewayIntentId);
  if (
    !intent ||
    intent.metadata.type !== AUTO_RENEWAL_INTENT_TYPE ||
    intent.metadata.renewalChargeId !== charge.id
  ) {
    return noPayment();
  }
  return ok({ charge, intent, membership });
};

/** The confirm page's payment: the charge waiting for the member's bank, with its client secret. */
export class GetRenewalPayment {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
  }): Promise<Result<PendingRenewalPayment, RenewalPaymentCode>> {
    const found = await chargeWithIntent(this.ports, input.caller, input.membershipId);
    if (!found.ok) return found;
    const { charge, intent } = found.value;
    if (charge.status !== 'authentication_required' || intent.status === 'succeeded') return noPayment();
    return ok({
      membershipId: charge.membershipId,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      paymentMethodId: intent.paymentMethodId ?? null,
      amountCents: charge.totalCents,
      periodEndDate: charge.periodEndDate,
    });
  }
}

/**
 * After the member confirmed the payment with their bank: the gateway must say the charge's intent
 * succeeded; the membership is then renewed once (as the job renews it) and the receipt sent. Asked
 * again, it answers the renewed membership.
 */
export class ConfirmRenewalPayment {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
  }): Promise<Result<MembershipRecord, RenewalPaymentCode>> {
    const found = await chargeWithIntent(this.ports, input.caller, input.membershipId);
    if (!found.ok) return found;
    const { charge, intent, membership } = found.value;
    if (charge.status === 'succeeded') return ok(membership);
    if (intent.status !== 'succeeded') {
      return err('RENEWAL_PAYMENT_NOT_CONFIRMED', AUTO_RENEWAL_MESSAGES.RENEWAL_PAYMENT_NOT_CONFIRMED);
    }
    const renewed = await renewFromPaidCharge(this.ports, charge.id, intent);
    if (!renewed) {
      const again = await this.ports.unitOfWork.run((repos) => repos.memberships.findById(membership.id));
      return ok(again ?? membership);
    }
    return ok(renewed.membership);
  }
}
