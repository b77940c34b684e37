import type { CampgroundRecord } from './repositories/campground-repository';
import type { MembershipRecord } from './repositories/membership-repository';

/** A membership with its member's e-mail, as the validity check needs it. */
interface MembershipWithEmail {
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

/** A code looked up with a partner's key: the key's campground, as {@link MembershipCodeLookup}. */
export interface PartnerCodeLookup extends MembershipCodeLookup {
  readonly apiKeyId: string;
  readonly campgroundSlug: string;
}

/**
 * The read behind validate-membership, the busiest public call: one statement across campgrounds,
 * memberships and accounts, outside any transaction. A query port rather than a repository, so
 * the verification costs one round trip instead of a transaction's three.
 */
export interface MembershipVerificationQuery {
  /**
   * The campground found by slug and the membership with this code there, with the member's e-mail,
   * in one statement; `null` when no campground has the slug.
   */
  lookUpMembershipCode(campgroundSlug: string, membershipCode: string): Promise<MembershipCodeLookup | null>;
  /**
   * The same read for a partner: the campground of the live API key with this hash and the
   * membership with the code there, in one statement; `null` when no live key has the hash. A key
   * is live while it is not revoked and its campground's owner, if any, may sign in (a suspended
   * owner's keys stop, and work again on reactivation).
   */
  lookUpWithApiKey(keyHash: string, membershipCode: string): Promise<PartnerCodeLookup | null>;
}
