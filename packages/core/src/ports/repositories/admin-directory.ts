import type { CalendarDate } from '@camppass/domain';
import type { ListQuery, Page } from '../list';
import type { CampgroundRecord, CampgroundStatus } from './campground-repository';
import type { MembershipStatus } from './membership-repository';
import type { StoredRole } from './role-repository';
import type { AccountStatus, EmergencyContact } from './user-repository';

/** The system counts of 03 §3, from the stored rows (removed campgrounds not counted). */
export interface SystemCounts {
  readonly campgrounds: number;
  /** Accounts holding the owner role. */
  readonly owners: number;
  /** Accounts holding the member role. */
  readonly members: number;
  /**
   * Memberships active by the domain's `currentStatus` in each campground's today at `now` (started,
   * not ended), of campgrounds not removed: the number the owner's Members tab counts as Active.
   */
  readonly activeMemberships: number;
  /** Identity documents (military documents, selfies, signatures) waiting for a verdict. */
  readonly pendingVerifications: number;
}

/** A campground as the admin lists it: its record and the owner's name and e-mail, when it has one. */
export interface AdminCampground extends CampgroundRecord {
  readonly ownerName: string | null;
  readonly ownerEmail: string | null;
}

export interface AdminCampgroundFilter {
  readonly status: CampgroundStatus | null;
  /** Only campgrounds without an owner (what the invitation form offers). */
  readonly unownedOnly: boolean;
}
export type AdminCampgroundSort = 'name' | 'createdAt';

export interface RoleHeld {
  readonly role: StoredRole;
  readonly campgroundId: string | null;
}

/** An account as the admin lists it; profile fields empty and status `null` when it has no profile. */
export interface AccountSummary {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly status: AccountStatus | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Every role the account holds, oldest first. */
  readonly roles: readonly RoleHeld[];
}

/** An owner with the campgrounds they own (removed campgrounds left out). */
export interface OwnerSummary extends AccountSummary {
  readonly campgrounds: readonly { readonly id: string; readonly name: string }[];
}

export interface AccountFilter {
  /** Only accounts holding this role. */
  readonly role: StoredRole | null;
}
export type AccountSort = 'createdAt' | 'email';

/** A member's membership with the names the admin shows. */
export interface AdminMembership {
  readonly id: string;
  readonly membershipCode: string;
  readonly campgroundId: string;
  readonly campgroundName: string;
  readonly membershipTypeName: string;
  readonly status: MembershipStatus;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly createdAt: Date;
}

/** A member as the admin lists them: the account and their newest membership. */
export interface MemberSummary extends AccountSummary {
  readonly latestMembership: AdminMembership | null;
}

export interface MemberFilter {
  /** Only members with a membership at this campground. */
  readonly campgroundId: string | null;
  /** Only members whose newest membership has this status. */
  readonly status: MembershipStatus | null;
}

/** A member's details (03 §3 Admin member): the account, profile extras and every membership. */
export interface MemberDetails extends AccountSummary {
  readonly emergencyContact: EmergencyContact | null;
  readonly militaryStatus: string | null;
  readonly memberships: readonly AdminMembership[];
}

/** What the system view's health is judged from. */
export interface SystemHealthFigures {
  /** E-mails not yet sent. */
  readonly outboxBacklog: number;
  readonly oldestUnsentEmailAt: Date | null;
  /** The oldest checkout still waiting to become a membership, created before `pendingBefore`. */
  readonly oldestPendingCheckoutAt: Date | null;
  /** When the reconciliation job last finished. */
  readonly lastReconciliationAt: Date | null;
}

interface AppliedMigration {
  readonly version: number;
  readonly name: string;
  readonly appliedAt: Date | null;
}

/** The schema as the system view shows it, in place of a free SQL explorer. */
export interface SchemaOverview {
  /** Migrations this build knows, each with when it was applied (`null`: not yet). */
  readonly migrations: readonly AppliedMigration[];
  /** Versions recorded in the database that this build does not know. */
  readonly unknownVersions: readonly number[];
  /** Every table with its exact row count, by name. */
  readonly tables: readonly { readonly name: string; readonly rows: number }[];
}

/**
 * What the super admin reads across the platform. Every list is filtered, searched (on names and
 * e-mails, case-insensitively), sorted and paged in the database. The account lists count a searched
 * total (and the members' status-filtered total) up to `countLimit(query)`: past it the page's total
 * is that limit with `totalCapped`; other totals are exact.
 */
export interface AdminDirectory {
  systemCounts(now: Date): Promise<SystemCounts>;
  listCampgrounds(
    query: ListQuery<AdminCampgroundFilter, AdminCampgroundSort>,
  ): Promise<Page<AdminCampground>>;
  /** Accounts, searched on e-mail and full name. */
  listAccounts(query: ListQuery<AccountFilter, AccountSort>): Promise<Page<AccountSummary>>;
  /** Accounts holding the owner role, with their campgrounds. */
  listOwners(query: ListQuery<Omit<AccountFilter, 'role'>, AccountSort>): Promise<Page<OwnerSummary>>;
  /** Accounts holding the member role, with their newest membership. */
  listMembers(query: ListQuery<MemberFilter, AccountSort>): Promise<Page<MemberSummary>>;
  /** `null` when there is no such account. */
  memberDetails(userId: string): Promise<MemberDetails | null>;
  healthFigures(pendingBefore: Date): Promise<SystemHealthFigures>;
  schema(): Promise<SchemaOverview>;
  /** Notes that a background job finished a run at `at`. */
  recordJobRun(job: string, at: Date): Promise<void>;
}
