import { err, ok, type Result } from '@camppass/domain';
import type { Principal } from '../auth/sessions';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { RandomSource } from '../ports/random-source';
import type { UnitOfWork } from '../ports/unit-of-work';
import { AMOUNT_MISMATCH_MESSAGE, UNSUPPORTED_CURRENCY_MESSAGE } from '../public/create-payment-intent';
import { type CheckoutStarted, openCheckout } from '../public/open-checkout';
import { PURCHASE_CURRENCY } from '../public/policy';
import { actAsMember } from './member-access';
import {
  describePricedChange,
  type MembershipChangeCode,
  type MembershipChangeRequest,
  type PricedChange,
  priceMembershipChange,
} from './price-membership-change';

export interface StartMembershipChangeInput {
  readonly caller: Principal;
  readonly request: MembershipChangeRequest;
  /** What the browser believes it will charge, in cents; only compared, never used. */
  readonly amount?: number | null;
  readonly currency?: string | null;
}

export type StartMembershipChangeCode =
  | MembershipChangeCode
  | 'FORBIDDEN'
  | 'AMOUNT_MISMATCH'
  | 'UNSUPPORTED_CURRENCY';

export interface MembershipChangeStarted extends CheckoutStarted {
  readonly priced: PricedChange;
}

/**
 * The payment of a renewal or extension (02 §4 "create the payment intent"): priced on the server,
 * recorded as a pending checkout of the change, and the gateway's intent created for it (none when
 * nothing is due). The webhook, reconciliation or the member's follow-up call then applies it, once.
 */
export class StartMembershipChange {
  constructor(
    readonly unitOfWork: UnitOfWork,
    readonly gateway: PaymentGateway,
    readonly random: RandomSource,
    readonly clock: Clock,
  ) {}

  /**
   * The change priced and dated as `execute` would charge it, with nothing opened at the gateway or
   * recorded: what the member is shown on each choice before going to payment. `execute` prices
   * again, so the charge is always the server's price of that moment.
   */
  async quote(
    input: Pick<StartMembershipChangeInput, 'caller' | 'request'>,
  ): Promise<Result<PricedChange, MembershipChangeCode | 'FORBIDDEN'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    return this.unitOfWork.run((repos) =>
      priceMembershipChange(repos, member.value, input.request, this.clock),
    );
  }

  async execute(
    input: StartMembershipChangeInput,
  ): Promise<Result<MembershipChangeStarted, StartMembershipChangeCode>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const currency = (input.currency ?? PURCHASE_CURRENCY).trim().toLowerCase();
    if (currency !== PURCHASE_CURRENCY) return err('UNSUPPORTED_CURRENCY', UNSUPPORTED_CURRENCY_MESSAGE);
    const priced = await this.quote(input);
    if (!priced.ok) return priced;
    const { fees, change, campground, type } = priced.value;
    if (input.amount !== undefined && input.amount !== null && input.amount !== fees.total) {
      return err('AMOUNT_MISMATCH', AMOUNT_MISMATCH_MESSAGE);
    }
    const started = await openCheckout(this, {
      campgroundId: campground.id,
      membershipTypeId: type.id,
      purchase: null,
      uploads: null,
      change,
      fees,
      currency,
      metadata: {
        type: `membership_${change.kind}`,
        membershipId: change.membershipId,
        memberEmail: change.email,
      },
      description: describePricedChange(priced.value),
    });
    return ok({ ...started, priced: priced.value });
  }
}
