import { err, ok, type Result } from '@camppass/domain';
import { buyerCustomerForRenewals } from '../checkout/auto-renewal-customer';
import { AMOUNT_MISMATCH_MESSAGE, UNSUPPORTED_CURRENCY_MESSAGE } from '../checkout/create-payment-intent';
import { type CheckoutStarted, openCheckout } from '../checkout/open-checkout';
import { PURCHASE_CURRENCY } from '../checkout/policy';
import {
  describePricedChange,
  type MembershipChangeCode,
  type MembershipChangeRequest,
  type PricedChange,
} from '../checkout/price-membership-change';
import type { CorePorts } from '../ports/core-ports';
import type { Principal } from '../shared/principal';
import { actAsMember } from './member-access';
import { QuoteMembershipChange } from './quote-membership-change';

export interface StartMembershipChangeInput {
  readonly caller: Principal;
  readonly request: MembershipChangeRequest;
  /** What the browser believes it will charge, in cents; only compared, never used. */
  readonly amount?: number | null;
  readonly currency?: string | null;
  /** "Renew automatically": save the card for renewals, where the campground offers it. */
  readonly autoRenew?: boolean | null;
}

export type StartMembershipChangeCode =
  | MembershipChangeCode
  | 'FORBIDDEN'
  | 'AMOUNT_MISMATCH'
  | 'UNSUPPORTED_CURRENCY'
  | 'PAYMENTS_NOT_ENABLED';

export interface MembershipChangeStarted extends CheckoutStarted {
  readonly priced: PricedChange;
}

/**
 * The payment of a renewal or extension (02 §4 "create the payment intent"): priced on the server,
 * recorded as a pending checkout of the change, and the gateway's intent created for it (none when
 * nothing is due). The webhook, reconciliation or the member's follow-up call then applies it, once.
 */
export class StartMembershipChange {
  private readonly quote: QuoteMembershipChange;

  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'gateway' | 'random' | 'clock'>) {
    this.quote = new QuoteMembershipChange(ports);
  }

  async execute(
    input: StartMembershipChangeInput,
  ): Promise<Result<MembershipChangeStarted, StartMembershipChangeCode>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const currency = (input.currency ?? PURCHASE_CURRENCY).trim().toLowerCase();
    if (currency !== PURCHASE_CURRENCY) return err('UNSUPPORTED_CURRENCY', UNSUPPORTED_CURRENCY_MESSAGE);
    const priced = await this.quote.execute(input);
    if (!priced.ok) return priced;
    const { fees, change, campground, type } = priced.value;
    if (input.amount !== undefined && input.amount !== null && input.amount !== fees.total) {
      return err('AMOUNT_MISMATCH', AMOUNT_MISMATCH_MESSAGE);
    }
    const saveCardFor =
      input.autoRenew && fees.total > 0
        ? await buyerCustomerForRenewals(this.ports, {
            campgroundId: campground.id,
            durationDays: type.durationDays,
            email: change.email,
            name: change.firstName,
            userId: change.memberId,
          })
        : null;
    const started = await openCheckout(this.ports, {
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
      saveCardFor,
    });
    if (!started.ok) return started;
    return ok({ ...started.value, priced: priced.value });
  }
}
