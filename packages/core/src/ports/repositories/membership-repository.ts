import type { CalendarDate, Result } from '@camppass/domain';
import type { NewProfile } from './user-repository';

/** `archived`: an expired membership a later purchase of another type retired (04 §7 logical delete). */
export type MembershipStatus = 'active' | 'expired' | 'cancelled' | 'pending' | 'archived';
export type MembershipPaymentStatus = 'paid' | 'pending' | 'failed';
/** How a membership came: bought through CampPass, or brought in by a member file (no payment row). */
export type MembershipSource = 'checkout' | 'imported';

/** A member's membership at one campground (03 §3, 02 §3). */
export interface MembershipFields {
  /** Unique within its campground. */
  readonly membershipCode: string;
  readonly membershipTypeId: string;
  /** The member's user id. */
  readonly memberId: string;
  readonly campgroundId: string;
  /** First day of validity. */
  readonly startDate: CalendarDate;
  /** Last day of validity (inclusive). */
  readonly endDate: CalendarDate;
  readonly status: MembershipStatus;
  readonly paymentStatus: MembershipPaymentStatus;
  readonly autoRenewal: boolean;
  readonly pricePaidCents: number;
  readonly isMilitaryDiscount: boolean;
  /** The payment that created it, when one did. */
  readonly paymentId: string | null;
  /** When a card holder disputed one of its payments, else absent or `null`. */
  readonly disputedAt?: Date | null;
  /** How it came; absent is 'checkout'. */
  readonly source?: MembershipSource;
}

export interface MembershipRecord extends MembershipFields {
  readonly disputedAt: Date | null;
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewMembership = MembershipFields & { readonly createdAt: Date };

/** What the member import recognises a membership by: its member's e-mail, its type and its code. */
/** One accepted row of a member import, ready to write. */
export interface ImportedMembership {
  /** Trimmed, lower case. */
  readonly email: string;
  /** The profile a new account gets; an existing account keeps its own. */
  readonly profile: NewProfile;
  readonly membershipTypeId: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly status: 'active' | 'expired';
  /** The code a new membership takes; a membership already there keeps its own. */
  readonly membershipCode: string;
}

/** What one import batch wrote: its counts, and the memberships it created and those whose dates it changed. */
interface ImportBatchWritten {
  readonly created: number;
  readonly updated: number;
  /** Each membership the batch created, as it now stands, in the batch's order. */
  readonly createdMemberships: readonly MembershipRecord[];
  /** Each membership the batch updated whose start or end date it changed, as it now stands. */
  readonly redated: readonly MembershipRecord[];
}

export interface MembershipImportKey {
  /** Lower-cased as stored. */
  readonly email: string;
  readonly membershipTypeId: string;
  readonly membershipCode: string;
}

export interface MembershipRepository {
  /** `MEMBERSHIP_CODE_TAKEN` when the campground already has a membership with this code. */
  create(membership: NewMembership): Promise<Result<MembershipRecord, 'MEMBERSHIP_CODE_TAKEN'>>;
  findById(id: string): Promise<MembershipRecord | null>;
  /** The memberships with these ids, in one read, in no particular order; unknown ids are left out. */
  listByIds(ids: readonly string[]): Promise<MembershipRecord[]>;
  /**
   * The membership, its row locked until the transaction ends: another transaction's call for the
   * same membership waits, then reads what this one committed. Use inside `UnitOfWork.run` only.
   */
  findByIdForUpdate(id: string): Promise<MembershipRecord | null>;
  findByCode(campgroundId: string, membershipCode: string): Promise<MembershipRecord | null>;
  /** The member's memberships, newest first. */
  listByMember(memberId: string): Promise<MembershipRecord[]>;
  /**
   * Every membership of the account with this e-mail (trimmed, case-insensitive) at the campground,
   * newest first; what eligibility and the reminder look at.
   */
  listByMemberEmail(campgroundId: string, email: string): Promise<MembershipRecord[]>;
  /** Every membership of the campground (archived ones too, whose codes stay taken), in one read. */
  listImportKeys(campgroundId: string): Promise<MembershipImportKey[]>;
  /**
   * Writes one batch of a member import in a few set-based statements: an account without a password,
   * a profile and the member role for each e-mail not known; a paid membership (no price, no payment)
   * for each e-mail and type not at the campground; new dates (and status, unless archived) for those
   * that are. Answers how many were created and updated, with the created memberships and the updated
   * ones whose dates changed (for their webhook events). Throws (undoing the batch when inside
   * `UnitOfWork.run`) when a code is taken by another membership.
   */
  writeImportBatch(
    campgroundId: string,
    rows: readonly ImportedMembership[],
    at: Date,
  ): Promise<ImportBatchWritten>;
  /** Sets the memberships' status to `archived` (the purchase's logical delete); answers how many changed. */
  archive(ids: readonly string[], at: Date): Promise<number>;
  /** Changes the given fields (not code, member or campground); `null` when there is no such membership. */
  update(
    id: string,
    patch: Partial<Omit<MembershipFields, 'membershipCode' | 'memberId' | 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipRecord | null>;
}
