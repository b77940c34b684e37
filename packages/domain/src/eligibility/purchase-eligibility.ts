import type { CalendarDate } from '../dates/calendar-date';
import { effectiveStatus, type MembershipStatus } from '../membership/status';
import { CONFLICT_FALLBACK_TITLE, CONFLICT_TITLES, ELIGIBILITY_MESSAGES } from './messages';

export type PurchaseEligibilityCode = keyof typeof ELIGIBILITY_MESSAGES;
/** Codes of the check-email answer: the e-mail conflict dialog's vocabulary (04 §8). */
export type EmailCheckCode = 'PROCEED' | 'EMAIL_ASSOCIATED' | keyof typeof CONFLICT_TITLES;

/** One of the e-mail's memberships at the campground being bought from. */
export interface ExistingMembership {
  readonly id: string;
  readonly membershipTypeId: string;
  readonly status: MembershipStatus;
  readonly endDate: CalendarDate;
}

export interface EligibilityQuery {
  readonly membershipTypeId: string;
  readonly today: CalendarDate;
  /** The e-mail's memberships at this campground. */
  readonly existing: readonly ExistingMembership[];
  /**
   * The e-mail already belongs to an owner, staff or admin account. Such an account cannot also
   * buy as a member; a member account simply gets the new membership.
   */
  readonly emailHasStaffAccount: boolean;
}

export interface PurchaseEligibility {
  readonly code: PurchaseEligibilityCode;
  readonly canProceed: boolean;
  readonly message: string;
}

/** Counts as holding a membership: not cancelled, and not past its last day (pending included). */
const holds = (m: ExistingMembership, today: CalendarDate): boolean =>
  m.status !== 'cancelled' && m.endDate >= today;

/**
 * May this e-mail buy this membership type at this campground (04 §7 check-email and
 * purchase-membership)? In order: a staff account's e-mail; a held membership of the same type;
 * a held membership of another type; an expired membership of the same type (renew instead).
 * Expired memberships of other types do not block: the purchase archives them.
 */
export const purchaseEligibility = (query: EligibilityQuery): PurchaseEligibility => {
  const answer = (code: PurchaseEligibilityCode): PurchaseEligibility => ({
    code,
    canProceed: code === 'PROCEED',
    message: ELIGIBILITY_MESSAGES[code],
  });
  if (query.emailHasStaffAccount) return answer('EMAIL_ASSOCIATED');
  const sameType = (m: ExistingMembership) => m.membershipTypeId === query.membershipTypeId;
  const held = query.existing.filter((m) => holds(m, query.today));
  if (held.some(sameType)) return answer('MEMBERSHIP_ACTIVE_EXISTS');
  if (held.length > 0) return answer('MEMBERSHIP_ACTIVE_DIFFERENT_TYPE');
  const expired = query.existing.filter((m) => effectiveStatus(m, query.today) === 'expired');
  if (expired.some(sameType)) return answer('MEMBERSHIP_RENEW_REQUIRED');
  return answer('PROCEED');
};

/** The check-email code for an eligibility answer. */
export const emailCheckCode = (code: PurchaseEligibilityCode): EmailCheckCode => {
  switch (code) {
    case 'MEMBERSHIP_ACTIVE_EXISTS':
    case 'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE':
      return 'ACTIVE_MEMBERSHIP';
    case 'MEMBERSHIP_RENEW_REQUIRED':
      return 'EXPIRED_SAME_TYPE';
    default:
      return code;
  }
};

/** Purchase answers that open the reminder modal prefilled with the e-mail (04 §8). */
export const opensReminder = (code: string): boolean =>
  code === 'MEMBERSHIP_ACTIVE_EXISTS' || code === 'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE';

/** Title of the e-mail conflict dialog (04 §8). */
export const conflictTitle = (code: string | null | undefined): string =>
  Object.hasOwn(CONFLICT_TITLES, code ?? '')
    ? CONFLICT_TITLES[code as keyof typeof CONFLICT_TITLES]
    : CONFLICT_FALLBACK_TITLE;

/**
 * The 'logical delete' (04 §7): buying a type archives the e-mail's expired memberships of other
 * types at the campground. Active, pending and cancelled ones, and the bought type's, stay.
 */
export const membershipsToArchive = <M extends ExistingMembership>(
  existing: readonly M[],
  purchasedTypeId: string,
  today: CalendarDate,
): M[] =>
  existing.filter((m) => m.membershipTypeId !== purchasedTypeId && effectiveStatus(m, today) === 'expired');
