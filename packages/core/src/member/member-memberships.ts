import {
  type CalendarDate,
  displayStatus,
  effectiveStatus,
  type MembershipDisplayStatus,
  type MembershipStatus,
  todayInZone,
  toMembershipStatus,
} from '@camppass/domain';
import { keptCents } from '../checkout/kept-payments';
import {
  CAMPGROUND_SETTINGS_DEFAULTS,
  type CampgroundRecord,
  type CampgroundSettingsFields,
} from '../ports/repositories/campground-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { PaymentRecord } from '../ports/repositories/payment-repository';
import type { Repositories } from '../ports/unit-of-work';

/** A member's membership with its type and campground, and its status as of the campground's today. */
export interface MemberMembership {
  readonly membership: MembershipRecord;
  readonly type: MembershipTypeRecord | null;
  readonly campground: CampgroundRecord | null;
  /** What the member may ask of it, by the campground's settings (the server refuses the rest). */
  readonly allows: { readonly renewal: boolean; readonly extension: boolean };
  /** The campground's calendar day now, in its own time zone. */
  readonly today: CalendarDate;
  /**
   * The stored status as the dashboard reads it (02 §4): recomputed from the end date; an upcoming
   * membership is active here (it may be extended), `displayStatus` says it has not started.
   */
  readonly status: MembershipStatus;
  readonly displayStatus: MembershipDisplayStatus;
}

/** Looks each id up once, however many memberships share it. */
const memo = <T>(find: (id: string) => Promise<T | null>) => {
  const found = new Map<string, Promise<T | null>>();
  return (id: string) => {
    let hit = found.get(id);
    if (!hit) {
      hit = find(id);
      found.set(id, hit);
    }
    return hit;
  };
};

/** The membership with its type and campground, dated in the campground's time zone. */
export const describeMembership = async (
  membership: MembershipRecord,
  find: {
    readonly type: (id: string) => Promise<MembershipTypeRecord | null>;
    readonly campground: (id: string) => Promise<CampgroundRecord | null>;
    readonly settings: (campgroundId: string) => Promise<CampgroundSettingsFields | null>;
  },
  now: Date,
): Promise<MemberMembership> => {
  // One after the other: the repositories of one transaction share a single connection.
  const type = await find.type(membership.membershipTypeId);
  const campground = await find.campground(membership.campgroundId);
  const settings = (await find.settings(membership.campgroundId)) ?? CAMPGROUND_SETTINGS_DEFAULTS;
  const today = todayInZone(now, campground?.timeZone);
  // `archived` is the purchase's logical delete; to the member it reads as the expired one it was.
  const stored = toMembershipStatus(membership.status === 'archived' ? 'expired' : membership.status);
  const period = { status: stored, startDate: membership.startDate, endDate: membership.endDate };
  const shown = displayStatus(period, today);
  return {
    membership,
    type,
    campground,
    allows: { renewal: settings.allowMemberRenewals, extension: settings.allowMemberExtensions },
    today,
    status: effectiveStatus(period, today),
    displayStatus: shown,
  };
};

/** The lookups of a membership's type, campground and settings, each asked of the repositories. */
export const membershipLookups = (repos: Pick<Repositories, 'membershipTypes' | 'campgrounds'>) => ({
  type: (id: string) => repos.membershipTypes.findById(id),
  campground: (id: string) => repos.campgrounds.findById(id),
  settings: (campgroundId: string) => repos.campgrounds.findSettings(campgroundId),
});

/** A membership of the member's list, with what was paid for it. */
export interface ListedMembership extends MemberMembership {
  /** 02 §3 totalPaid: its recorded payments that succeeded, less those refunded, in cents. */
  readonly totalPaidCents: number;
  /** When it was last checked in at the gate, or null (issue 28). */
  readonly lastVisitAt: Date | null;
}

/**
 * Every membership of the member, newest first, described for the member area; `payments` are the
 * member's own (their Payments tab), from which each membership's total paid is counted.
 */
export const loadMemberMemberships = async (
  repos: Pick<Repositories, 'memberships' | 'membershipTypes' | 'campgrounds' | 'checkIns'>,
  memberId: string,
  now: Date,
  payments: readonly PaymentRecord[],
): Promise<ListedMembership[]> => {
  const lookups = membershipLookups(repos);
  const find = {
    type: memo(lookups.type),
    campground: memo(lookups.campground),
    settings: memo(lookups.settings),
  };
  const described: ListedMembership[] = [];
  const own = await repos.memberships.listByMember(memberId);
  // One read for every membership's last visit, not one per membership.
  const visits = await repos.checkIns.lastVisits(own.map((membership) => membership.id));
  for (const membership of own) {
    described.push({
      lastVisitAt: visits.get(membership.id) ?? null,
      ...(await describeMembership(membership, find, now)),
      totalPaidCents: keptCents(payments.filter((p) => p.membershipId === membership.id)),
    });
  }
  return described;
};

/** One membership, described alone. */
export const describeOne = (
  repos: Pick<Repositories, 'membershipTypes' | 'campgrounds'>,
  membership: MembershipRecord,
  now: Date,
): Promise<MemberMembership> => describeMembership(membership, membershipLookups(repos), now);
