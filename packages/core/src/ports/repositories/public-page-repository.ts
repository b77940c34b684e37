import type { ServiceIdentifier } from 'inversify';
import type { CampgroundRecord } from './campground-repository';
import type { MembershipRecord } from './membership-repository';

/** A membership with its member's e-mail, as the validity check and the reminder need it. */
export interface MembershipWithEmail {
  readonly membership: MembershipRecord;
  /** The member account's e-mail (lower-cased). */
  readonly email: string;
}

/** A code looked up at a campground: what validate-membership needs, in one round trip. */
export interface MembershipCodeLookup {
  readonly campgroundId: string;
  readonly campgroundStatus: CampgroundRecord['status'];
  /** IANA zone of the campground's "today". */
  readonly campgroundTimeZone: string;
  /** `null` when the campground has no membership with the code. */
  readonly found: MembershipWithEmail | null;
}

/**
 * Lookups and updates of the public page and the purchase that span campgrounds, memberships and
 * accounts, each one statement so the busiest calls (validate-membership) cost one round trip.
 */
export interface PublicPageRepository {
  /** Campgrounds whose status is active, by name (04 §2 campground picker). */
  listActiveCampgrounds(): Promise<CampgroundRecord[]>;
  /**
   * The campground found by slug and the membership with this code there, with the member's e-mail,
   * in one statement; `null` when no campground has the slug.
   */
  lookUpMembershipCode(campgroundSlug: string, membershipCode: string): Promise<MembershipCodeLookup | null>;
  /** Every membership of the account with this e-mail (case-insensitive) at the campground, newest first. */
  listMembershipsByEmail(campgroundId: string, email: string): Promise<MembershipRecord[]>;
  /** Sets the memberships' status to `archived` (the purchase's logical delete); answers how many changed. */
  archiveMemberships(ids: readonly string[], at: Date): Promise<number>;
  /**
   * Advances the campground's consecutive code counter by one, wrapping to the minimum past the
   * maximum, and answers the number claimed. Atomic: concurrent purchases never get the same number.
   * `null` when the campground has no settings.
   */
  claimConsecutiveCodeNumber(campgroundId: string, at: Date): Promise<number | null>;
}

export const PUBLIC_PAGE_REPOSITORY: ServiceIdentifier<PublicPageRepository> = Symbol.for(
  'camppass.PublicPageRepository',
);
