import { addDays, type CalendarDate } from './calendar-date';

/** The durations an owner can pick for a membership type (03 §5). */
export const DURATION_OPTIONS = [1, 3, 7, 30, 365] as const;

/** 1- and 2-day types are day passes: check-in/check-out wording, one calendar day of membership. */
export const isDayPass = (durationDays: number): boolean => durationDays === 1 || durationDays === 2;

/**
 * Last day of a membership that starts on `start` (04 §4): a day pass ends on its start day,
 * a week on start + 6, anything else on start + (days − 1), both ends counted.
 */
export const membershipEndDate = (start: CalendarDate, durationDays: number): CalendarDate => {
  if (!Number.isInteger(durationDays) || durationDays < 1) {
    throw new RangeError(`Duration must be a whole number of days, at least 1: ${durationDays}`);
  }
  if (isDayPass(durationDays)) return start;
  return addDays(start, durationDays - 1);
};

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Member screens (02 §9): 1 or 2 days '1 day', 3 '3 days', 7 '1 week', 30 '1 month', 365 '1 year'. */
export const memberDurationLabel = (durationDays: number): string => {
  if (isDayPass(durationDays)) return '1 day';
  if (durationDays === 7) return '1 week';
  if (durationDays === 30) return '1 month';
  if (durationDays === 365) return '1 year';
  return plural(durationDays, 'day', 'days');
};

/** Owner membership-type cards and duration options (03 §5, §9): 2 days also reads '1 Day'. */
export const typeCardDurationLabel = (durationDays: number): string => {
  if (isDayPass(durationDays)) return '1 Day';
  if (durationDays === 7) return '1 Week';
  if (durationDays === 30) return '1 Month';
  if (durationDays === 365) return '1 Year';
  return plural(durationDays, 'Day', 'Days');
};

/** Public page plan cards and purchase summary (04 §4). */
export const purchaseDurationLabel = (durationDays: number): string => {
  if (durationDays === 1) return 'Day Membership';
  if (durationDays === 2) return '2 Day Membership';
  if (durationDays === 7) return '1 week';
  if (durationDays === 30) return '1 month';
  if (durationDays === 365) return '1 year';
  return plural(durationDays, 'day', 'days');
};

/** Shown for the end date of a day pass, whose check-out needs no further membership day (04 §4). */
export const SAME_DAY_NOTE = 'Same day';

/**
 * Detail text (02 §9): a day pass; 30 or 31 days is 1 month; 365 days or more in years.
 * Other multiples of 30 read as months; everything else as days.
 */
export const durationDetail = (durationDays: number): string => {
  if (isDayPass(durationDays)) return 'Day pass';
  if (durationDays >= 365) return plural(Math.floor(durationDays / 365), 'year', 'years');
  if (durationDays === 31) return '1 month';
  if (durationDays % 30 === 0) return plural(durationDays / 30, 'month', 'months');
  return plural(durationDays, 'day', 'days');
};
