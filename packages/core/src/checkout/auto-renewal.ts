import {
  addDays,
  autoRenewalChargeDate,
  autoRenewalOffered,
  autoRenewalPeriod,
  type CalendarDate,
  type FeeBreakdown,
  feeBreakdown,
  platformShare,
  todayInZone,
} from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { ChargeDestination, PaymentIntentDetails } from '../ports/payment-gateway';
import type { RenewalChargeRecord, SavedCardRecord } from '../ports/repositories/auto-renewal-repository';
import type { CampgroundRecord, CampgroundSettingsRecord } from '../ports/repositories/campground-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { Repositories } from '../ports/unit-of-work';
import { recordMembershipEvent } from '../webhooks/webhook-events';
import { AlreadyFulfilled, changeDescription, recordGatewayPayment } from './apply-membership-change';
import { PURCHASE_CURRENCY } from './policy';
import { renewalFeesOf } from './price-membership-change';
import { campgroundToday } from './support';

/** The intent metadata that marks an off-session renewal charge. */
export const AUTO_RENEWAL_INTENT_TYPE = 'auto_renewal';

/** A membership's renewal as it would be charged today, with what the offer depends on. */
export interface AutoRenewalQuote {
  readonly membership: MembershipRecord;
  readonly campground: CampgroundRecord;
  readonly settings: CampgroundSettingsRecord;
  readonly type: MembershipTypeRecord;
  /** The campground offers automatic renewal for this membership's type. */
  readonly offered: boolean;
  /** Exactly the manual renewal's price (`renewalFeesOf`). */
  readonly fees: FeeBreakdown;
}

/** Reads of a campground, its settings and a type, each made once per id across several quotes. */
export interface QuoteReads {
  campground(id: string): Promise<CampgroundRecord | null>;
  settings(campgroundId: string): Promise<CampgroundSettingsRecord | null>;
  type(id: string): Promise<MembershipTypeRecord | null>;
}

const once = <T>(read: (id: string) => Promise<T>): ((id: string) => Promise<T>) => {
  const seen = new Map<string, Promise<T>>();
  return (id) => {
    const kept = seen.get(id) ?? read(id);
    seen.set(id, kept);
    return kept;
  };
};

export const quoteReads = (repos: Repositories): QuoteReads => ({
  campground: once((id) => repos.campgrounds.findById(id)),
  settings: once((id) => repos.campgrounds.findSettings(id)),
  type: once((id) => repos.membershipTypes.findById(id)),
});

/** The membership's renewal priced as a manual renewal is, or `null` when its records are gone. */
export const quoteAutoRenewal = async (
  repos: Repositories,
  membership: MembershipRecord,
  reads: QuoteReads = quoteReads(repos),
): Promise<AutoRenewalQuote | null> => {
  const campground = await reads.campground(membership.campgroundId);
  const settings = await reads.settings(membership.campgroundId);
  const type = await reads.type(membership.membershipTypeId);
  if (!campground || !settings || !type) return null;
  const fees = await renewalFeesOf(repos, membership, type, settings);
  const offered = autoRenewalOffered(settings, type.durationDays) && fees.total > 0;
  return { membership, campground, settings, type, offered, fees };
};

/** The breakdown a charge was opened with (the fee formula is a function of price and discount). */
export const feesOfCharge = (charge: RenewalChargeRecord): FeeBreakdown =>
  feeBreakdown(charge.listPriceCents, charge.discountPercentage);

/** The amounts a charge row records for a breakdown. */
export const chargeAmounts = (fees: FeeBreakdown) => ({
  listPriceCents: fees.subtotal,
  discountPercentage: fees.discountPercentage,
  discountCents: fees.discount,
  feeCents: fees.total - fees.subtotalAfterDiscount,
  totalCents: fees.total,
});

/** The destination charge of a renewal: the campground's account, the platform's share on top. */
export const renewalDestination = (accountId: string, fees: FeeBreakdown): ChargeDestination => ({
  accountId,
  applicationFeeCents: platformShare(fees),
});

export interface AutoRenewed {
  readonly membership: MembershipRecord;
  readonly charge: RenewalChargeRecord;
  readonly fees: FeeBreakdown;
  readonly paymentId: string;
}

/**
 * Applies a renewal charge the gateway says succeeded, once, under the charge's and membership's row
 * locks: the payment row (its unique gateway id guards it), the membership continued from its end
 * date (the same start, the end one period later: no gap, no overlap) or, when it ended while its
 * charge was retried, started again on the payment day; the charge marked succeeded. `null` when
 * another caller applied it.
 */
