import { isBlank } from '../validation/form';

/**
 * What the owner's member stats, list and export say of a member (03 §3, §4). These are the one
 * definition: the database keeps each as a flag on the membership (migrations 14 and 20), and the
 * owner member stats contract runs a table of cases through the database and through these.
 * Blank means what `String.prototype.trim` leaves empty.
 */
export interface MemberFlagFields {
  /** The membership was bought with the military discount. */
  readonly isMilitaryDiscount: boolean;
  /** The member's profile's military status, free text. */
  readonly militaryStatus: string | null | undefined;
}

/** A military member: bought with the military discount, or the profile names a military status. */
export const isMilitaryMember = (member: MemberFlagFields): boolean =>
  member.isMilitaryDiscount || !isBlank(member.militaryStatus);

/** The member's profile gives a NUMID (the stats' members with NUMID). */
export const hasNumid = (numid: string | null | undefined): boolean => !isBlank(numid);
