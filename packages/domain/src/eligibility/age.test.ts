import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate } from '../dates/calendar-date';
import { ageFrom, checkAge, checkPurchaseAge } from './age';
import { AGE_HELPER_TEXT } from './messages';

const today = calendarDate('2026-06-15');

describe('ageFrom', () => {
  it.each([
    ['2005-06-15', 21],
    ['2005-06-16', 20],
    ['1990-01-01', 36],
    ['2026-06-15', 0],
  ])('born %s → %i on 2026-06-15', (born, age) => {
    expect(ageFrom(calendarDate(born), today)).toBe(age);
  });

  it('a leap-day birthday counts from 1 March in other years', () => {
    const born = calendarDate('2004-02-29');
    expect(ageFrom(born, calendarDate('2025-02-28'))).toBe(20);
    expect(ageFrom(born, calendarDate('2025-03-01'))).toBe(21);
  });

  it('grows by exactly one each birthday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 100 }),
        (daysBefore, years) => {
          const born = addDays(today, -daysBefore);
          const later = calendarDate(`${String(Number(today.slice(0, 4)) + years)}${today.slice(4)}`);
          expect(ageFrom(born, later)).toBe(ageFrom(born, today) + years);
          expect(ageFrom(born, today)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('checkAge (04 §5)', () => {
  it.each([
    ['2005-06-15', true, 'Age verified: 21 years old'],
    ['1950-03-02', true, 'Age verified: 76 years old'],
    ['2005-06-16', false, 'Must be 21 or older. Current age: 20 years'],
    ['2020-01-01', false, 'Must be 21 or older. Current age: 6 years'],
    ['2026-01-01', false, 'Invalid date of birth'],
    ['2026-06-16', false, 'Invalid date of birth.'],
    ['1899-12-31', false, 'Invalid date of birth.'],
    ['1905-06-15', false, 'Invalid date of birth.'],
    ['1906-06-14', true, 'Age verified: 120 years old'],
    ['06/15/1990', false, 'Invalid date of birth.'],
    ['', false, 'Invalid date of birth.'],
  ])('%s → %s', (born, ok, message) => {
    const result = checkAge(born, today);
    expect(result.ok).toBe(ok);
    expect(result.ok ? result.value.message : result.message).toBe(message);
  });

  it('accepts 1900 as the earliest birth year and a date with surrounding spaces', () => {
    const in2019 = calendarDate('2019-06-15');
    expect(checkAge('1900-01-01', in2019)).toEqual({
      ok: true,
      value: { age: 119, message: 'Age verified: 119 years old' },
    });
    expect(checkAge('1899-12-31', in2019)).toMatchObject({ ok: false, code: 'INVALID_DATE_OF_BIRTH' });
    expect(checkAge(' 1990-01-01 ', today)).toMatchObject({ ok: true, value: { age: 36 } });
  });

  it('tells a birth date of today apart from a date in the future, both invalid', () => {
    expect(checkAge(today, today)).toEqual({
      ok: false,
      code: 'INVALID_DATE_OF_BIRTH',
      message: 'Invalid date of birth',
    });
    expect(checkAge('1905-06-15', today)).toEqual({
      ok: false,
      code: 'INVALID_DATE_OF_BIRTH',
      message: 'Invalid date of birth.',
    });
  });

  it('refuses the purchase of an under-age buyer with the purchase message', () => {
    expect(checkPurchaseAge('2010-01-01', today)).toEqual({
      ok: false,
      code: 'UNDER_MINIMUM_AGE',
      message:
        'You must be at least 21 years old to purchase a membership. Please check the date of birth you entered.',
    });
    expect(checkPurchaseAge('1990-01-01', today)).toEqual({
      ok: true,
      value: { age: 36, message: 'Age verified: 36 years old' },
    });
    expect(checkPurchaseAge('1800-01-01', today)).toMatchObject({ code: 'INVALID_DATE_OF_BIRTH' });
    expect(AGE_HELPER_TEXT).toBe('Must be 21 or older to purchase');
  });
});
