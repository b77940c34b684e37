import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  compareDates,
  daysBetweenInclusive,
  daysFrom,
  formatMMDDYYYY,
  isAfter,
  isBefore,
  isCalendarDate,
  parseCalendarDate,
  todayInZone,
  wallClockIn,
} from './calendar-date';

const anyDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => calendarDate(d.toISOString().slice(0, 10)));

describe('parseCalendarDate', () => {
  it.each([
    ['2026-01-31', '2026-01-31'],
    ['2024-02-29', '2024-02-29'],
    ['0004-02-29', '0004-02-29'],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-1-31', null],
    ['01/31/2026', null],
    ['2026-01-31T00:00:00Z', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(parseCalendarDate(text)).toBe(expected);
    expect(isCalendarDate(text)).toBe(expected !== null);
  });

  it('refuses malformed literals loudly', () => {
    expect(() => calendarDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays(calendarDate('2026-01-31'), 1)).toBe('2026-02-01');
    expect(addDays(calendarDate('2024-02-28'), 1)).toBe('2024-02-29');
    expect(addDays(calendarDate('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(calendarDate('2026-03-01'), -1)).toBe('2026-02-28');
    expect(addDays(calendarDate('2026-03-08'), 1)).toBe('2026-03-09');
  });

  it('counts a period inclusively: duration = end − start + 1 (02 §9)', () => {
    expect(daysBetweenInclusive(calendarDate('2026-06-01'), calendarDate('2026-06-01'))).toBe(1);
    expect(daysBetweenInclusive(calendarDate('2026-06-01'), calendarDate('2026-06-07'))).toBe(7);
    expect(daysBetweenInclusive(calendarDate('2026-01-01'), calendarDate('2026-12-31'))).toBe(365);
    expect(daysFrom(calendarDate('2026-06-07'), calendarDate('2026-06-01'))).toBe(-6);
  });

  it('compares as calendar days', () => {
    const [a, b] = [calendarDate('2026-01-09'), calendarDate('2026-01-10')];
    expect(compareDates(a, b)).toBe(-1);
    expect(compareDates(b, a)).toBe(1);
    expect(compareDates(a, a)).toBe(0);
    expect(isBefore(a, b)).toBe(true);
    expect(isAfter(a, b)).toBe(false);
  });

  it('addDays and daysFrom are inverse', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -20_000, max: 20_000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(parseCalendarDate(moved)).toBe(moved);
        expect(daysFrom(date, moved)).toBe(days);
        expect(Math.sign(compareDates(moved, date))).toBe(Math.sign(days));
      }),
    );
  });

  it('string order is date order', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        expect(Math.sign(compareDates(a, b))).toBe(Math.sign(daysFrom(b, a)));
      }),
    );
  });
});

describe('todayInZone', () => {
  it('takes the day in America/Chicago by default', () => {
    expect(todayInZone(new Date('2026-01-01T05:59:00Z'))).toBe('2025-12-31');
    expect(todayInZone(new Date('2026-01-01T06:00:00Z'))).toBe('2026-01-01');
    // Daylight saving time: Chicago is UTC−5 in July.
    expect(todayInZone(new Date('2026-07-04T04:59:00Z'))).toBe('2026-07-03');
    expect(todayInZone(new Date('2026-07-04T05:00:00Z'))).toBe('2026-07-04');
  });

  it('honours another zone', () => {
    expect(todayInZone(new Date('2026-01-01T05:59:00Z'), 'UTC')).toBe('2026-01-01');
    expect(todayInZone(new Date('2026-01-01T10:00:00Z'), 'Pacific/Honolulu')).toBe('2026-01-01');
    expect(todayInZone(new Date('2026-01-01T09:59:00Z'), 'Pacific/Honolulu')).toBe('2025-12-31');
  });
});

describe('formatMMDDYYYY', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(formatMMDDYYYY(calendarDate('2026-01-05'))).toBe('01/05/2026');
  });
});

describe('wallClockIn', () => {
  it('reads the zone’s wall clock to the minute, midnight as hour 0, across a clock change', () => {
    expect(wallClockIn(new Date('2026-11-28T06:05:59Z'), 'America/Chicago')).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 0,
      minute: 5,
    });
    // 2026-03-08 02:00 in Chicago jumps to 03:00: 08:30 UTC is 03:30 CDT, an hour after 07:30 UTC's 01:30 CST.
    expect(wallClockIn(new Date('2026-03-08T07:30:00Z'), 'America/Chicago')).toMatchObject({
      hour: 1,
      minute: 30,
    });
    expect(wallClockIn(new Date('2026-03-08T08:30:00Z'), 'America/Chicago')).toMatchObject({
      hour: 3,
      minute: 30,
    });
    expect(wallClockIn(new Date('2026-01-01T00:00:00Z'), 'Pacific/Honolulu')).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 14,
      minute: 0,
    });
  });
});
