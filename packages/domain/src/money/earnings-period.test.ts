import { describe, expect, it } from 'vitest';
import { calendarDate } from '../dates/calendar-date';
import {
  EARNINGS_PERIOD_INVALID,
  EARNINGS_PERIOD_ORDER,
  EARNINGS_PERIOD_TOO_LONG,
} from '../messages/earnings';
import { earningsPeriod } from './earnings-period';

const today = calendarDate('2026-03-15');

describe('earningsPeriod', () => {
  it('bounds the named periods by the campground’s today', () => {
    expect(earningsPeriod('this_month', today)).toEqual({
      ok: true,
      value: { from: '2026-03-01', to: '2026-03-15' },
    });
    expect(earningsPeriod('last_month', today)).toEqual({
      ok: true,
      value: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(earningsPeriod('last_30_days', today)).toEqual({
      ok: true,
      value: { from: '2026-02-14', to: '2026-03-15' },
    });
    expect(earningsPeriod('this_year', today)).toEqual({
      ok: true,
      value: { from: '2026-01-01', to: '2026-03-15' },
    });
    expect(earningsPeriod('last_month', calendarDate('2026-01-31'))).toEqual({
      ok: true,
      value: { from: '2025-12-01', to: '2025-12-31' },
    });
  });

  it('takes a custom range of real dates, in order, of at most 366 days', () => {
    expect(earningsPeriod('custom', today, { from: '2024-01-01', to: '2024-12-31' })).toEqual({
      ok: true,
      value: { from: '2024-01-01', to: '2024-12-31' },
    });
    expect(earningsPeriod('custom', today, { from: '2026-03-02', to: '2026-03-02' }).ok).toBe(true);
    const refused = (from: string | null, to: string | null) => {
      const result = earningsPeriod('custom', today, { from, to });
      return result.ok ? null : result.message;
    };
    expect(refused(null, '2026-03-01')).toBe(EARNINGS_PERIOD_INVALID);
    expect(refused('2026-02-30', '2026-03-01')).toBe(EARNINGS_PERIOD_INVALID);
    expect(refused('03/01/2026', '2026-03-01')).toBe(EARNINGS_PERIOD_INVALID);
    expect(refused('2026-03-02', '2026-03-01')).toBe(EARNINGS_PERIOD_ORDER);
    expect(refused('2025-01-01', '2026-01-02')).toBe(EARNINGS_PERIOD_TOO_LONG);
  });
});