export const completeAutoRenewalLocked = async (
  repos: Repositories,
  chargeId: string,
  intent: PaymentIntentDetails,
  clock: Clock,
): Promise<AutoRenewed | null> => {
  const now = clock.now();
  const charge = await repos.autoRenewals.findByIdForUpdate(chargeId);
  if (!charge) throw new Error(`Renewal charge ${chargeId} vanished`);
  if (charge.status === 'succeeded') return null;
  if (intent.status !== 'succeeded' || intent.amountCents !== charge.totalCents) {
    throw new Error(`Intent ${intent.id} did not pay renewal charge ${chargeId}`);
  }
  const membership = await repos.memberships.findByIdForUpdate(charge.membershipId);
  if (!membership) throw new Error(`Renewal charge ${chargeId} names a missing membership`);
  const campground = await repos.campgrounds.findById(membership.campgroundId);
  const type = await repos.membershipTypes.findById(membership.membershipTypeId);
  if (!campground || !type) throw new Error(`Membership ${membership.id} names missing records`);
  const fees = feesOfCharge(charge);
  const paymentId = await recordGatewayPayment(
    repos,
    {
      gatewayPaymentId: intent.id,
      campgroundId: membership.campgroundId,
      amountCents: charge.totalCents,
      currency: PURCHASE_CURRENCY,
      fees,
    },
    {
      purpose: 'renewal',
      description: changeDescription('renewal', campground, type, type),
      userId: membership.memberId,
      membershipId: membership.id,
      charged: intent.destination ?? null,
    },
    now,
  );
  const from: CalendarDate =
    // biome-ignore lint/complexity/useMathMinMax: calendar dates are ISO strings, later is greater; Math.max takes numbers.
    membership.endDate > charge.periodEndDate ? membership.endDate : charge.periodEndDate;
  const period = autoRenewalPeriod(from, type.durationDays, campgroundToday(campground, clock));
  const continues = period.startDate === addDays(from, 1);
  const renewed = await repos.memberships.update(
    membership.id,
    {
      ...(continues ? {} : { startDate: period.startDate }),
      endDate: period.endDate,
      status: 'active',
      paymentStatus: 'paid',
      pricePaidCents: charge.totalCents,
    },
    now,
  );
  if (!renewed) throw new Error(`Membership ${membership.id} vanished`);
  await recordMembershipEvent(repos, 'membership.renewed', renewed, now);
  const done = await repos.autoRenewals.update(
    charge.id,
    { status: 'succeeded', gatewayIntentId: intent.id, nextAttemptAt: null },
    now,
  );
  if (!done) throw new AlreadyFulfilled();
  return { membership: renewed, charge: done, fees, paymentId };
};

/** How a membership's automatic renewal reads for its member and its owner. */
export interface AutoRenewalView {
  /** The campground offers it for this membership: the Turn on and Update card actions show. */
  readonly offered: boolean;
  readonly on: boolean;
  /** The day the next charge is made (campground time), while it is on. */
  readonly nextChargeDate: CalendarDate | null;
  /** What a renewal charge is today, where offered (the type's price may change before it). */
  readonly amountCents: number | null;
  readonly card: { readonly brand: string; readonly last4: string } | null;
  /** A charge waits for the member to confirm it with their bank. */
  readonly confirmationPending: boolean;
}

/** The view of one membership's automatic renewal. */
export const autoRenewalView = async (
  repos: Repositories,
  membership: MembershipRecord,
  daysBefore: number,
): Promise<AutoRenewalView> => {
  const quote = await quoteAutoRenewal(repos, membership);
  const card = await repos.autoRenewals.findCard(membership.id);
  const [latest] = await repos.autoRenewals.listLatest([membership.id]);
  return autoRenewalViewOf({ membership, quote, card, latest, daysBefore });
};

/** The view from what was read of the membership: its quote, saved card and latest charge. */
export const autoRenewalViewOf = ({
  membership,
  quote,
  card,
  latest,
  daysBefore,
}: {
  readonly membership: MembershipRecord;
  readonly quote: AutoRenewalQuote | null;
  readonly card: SavedCardRecord | null;
  readonly latest: RenewalChargeRecord | undefined;
  readonly daysBefore: number;
}): AutoRenewalView => {
  const on = membership.autoRenewal && card !== null;
  const retrying = latest?.status === 'declined' || latest?.status === 'pending';
  const chargeDate = autoRenewalChargeDate(membership.endDate, daysBefore);
  const nextChargeDate =
    !on || !quote?.offered
      ? null
      : retrying && latest?.nextAttemptAt && quote
        ? todayInZone(latest.nextAttemptAt, quote.campground.timeZone)
        : chargeDate;
  return {
    offered: quote?.offered ?? false,
    on,
    nextChargeDate,
    amountCents: quote?.offered ? quote.fees.total : null,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    confirmationPending: latest?.status === 'authentication_required',
  };
};
