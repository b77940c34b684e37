import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, daysBetweenInclusive } from './calendar-date';
import {
  DURATION_OPTIONS,
  durationDetail,
  isDayPass,
  memberDurationLabel,
  membershipEndDate,
  purchaseDurationLabel,
  typeCardDurationLabel,
} from './durations';

const start = calendarDate('2026-06-01');

describe('membershipEndDate (04 §4)', () => {
  it.each([
    [1, '2026-06-01'],
    [2, '2026-06-01'],
    [3, '2026-06-03'],
    [7, '2026-06-07'],
    [30, '2026-06-30'],
    [365, '2027-05-31'],
  ])('%i days from 2026-06-01 ends %s', (days, end) => {
    expect(membershipEndDate(start, days)).toBe(end);
  });

  it('refuses durations that are not whole positive days', () => {
    expect(() => membershipEndDate(start, 0)).toThrow(RangeError);
    expect(() => membershipEndDate(start, 1.5)).toThrow(RangeError);
  });

  it('covers exactly the duration, inclusively, for every type longer than a day pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 3650 }), (days) => {
        expect(daysBetweenInclusive(start, membershipEndDate(start, days))).toBe(days);
      }),
    );
  });
});

describe('duration labels', () => {
  it('member screens (02 §9)', () => {
    expect([1, 2, 3, 7, 30, 365, 14].map(memberDurationLabel)).toEqual([
      '1 day',
      '1 day',
      '3 days',
      '1 week',
      '1 month',
      '1 year',
      '14 days',
    ]);
  });

  it('owner type cards (03 §9): 2 days also reads 1 Day', () => {
    expect([...DURATION_OPTIONS, 2, 14].map(typeCardDurationLabel)).toEqual([
      '1 Day',
      '3 Days',
      '1 Week',
      '1 Month',
      '1 Year',
      '1 Day',
      '14 Days',
    ]);
  });

  it('purchase screen (04 §4)', () => {
    expect([1, 2, 3, 7, 30, 365, 90].map(purchaseDurationLabel)).toEqual([
      'Day Membership',
      '2 Day Membership',
      '3 days',
      '1 week',
      '1 month',
      '1 year',
      '90 days',
    ]);
  });

  it('detail text: day pass, months, years (02 §9)', () => {
    expect([1, 2, 3, 30, 31, 60, 365, 730, 800].map(durationDetail)).toEqual([
      'Day pass',
      'Day pass',
      '3 days',
      '1 month',
      '1 month',
      '2 months',
      '1 year',
      '2 years',
      '2 years',
    ]);
    expect(isDayPass(2)).toBe(true);
    expect(isDayPass(3)).toBe(false);
  });
});
