import {
  type CalendarDate,
  displayStatus,
  type MembershipDisplayStatus,
  type MembershipStatus,
  todayInZone,
  toMembershipStatus,
} from '@camppass/domain';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { Repositories } from '../ports/unit-of-work';

/** A member's membership with its type and campground, and its status as of the campground's today. */
export interface MemberMembership {
  readonly membership: MembershipRecord;
  readonly type: MembershipTypeRecord | null;
  readonly campground: CampgroundRecord | null;
  /** The campground's calendar day now, in its own time zone. */
  readonly today: CalendarDate;
  /** The stored status as the dashboard reads it (02 §4): recomputed from the end date. */
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
  },
  now: Date,
): Promise<MemberMembership> => {
  // One after the other: the repositories of one transaction share a single connection.
  const type = await find.type(membership.membershipTypeId);
  const campground = await find.campground(membership.campgroundId);
  const today = todayInZone(now, campground?.timeZone);
  // `archived` is the purchase's logical delete; to the member it reads as the expired one it was.
  const stored = toMembershipStatus(membership.status === 'archived' ? 'expired' : membership.status);
  const period = { status: stored, endDate: membership.endDate };
  const shown = displayStatus(period, today);
  return {
    membership,
    type,
    campground,
    today,
    status: shown === 'expiring' ? 'active' : shown,
    displayStatus: shown,
  };
};

/** Every membership of the member, newest first, described for the member area. */
export const loadMemberMemberships = async (
  repos: Pick<Repositories, 'memberships' | 'membershipTypes' | 'campgrounds'>,
  memberId: string,
  now: Date,
): Promise<MemberMembership[]> => {
  const find = {
    type: memo((id) => repos.membershipTypes.findById(id)),
    campground: memo((id) => repos.campgrounds.findById(id)),
  };
  const described: MemberMembership[] = [];
  for (const membership of await repos.memberships.listByMember(memberId)) {
    described.push(await describeMembership(membership, find, now));
  }
  return described;
};

/** One membership, described alone. */
export const describeOne = (
  repos: Pick<Repositories, 'membershipTypes' | 'campgrounds'>,
  membership: MembershipRecord,
  now: Date,
): Promise<MemberMembership> =>
  describeMembership(
    membership,
    { type: (id) => repos.membershipTypes.findById(id), campground: (id) => repos.campgrounds.findById(id) },
    now,
  );
