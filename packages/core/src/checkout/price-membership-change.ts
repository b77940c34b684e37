import {
  type CalendarDate,
  daysBetweenInclusive,
  EXTENSIONS_NOT_ALLOWED_MESSAGE,
  err,
  extensionEndDate,
  extensionFees,
  extensionTargets,
  type FeeBreakdown,
  feeBreakdown,
  MEMBERSHIP_CHANGE_REFUSALS,
  NO_EXTENSION_TARGETS_MESSAGE,
  ok,
  RENEWALS_NOT_ALLOWED_MESSAGE,
  type Result,
  renewalFees,
  renewalMilitaryDiscountApplies,
  renewalPeriod,
  renewalPrice,
} from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { CampgroundRecord, CampgroundSettingsRecord } from '../ports/repositories/campground-repository';
import type { MembershipChange } from '../ports/repositories/checkout-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { Repositories } from '../ports/unit-of-work';
import { militaryStanding } from '../shared/military-standing';
import { ownMembership } from '../shared/own-membership';
import { changeDescription, changeRefusal } from './apply-membership-change';
import { campgroundToday } from './support';

/**
 * A renewal's price, the same for one the member pays by hand and one that renews itself: the type's
 * price (the price paid when the type is gone), 10 % off when the membership had the military
 * discount and a military document of the member there is approved, free when the campground does
 * not require payment for renewals, and the fee formula on top.
 */
export const renewalFeesOf = async (
  repos: Repositories,
  membership: MembershipRecord,
  currentType: MembershipTypeRecord | null,
  settings: Pick<CampgroundSettingsRecord, 'requirePaymentForRenewals'>,
): Promise<FeeBreakdown> => {
  const price = renewalPrice(currentType?.priceCents, membership.pricePaidCents);
  const military = renewalMilitaryDiscountApplies({
    hadMilitaryDiscount: membership.isMilitaryDiscount,
    militaryDocumentApproved:
      membership.isMilitaryDiscount &&
      (await militaryStanding(repos, membership.memberId, membership.campgroundId)) === 'approved',
  });
  return settings.requirePaymentForRenewals ? renewalFees(price, military) : feeBreakdown(0);
};

/** What the member asks for; the price is never among it. */
export interface MembershipChangeRequest {
  readonly kind: 'renewal' | 'extension';
  readonly membershipId: string;
  /** Extension: the longer type wanted. */
  readonly newMembershipTypeId?: string | null;
  /** Renewal: the first day of the renewed membership, not before the campground's today. */
  readonly newStartDate?: string | null;
}

export type MembershipChangeCode =
  | 'MEMBERSHIP_NOT_FOUND'
  | 'RENEWALS_NOT_ALLOWED'
  | 'EXTENSIONS_NOT_ALLOWED'
  | 'MEMBERSHIP_NOT_EXPIRED'
  | 'MEMBERSHIP_NOT_ACTIVE'
  | 'INVALID_EXTENSION_TYPE'
  | 'INVALID_START_DATE';

export interface PricedChange {
  readonly change: MembershipChange;
  readonly campground: CampgroundRecord;
  /** The type the membership has afterwards. */
  readonly type: MembershipTypeRecord;
  readonly currentType: MembershipTypeRecord | null;
  readonly fees: FeeBreakdown;
  readonly today: CalendarDate;
}

/**
 * The server's price of a renewal or extension of the caller's own membership (02 §5, §9), from stored
 * data only: renewal = the type's price (the price paid when the type is gone) with 10 % off when the
 * membership had the military discount and a military document of the member there is approved,
 * free when the campground does not require payment for renewals; extension = new type's price −
 * current type's price, floored at 0, no discount; the fee formula on top. Refused when the campground turned the action off or the membership does not allow it.
 */
export const priceMembershipChange = async (
  repos: Repositories,
  memberId: string,
  request: MembershipChangeRequest,
  clock: Clock,
): Promise<Result<PricedChange, MembershipChangeCode>> => {
  const owned = await ownMembership(repos, memberId, request.membershipId);
  if (!owned.ok) return owned;
  const membership = owned.value;
  const campground = await repos.campgrounds.findById(membership.campgroundId);
  const settings = await repos.campgrounds.findSettings(membership.campgroundId);
  const user = await repos.users.findById(memberId);
  if (!campground || !settings || !user) throw new Error(`Membership ${membership.id} names missing records`);
  const profile = await repos.users.findProfile(memberId);
  const currentType = await repos.membershipTypes.findById(membership.membershipTypeId);
  const today = campgroundToday(campground, clock);
  const base = {
    membershipId: membership.id,
    memberId,
    email: user.email,
    firstName: profile?.firstName ?? '',
    fromMembershipTypeId: membership.membershipTypeId,
  };
  const refused = (kind: MembershipChange['kind']) => {
    const code = changeRefusal(membership, { ...base, kind, startDate: today, endDate: today }, today);
    return code && err(code, MEMBERSHIP_CHANGE_REFUSALS[code]);
  };

  if (request.kind === 'renewal') {
    if (!settings.allowMemberRenewals) return err('RENEWALS_NOT_ALLOWED', RENEWALS_NOT_ALLOWED_MESSAGE);
    const refusal = refused('renewal');
    if (refusal) return refusal;
    const durationDays =
      currentType?.durationDays ?? daysBetweenInclusive(membership.startDate, membership.endDate);
    const period = renewalPeriod(request.newStartDate || today, durationDays, today);
    if (!period.ok) return period;
    const fees = await renewalFeesOf(repos, membership, currentType, settings);
    const change: MembershipChange = {
      ...base,
      kind: 'renewal',
      startDate: period.value.newStartDate,
      endDate: period.value.newEndDate,
    };
    if (!currentType) throw new Error(`Membership ${membership.id} names a missing type`);
    return ok({ change, campground, type: currentType, currentType, fees, today });
  }

  if (!settings.allowMemberExtensions) return err('EXTENSIONS_NOT_ALLOWED', EXTENSIONS_NOT_ALLOWED_MESSAGE);
  const refusal = refused('extension');
  if (refusal) return refusal;
  const target = request.newMembershipTypeId
    ? await repos.membershipTypes.findById(request.newMembershipTypeId)
    : null;
  const currentDuration =
    currentType?.durationDays ?? daysBetweenInclusive(membership.startDate, membership.endDate);
  const allowed =
    target !== null &&
    target.campgroundId === membership.campgroundId &&
    extensionTargets({ membershipTypeId: membership.membershipTypeId, durationDays: currentDuration }, [
      target,
    ]).length === 1;
  if (!allowed || !target) return err('INVALID_EXTENSION_TYPE', NO_EXTENSION_TARGETS_MESSAGE);
  const change: MembershipChange = {
    ...base,
    kind: 'extension',
    startDate: membership.startDate,
    endDate: extensionEndDate(membership.startDate, target.durationDays),
  };
  const fees = extensionFees(target.priceCents, currentType?.priceCents ?? 0);
  return ok({ change, campground, type: target, currentType, fees, today });
};

/** How the change reads on the gateway and in the payment history. */
export const describePricedChange = (priced: PricedChange): string =>
  changeDescription(priced.change.kind, priced.campground, priced.type, priced.currentType);
