import { type CalendarDate, daysFrom } from '../dates/calendar-date';
import { moreMembershipsLabel } from './messages';

const MEMBERSHIP_STATUSES = ['active', 'expired', 'pending', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
/**
 * What a membership is on a day, the one rule every screen reads (the member's card and its PNG, the
 * owner's list, the status page, and the owner list's SQL, which a test holds to this rule): the
 * stored status recomputed from the dates, and `upcoming` for an active one whose first day is later.
 */
export type MembershipCurrentStatus = MembershipStatus | 'upcoming';
/** The overview's extra state: active and ending within the expiring window. */
export type MembershipDisplayStatus = MembershipCurrentStatus | 'expiring';

const MEMBER_EXPIRING_WINDOW_DAYS = 7;
/**
 * The owner's Expiring Soon (03 §3, §4): active and ending within 30 days, both ends included, in the
 * campground's time zone. The one home of the number: the use cases hand it to the repositories, and
 * the SQL receives it as a query parameter.
 */
export const OWNER_EXPIRING_WINDOW_DAYS = 30;
export const OVERVIEW_ACTIVE_LIMIT = 5;

export interface MembershipPeriod {
  readonly status: MembershipStatus;
  readonly endDate: CalendarDate;
}

export interface DatedMembership extends MembershipPeriod {
  readonly startDate: CalendarDate;
}

/** Stored values outside the four statuses are treated as pending (03 §4). */
export const toMembershipStatus = (value: string | null | undefined): MembershipStatus =>
  (MEMBERSHIP_STATUSES as readonly string[]).includes(value ?? '') ? (value as MembershipStatus) : 'pending';

/**
 * Status recomputed from the end date (02 §4): a membership whose last day has passed is expired,
 * otherwise active. Pending and cancelled memberships keep their status: no date makes them usable.
 */
export const effectiveStatus = (membership: MembershipPeriod, today: CalendarDate): MembershipStatus => {
  if (membership.status === 'pending' || membership.status === 'cancelled') return membership.status;
  return membership.endDate < today ? 'expired' : 'active';
};

/**
 * The status a membership shows on `today` (see MembershipCurrentStatus): expired once its last day
 * has passed, upcoming while its first day is later (paid for, not yet usable), otherwise as stored.
 */
export const currentStatus = (membership: DatedMembership, today: CalendarDate): MembershipCurrentStatus => {
  const status = effectiveStatus(membership, today);
  return status === 'active' && today < membership.startDate ? 'upcoming' : status;
};

/** 0 on the last day, negative once expired. */
export const daysUntilExpiration = (endDate: CalendarDate, today: CalendarDate): number =>
  daysFrom(today, endDate);

/** Active and ending between today and `windowDays` from today, both included. */
export const isExpiringSoon = (
  membership: MembershipPeriod,
  today: CalendarDate,
  windowDays: number = MEMBER_EXPIRING_WINDOW_DAYS,
): boolean =>
  effectiveStatus(membership, today) === 'active' &&
  daysUntilExpiration(membership.endDate, today) <= windowDays;

export const displayStatus = (
  membership: DatedMembership,
  today: CalendarDate,
  windowDays: number = MEMBER_EXPIRING_WINDOW_DAYS,
): MembershipDisplayStatus => {
  const current = currentStatus(membership, today);
  return current === 'active' && isExpiringSoon(membership, today, windowDays) ? 'expiring' : current;
};

export interface MemberActionSettings {
  /** Campground setting allow_member_renewals (default on). */
  readonly allowMemberRenewals?: boolean;
  /** Campground setting allow_member_extensions (default on). */
  readonly allowMemberExtensions?: boolean;
}

/** Renew is offered only for an expired membership (02 §4). */
export const canRenew = (
  membership: MembershipPeriod,
  today: CalendarDate,
  settings: MemberActionSettings = {},
): boolean => (settings.allowMemberRenewals ?? true) && effectiveStatus(membership, today) === 'expired';

/** Extend is offered only for an active membership, expiring ones included (02 §4). */
export const canExtend = (
  membership: MembershipPeriod,
  today: CalendarDate,
  settings: MemberActionSettings = {},
): boolean => (settings.allowMemberExtensions ?? true) && effectiveStatus(membership, today) === 'active';

export interface MembershipGroups<M> {
  readonly active: readonly M[];
  readonly expiring: readonly M[];
  readonly expired: readonly M[];
}

/** The member dashboard's memberships {active, expiring, expired}; expiring ones are also active. */
export const groupMemberships = <M extends MembershipPeriod>(
  memberships: readonly M[],
  today: CalendarDate,
): MembershipGroups<M> => ({
  active: memberships.filter((m) => effectiveStatus(m, today) === 'active'),
  expiring: memberships.filter((m) => isExpiringSoon(m, today, MEMBER_EXPIRING_WINDOW_DAYS)),
  expired: memberships.filter((m) => effectiveStatus(m, today) === 'expired'),
});

export interface DashboardCounters {
  readonly active: number;
  readonly expiringSoon: number;
  readonly expired: number;
  readonly total: number;
}

/** Active, Expiring Soon (1 Week), Expired, Total (02 §2); pending and cancelled count in Total only. */
export const dashboardCounters = (
  memberships: readonly MembershipPeriod[],
  today: CalendarDate,
): DashboardCounters => {
  const groups = groupMemberships(memberships, today);
  return {
    active: groups.active.length,
    expiringSoon: groups.expiring.length,
    expired: groups.expired.length,
    total: memberships.length,
  };
};

export interface OverviewList<M> {
  readonly shown: readonly M[];
  readonly moreCount: number;
  /** '+N more', or null when every membership is shown. */
  readonly moreLabel: string | null;
}

/** The overview shows the first 5 active memberships and a '+N more' line for the rest (02 §2). */
export const overviewList = <M>(
  active: readonly M[],
  limit: number = OVERVIEW_ACTIVE_LIMIT,
): OverviewList<M> => {
  const moreCount = Math.max(0, active.length - limit);
  return {
    shown: active.slice(0, limit),
    moreCount,
    moreLabel: moreCount > 0 ? moreMembershipsLabel(moreCount) : null,
  };
};

/** The gate's question on the status page: active, and today within its first and last day. */
export const isValidOnDay = (membership: DatedMembership, day: CalendarDate): boolean =>
  effectiveStatus(membership, day) === 'active' && membership.startDate <= day && day <= membership.endDate;

/** The member as the public status page names them: first name and last initial ("Jamie R."). */
export const publicMemberName = (firstName: string | null, lastName: string | null): string => {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toUpperCase() ?? '';
  return [first, initial ? `${initial}.` : ''].filter((part) => part !== '').join(' ');
};

/**
 * A paid purchase's status (03 §3 auto_approve_memberships,
 * docs/decisions/memberships-and-dates.md#auto-approval-decides-a-paid-purchase-with-a-military-document):
 * active, unless it brought a military document to review and the campground approves by hand, when
 * it waits, pending, for the owner's approval of that document.
 */
export const purchasedMembershipStatus = (input: {
  readonly documentsNeedReview: boolean;
  readonly autoApprove: boolean;
}): 'active' | 'pending' => (input.documentsNeedReview && !input.autoApprove ? 'pending' : 'active');
