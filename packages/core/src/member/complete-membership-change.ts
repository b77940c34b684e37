import {
  CHANGE_PAYMENT_REQUIRED_MESSAGE,
  err,
  ok,
  PAYMENT_INTENT_MISSING,
  type Result,
} from '@camppass/domain';
import { FulfilCheckout, type FulfilCheckoutCode, type FulfilmentPorts } from '../checkout/fulfil-checkout';
import type { MembershipChangeRequest } from '../checkout/price-membership-change';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { Principal } from '../shared/principal';
import { actAsMember } from './member-access';
import { StartMembershipChange, type StartMembershipChangeCode } from './start-membership-change';

/** The text 02 §7 sends in place of a payment id when an extension costs nothing. */
export const NO_PAYMENT_NEEDED = 'no-payment-needed';

export interface CompleteMembershipChangeInput {
  readonly caller: Principal;
  readonly request: MembershipChangeRequest;
  /** The succeeded payment's id, or {@link NO_PAYMENT_NEEDED} (or nothing) when nothing is due. */
  readonly paymentIntentId?: string | null;
}

export interface MembershipChanged {
  readonly membership: MembershipRecord;
  readonly membershipTypeChanged: boolean;
  readonly newEndDate: string;
  /** The payment's id; empty when nothing was paid. */
  readonly transactionId: string;
}

export type CompleteMembershipChangeCode =
  | StartMembershipChangeCode
  | FulfilCheckoutCode
  | 'PAYMENT_REQUIRED';

/**
 * extend-membership and renew-membership (02 §7): the member's follow-up call after the card payment.
 * The change applied is the one recorded with the payment, not what this call says, and through the
 * same fulfilment as the webhook and reconciliation, so repeating the call, or racing the webhook,
 * applies it once. A payment id that is not the caller's change of this membership answers like an
 * unknown one. With nothing to pay the change is priced again here and, if it is still free, applied.
 */
export class CompleteMembershipChange {
  private readonly start: StartMembershipChange;
  private readonly fulfil: FulfilCheckout;

  constructor(private readonly ports: FulfilmentPorts) {
    this.start = new StartMembershipChange(ports);
    this.fulfil = new FulfilCheckout(ports);
  }

  async execute(
    input: CompleteMembershipChangeInput,
  ): Promise<Result<MembershipChanged, CompleteMembershipChangeCode>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const given = input.paymentIntentId?.trim() ?? '';
    let paymentIntentId = given;
    if (given === '' || given === NO_PAYMENT_NEEDED) {
      const started = await this.start.execute({ caller: input.caller, request: input.request, amount: 0 });
      if (!started.ok) {
        return started.code === 'AMOUNT_MISMATCH'
          ? err('PAYMENT_REQUIRED', CHANGE_PAYMENT_REQUIRED_MESSAGE)
          : started;
      }
      paymentIntentId = started.value.paymentIntentId;
    }
    const checkout = await this.ports.unitOfWork.run((repos) =>
      repos.checkouts.findByPaymentIntentId(paymentIntentId),
    );
    const change = checkout?.change;
    if (
      !checkout ||
      !change ||
      change.memberId !== member.value ||
      change.membershipId !== input.request.membershipId ||
      change.kind !== input.request.kind
    ) {
      return err('PAYMENT_INTENT_NOT_FOUND', PAYMENT_INTENT_MISSING);
    }
    const fulfilled = await this.fulfil.execute(paymentIntentId);
    if (!fulfilled.ok) return fulfilled;
    const { membership } = fulfilled.value;
    return ok({
      membership,
      membershipTypeChanged: membership.membershipTypeId !== change.fromMembershipTypeId,
      newEndDate: membership.endDate,
      transactionId: checkout.amountCents === 0 ? '' : paymentIntentId,
    });
  }
}
