import { addDays, type CalendarDate, daysBetweenInclusive, parseCalendarDate } from '../dates/calendar-date';
import { effectiveStatus, type MembershipStatus } from '../membership/status';
import { err, ok, type Result } from '../shared/result';
import { VALIDITY_MESSAGES, VALIDITY_SUCCESS_MESSAGE, type ValidityCode } from './messages';

/** The membership found for the code at this campground, as the check needs it. */
export interface ValidityMembership {
  readonly memberEmail: string;
  readonly status: MembershipStatus;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
}

/** A stay as sent by validate-membership: [check-in, check-out], `YYYY-MM-DD`, unchecked. */
export type StayRange = readonly [checkIn: string, checkOut: string];

export interface ValidityQuery {
  /** Null when no membership has the code at this campground. */
  readonly membership: ValidityMembership | null;
  readonly email: string;
  readonly today: CalendarDate;
  readonly dateRanges: readonly StayRange[];
}

export interface ValidMembership {
  readonly message: string;
  readonly status: MembershipStatus;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
}

interface Stay {
  readonly checkIn: CalendarDate;
  /** The last day the stay needs membership for: the check-out day is departure, not a stay day. */
  readonly lastDay: CalendarDate;
}

const parseStays = (ranges: readonly StayRange[], today: CalendarDate): Stay[] | null => {
  if (ranges.length === 0) return null;
  const stays: Stay[] = [];
  for (const [checkInText, checkOutText] of ranges) {
    const checkIn = parseCalendarDate(checkInText);
    const checkOut = parseCalendarDate(checkOutText);
    if (checkIn === null || checkOut === null || checkOut < checkIn || checkIn < today) return null;
    stays.push({ checkIn, lastDay: checkOut > checkIn ? addDays(checkOut, -1) : checkIn });
  }
  return stays;
};

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const failure = (code: ValidityCode) => err(code, VALIDITY_MESSAGES[code]);

/**
 * Is this membership valid for these stays (04 §7 validate-membership)? Checked in this order,
 * the first failure answering: INVALID_DATES (no range, malformed, check-out before check-in,
 * check-in before today), MEMBERSHIP_NOT_FOUND, EMAIL_MISMATCH (case-insensitive; nothing about
 * the membership is told before the e-mail matches), MEMBERSHIP_INACTIVE (pending, cancelled),
 * MEMBERSHIP_EXPIRED (last day before today), DURATION_EXCEEDED (a stay longer than the whole
 * membership), OUTSIDE_MEMBERSHIP_PERIOD (a stay that would fit but lies outside). Every range is
 * checked. A stay of check-in D to check-out D+n needs the membership days D … D+n−1 (the day of
 * departure is free); a same-day visit needs D.
 */
export const checkValidity = (query: ValidityQuery): Result<ValidMembership, ValidityCode> => {
  const stays = parseStays(query.dateRanges, query.today);
  if (stays === null) return failure('INVALID_DATES');
  const { membership } = query;
  if (membership === null) return failure('MEMBERSHIP_NOT_FOUND');
  if (!sameEmail(membership.memberEmail, query.email)) return failure('EMAIL_MISMATCH');
  const status = effectiveStatus(membership, query.today);
  if (status === 'pending' || status === 'cancelled') return failure('MEMBERSHIP_INACTIVE');
  if (status === 'expired') return failure('MEMBERSHIP_EXPIRED');
  const membershipDays = daysBetweenInclusive(membership.startDate, membership.endDate);
  if (stays.some((s) => daysBetweenInclusive(s.checkIn, s.lastDay) > membershipDays)) {
    return failure('DURATION_EXCEEDED');
  }
  if (stays.some((s) => s.checkIn < membership.startDate || s.lastDay > membership.endDate)) {
    return failure('OUTSIDE_MEMBERSHIP_PERIOD');
  }
  return ok({
    message: VALIDITY_SUCCESS_MESSAGE,
    status,
    startDate: membership.startDate,
    endDate: membership.endDate,
  });
};
