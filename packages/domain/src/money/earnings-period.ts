import { addDays, type CalendarDate, daysBetweenInclusive, parseCalendarDate } from '../dates/calendar-date';
import {
  EARNINGS_PERIOD_INVALID,
  EARNINGS_PERIOD_ORDER,
  EARNINGS_PERIOD_TOO_LONG,
} from '../messages/earnings';
import { err, ok, type Result } from '../shared/result';

/** The periods the owner's Earnings card offers (docs/decisions/owner-area.md#earnings-on-the-owners-home). */
export const EARNINGS_PERIODS = ['this_month', 'last_month', 'last_30_days', 'this_year', 'custom'] as const;
export type EarningsPeriodName = (typeof EARNINGS_PERIODS)[number];

/** The longest custom range, in days: a year, leap day included. */
const EARNINGS_MAX_RANGE_DAYS = 366;

/** Days `from` to `to`, both included, in the campground's time zone. */
export interface EarningsPeriod {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

const firstOfMonth = (day: CalendarDate): CalendarDate => `${day.slice(0, 7)}-01` as CalendarDate;

/**
 * The days a period covers, judged from `today` in the campground's time zone; a custom range is
 * checked (real dates, `from` not after `to`, at most {@link EARNINGS_MAX_RANGE_DAYS} days).
 */
export const earningsPeriod = (
  name: EarningsPeriodName,
  today: CalendarDate,
  custom: { readonly from?: string | null; readonly to?: string | null } = {},
): Result<EarningsPeriod, 'VALIDATION_ERROR'> => {
  switch (name) {
    case 'this_month':
      return ok({ from: firstOfMonth(today), to: today });
    case 'last_month': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return ok({ from: firstOfMonth(lastDay), to: lastDay });
    }
    case 'last_30_days':
      return ok({ from: addDays(today, -29), to: today });
    case 'this_year':
      return ok({ from: `${today.slice(0, 4)}-01-01` as CalendarDate, to: today });
    case 'custom': {
      const from = custom.from ? parseCalendarDate(custom.from) : null;
      const to = custom.to ? parseCalendarDate(custom.to) : null;
      if (!from || !to) return err('VALIDATION_ERROR', EARNINGS_PERIOD_INVALID);
      if (from > to) return err('VALIDATION_ERROR', EARNINGS_PERIOD_ORDER);
      if (daysBetweenInclusive(from, to) > EARNINGS_MAX_RANGE_DAYS)
        return err('VALIDATION_ERROR', EARNINGS_PERIOD_TOO_LONG);
      return ok({ from, to });
    }
  }
};
