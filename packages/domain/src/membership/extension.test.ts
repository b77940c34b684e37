import { describe, expect, it } from 'vitest';
import { calendarDate } from '../dates/calendar-date';
import { extensionEndDate, extensionTargets, renewalPeriod } from './extension';
import { RENEWAL_START_DATE_MESSAGE } from './messages';

const aType = (id: string, durationDays: number, isActive = true) => ({ id, durationDays, isActive });

describe('extensionTargets (02 §5)', () => {
  it('keeps active types with a longer duration, other than the current one', () => {
    const types = [
      aType('day', 1),
      aType('week', 7),
      aType('week-plus', 7),
      aType('month', 30),
      aType('year-old', 365, false),
      aType('year', 365),
    ];
    expect(extensionTargets({ membershipTypeId: 'week', durationDays: 7 }, types).map((t) => t.id)).toEqual([
      'month',
      'year',
    ]);
    expect(extensionTargets({ membershipTypeId: 'year', durationDays: 365 }, types)).toEqual([]);
  });
});

describe('extension and renewal periods', () => {
  const today = calendarDate('2026-06-15');

  it('extends from the same start to the new type’s end', () => {
    expect(extensionEndDate(calendarDate('2026-06-01'), 30)).toBe('2026-06-30');
  });

  it('renews from a chosen start date not before today', () => {
    expect(renewalPeriod('2026-06-15', 7, today)).toEqual({
      ok: true,
      value: { newStartDate: '2026-06-15', newEndDate: '2026-06-21' },
    });
    for (const bad of ['2026-06-14', '', null, undefined, '06/20/2026']) {
      expect(renewalPeriod(bad, 7, today)).toEqual({
        ok: false,
        code: 'INVALID_START_DATE',
        message: 'Please select a start date for your renewed membership',
      });
    }
    expect(RENEWAL_START_DATE_MESSAGE).toBe('Please select a start date for your renewed membership');
  });
});
