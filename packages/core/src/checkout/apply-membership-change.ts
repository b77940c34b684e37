import {
  canExtend,
  canRenew,
  type MembershipStatus as DomainStatus,
  type FeeBreakdown,
  type MembershipChangeRefusal,
  platformShare,
  toMembershipStatus,
} from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { ChargeDestination } from '../ports/payment-gateway';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { CheckoutRecord, MembershipChange } from '../ports/repositories/checkout-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { PaymentPurpose } from '../ports/repositories/payment-repository';
import type { Repositories } from '../ports/unit-of-work';
import { recordMembershipEvent } from '../webhooks/webhook-events';
import { type KeptCard, keepCard } from './auto-renewal-choice';
import type { Created } from './fulfilment-emails';
import { isFreeCheckout } from './policy';
import { campgroundToday } from './support';

/** Thrown inside the transaction when the unique payment id shows another fulfilment won. */
export class AlreadyFulfilled extends Error {}

/**
 * The payment row of a checkout; its unique gateway id is the last guard against a second fulfilment.
 * Free checkouts have none. `charged` is the destination of the charge as the gateway made it (read
 * from the gateway, never from the browser or a webhook): the row records its connected account and
 * platform share; a charge on the platform's own account records no account and the domain's share.
 */
export const recordCheckoutPayment = async (
  repos: Repositories,
  checkout: CheckoutRecord,
  row: {
    readonly purpose: PaymentPurpose;
    readonly description: string;
    readonly userId: string | null;
    readonly membershipId: string | null;
    readonly charged: ChargeDestination | null;
  },
  now: Date,
): Promise<string> =>
  recordGatewayPayment(repos, { ...checkout, gatewayPaymentId: checkout.paymentIntentId }, row, now);

/** What a payment row says was charged; a checkout's or a renewal charge's. */
export interface GatewayPaymentSource {
  readonly gatewayPaymentId: string;
  readonly campgroundId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly fees: FeeBreakdown;
}

/**
 * The payment row of money the gateway took (its unique gateway id guards against a second one:
 * AlreadyFulfilled); the destination is recorded as the gateway made it.
 */
export const recordGatewayPayment = async (
  repos: Repositories,
  checkout: GatewayPaymentSource,
  row: {
    readonly purpose: PaymentPurpose;
    readonly description: string;
    readonly userId: string | null;
    readonly membershipId: string | null;
    readonly charged: ChargeDestination | null;
  },
  now: Date,
): Promise<string> => {
  const { charged, ...fields } = row;
  const payment = await repos.payments.create({
    gatewayPaymentId: checkout.gatewayPaymentId,
    campgroundId: checkout.campgroundId,
    ...fields,
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    status: 'succeeded',
    refunded: false,
    paymentMethod: 'card',
    applicationFeeCents: charged?.applicationFeeCents ?? platformShare(checkout.fees),
    connectedAccountId: charged?.accountId ?? null,
    listPriceCents: checkout.fees.subtotal,
    discountPercentage: checkout.fees.discountPercentage,
    discountCents: checkout.fees.discount,
    createdAt: now,
  });
  if (!payment.ok) throw new AlreadyFulfilled();
  return payment.value.id;
};

const nameOf = (type: MembershipTypeRecord | null): string => (type ? type.displayName || type.name : '');

/** How a renewal or extension reads on the gateway and in the payment history. */
export const changeDescription = (
  kind: MembershipChange['kind'],
  campground: CampgroundRecord,
  type: MembershipTypeRecord,
  fromType: MembershipTypeRecord | null,
): string =>
  kind === 'renewal'
    ? `Renewal of ${nameOf(type)} membership at ${campground.name}`
    : `Extension from ${nameOf(fromType)} to ${nameOf(type)} at ${campground.name}`;

/** `archived` (replaced by a purchase of another type) reads as the expired membership it was. */
const statusOf = (membership: MembershipRecord): DomainStatus =>
  toMembershipStatus(membership.status === 'archived' ? 'expired' : membership.status);

/** Why the change can no longer be applied to the membership as it is now, or `null`. */
export const changeRefusal = (
  membership: MembershipRecord,
  change: MembershipChange,
  today: MembershipRecord['endDate'],
): MembershipChangeRefusal | null => {
  const period = { status: statusOf(membership), endDate: membership.endDate };
  if (change.kind === 'renewal') return canRenew(period, today) ? null : 'MEMBERSHIP_NOT_EXPIRED';
  return canExtend(period, today) && membership.membershipTypeId === change.fromMembershipTypeId
    ? null
    : 'MEMBERSHIP_NOT_ACTIVE';
};

/**
 * A renewal or extension under the checkout's row lock: applied when the membership still allows it
 * (renewal: expired; extension: active and still of the type it was priced from), with the payment
 * recorded; otherwise the payment is recorded, the checkout refused and the caller refunds it.
 */
export const applyMembershipChangeLocked = async (
  repos: Repositories,
  checkout: CheckoutRecord & { readonly change: MembershipChange },
  clock: Clock,
  charged: ChargeDestination | null,
  kept: KeptCard | null = null,
): Promise<Created | 'refused'> => {
  const now = clock.now();
  const { change } = checkout;
  const membership = await repos.memberships.findById(change.membershipId);
  const campground = await repos.campgrounds.findById(checkout.campgroundId);
  const type = await repos.membershipTypes.findById(checkout.membershipTypeId);
  if (!membership || !campground || !type) throw new Error(`Checkout ${checkout.id} names missing records`);
  const fromType = await repos.membershipTypes.findById(change.fromMembershipTypeId);
  const description = changeDescription(change.kind, campground, type, fromType);
  if (!isFreeCheckout(checkout))
    await recordCheckoutPayment(
      repos,
      checkout,
      { purpose: change.kind, description, userId: change.memberId, membershipId: membership.id, charged },
      now,
    );
  const refusal = changeRefusal(membership, change, campgroundToday(campground, clock));
  if (refusal) {
    await repos.checkouts.markRefused(checkout.id, refusal, now);
    return 'refused';
  }
  const changed = await repos.memberships.update(
    membership.id,
    change.kind === 'renewal'
      ? {
          startDate: change.startDate,
          endDate: change.endDate,
          status: 'active',
          paymentStatus: 'paid',
          pricePaidCents: checkout.amountCents,
        }
      : {
          membershipTypeId: checkout.membershipTypeId,
          endDate: change.endDate,
          status: 'active',
          pricePaidCents: membership.pricePaidCents + checkout.amountCents,
        },
    now,
  );
  if (!changed) throw new Error(`Membership ${membership.id} vanished`);
  await recordMembershipEvent(
    repos,
    change.kind === 'renewal' ? 'membership.renewed' : 'membership.extended',
    changed,
    now,
  );
  const renewing = kept ? await keepCard(repos, changed, kept, now) : changed;
  if (
    !(await repos.checkouts.markFulfilled(checkout.id, { membershipId: changed.id, archivedCount: 0 }, now))
  )
    throw new AlreadyFulfilled();
  return {
    membership: renewing,
    archivedCount: 0,
    newAccount: false,
    campground,
    type,
    sendWelcome: false,
    change: { kind: change.kind, fromTypeName: fromType ? fromType.displayName || fromType.name : type.name },
  };
};
