import type { CalendarDate } from '@camppass/domain';
import type { ListQuery, Page } from '../list';
import type { MembershipPaymentStatus, MembershipStatus } from './membership-repository';
import type { PaymentRecord } from './payment-repository';
import type { ProfileFields } from './user-repository';

/** A status the members list filters by; `all` keeps every status (archived memberships are never listed). */
export type OwnerMemberStatusFilter = 'all' | 'active' | 'upcoming' | 'expired' | 'pending' | 'cancelled';
/** Join date, name (the full name as shown, else the e-mail), expiration. */
export type OwnerMemberSort = 'createdAt' | 'name' | 'endDate';

export interface OwnerMemberFilter {
  /** The campgrounds read (the caller's, already checked); none reads nothing. */
  readonly campgroundIds: readonly string[];
  /**
   * Judged by the domain's `currentStatus` in each campground's time zone at `now`: a stored `active`
   * membership whose end date has passed is `expired`, one whose start date is later `upcoming`.
   */
  readonly status: OwnerMemberStatusFilter;
  readonly now: Date;
}

type OwnerMemberProfile = Pick<
  ProfileFields,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'dateOfBirth'
  | 'numid'
  | 'streetAddress'
  | 'city'
  | 'stateProvince'
  | 'postalCode'
  | 'country'
  | 'militaryStatus'
  | 'specialRequests'
>;

/** One membership of the members list with its member, type and campground (03 §3 Member record). */
export interface OwnerMemberRow {
  readonly id: string;
  readonly campgroundId: string;
  readonly campgroundName: string;
  readonly campgroundTimeZone: string;
  /**
   * The discount the membership's newest succeeded card payment applied (percentage 0–100, cents), as
   * that payment recorded it; `null` when no such payment recorded one (payments before migration 21).
   * Never the campground's percentage of today.
   */
  readonly appliedDiscount: { readonly percentage: number; readonly cents: number } | null;
  readonly membershipCode: string;
  readonly membershipTypeId: string;
  readonly membershipTypeName: string;
  readonly durationDays: number;
  readonly priceCents: number;
  /** As stored (never `archived` here). */
  readonly status: MembershipStatus;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly paymentStatus: MembershipPaymentStatus;
  readonly pricePaidCents: number;
  readonly isMilitaryDiscount: boolean;
  readonly autoRenewal: boolean;
  /** Brought in by a member file: paid outside CampPass, with no payment row. */
  readonly imported: boolean;
  readonly createdAt: Date;
  readonly userId: string;
  readonly email: string;
  readonly profile: OwnerMemberProfile;
  readonly hasIdPhoto: boolean;
  readonly hasSignature: boolean;
  readonly hasMilitaryDocument: boolean;
}

/**
 * What the CSV export reads of a member (03 §9): only these fields, so a large export reads, parses
 * and keeps a third of the columns of the list's row. A list row (`OwnerMemberRow`) is one too.
 */
export type OwnerMemberExportRow = Pick<
  OwnerMemberRow,
  | 'campgroundName'
  | 'campgroundTimeZone'
  | 'membershipCode'
  | 'membershipTypeName'
  | 'status'
  | 'startDate'
  | 'endDate'
  | 'paymentStatus'
  | 'pricePaidCents'
  | 'isMilitaryDiscount'
  | 'email'
  | 'hasIdPhoto'
> & {
  readonly profile: Pick<
    OwnerMemberProfile,
    'firstName' | 'lastName' | 'phone' | 'city' | 'stateProvince' | 'militaryStatus'
  >;
};

/** Counts by effective status and revenue (cents) of one membership type. */
export interface OwnerMemberTypeFigures {
  readonly membershipTypeId: string;
  readonly campgroundId: string;
  readonly displayName: string;
  readonly count: number;
  readonly active: number;
  /** Active but not started (their first day is later). */
  readonly upcoming: number;
  readonly expired: number;
  readonly pending: number;
  readonly cancelled: number;
  readonly revenueCents: number;
}

/** Member stats of 03 §3 over the filter's campgrounds, counted in the database. */
export interface OwnerMemberFigures {
  /** Memberships (archived ones left out). */
  readonly total: number;
  /** Members: the people holding those memberships, each counted once. */
  readonly people: number;
  /** Started and not ended. */
  readonly active: number;
  /** Active but not started (their first day is later). */
  readonly upcoming: number;
  readonly expired: number;
  readonly pending: number;
  readonly cancelled: number;
  /** Active and ending between today and `expiringWithinDays` from today. */
  readonly expiringSoon: number;
  /** Memberships whose payment status is pending. */
  readonly pendingPayments: number;
  readonly withNumid: number;
  readonly withSignature: number;
  readonly withPhoto: number;
  /** Bought with the military discount, or the member's profile names a military status. */
  readonly military: number;
  /** Succeeded payments of these campgrounds, refunded ones left out. */
  readonly revenueCents: number;
  /** Succeeded, unrefunded payments by month (`YYYY-MM` in the campground's time zone) since `revenueSince`. */
  readonly revenueByMonth: readonly { readonly month: string; readonly revenueCents: number }[];
  /** Every type of these campgrounds, by campground then sort order, with its counts. */
  readonly types: readonly OwnerMemberTypeFigures[];
  readonly byCampground: readonly {
    readonly campgroundId: string;
    readonly campgroundName: string;
    readonly count: number;
  }[];
}

export interface OwnerMemberStatsQuery {
  readonly campgroundIds: readonly string[];
  readonly now: Date;
  readonly expiringWithinDays: number;
  /** The first instant counted in `revenueByMonth`. */
  readonly revenueSince: Date;
}

/** The owner area's reads of members (03 §2.5): pages, stats, one member, and the export's stream. */
export interface OwnerMemberDirectory {
  listMembers(query: ListQuery<OwnerMemberFilter, OwnerMemberSort>): Promise<Page<OwnerMemberRow>>;
  /**
   * Every member the query's filter and search match, in its order, handed to `each` a batch at a
   * time; the page and page size are ignored. The next batch is read only once `each` settles, and
   * when `each` rejects nothing more is read and the returned promise rejects with its error.
   */
  streamMembers(
    query: ListQuery<OwnerMemberFilter, OwnerMemberSort>,
    batchSize: number,
    each: (rows: readonly OwnerMemberExportRow[]) => Promise<void>,
  ): Promise<void>;
  memberStats(query: OwnerMemberStatsQuery): Promise<OwnerMemberFigures>;
  /** One membership of any campground (archived ones included), or null. */
  findMember(membershipId: string): Promise<OwnerMemberRow | null>;
  /** The membership's payments, newest first. */
  memberPayments(membershipId: string): Promise<PaymentRecord[]>;
}
