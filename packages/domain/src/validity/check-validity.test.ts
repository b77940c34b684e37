import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate } from '../dates/calendar-date';
import type { MembershipStatus } from '../membership/status';
import { checkValidity, type StayRange, type ValidityMembership, type ValidityQuery } from './check-validity';

const today = calendarDate('2026-06-15');
const day = (offset: number) => addDays(today, offset);
const aMembership = (overrides: Partial<ValidityMembership> = {}): ValidityMembership => ({
  memberEmail: 'Ana.Lopez@example.com',
  status: 'active',
  startDate: day(-10),
  endDate: day(19), // 30 days: 2026-06-05 … 2026-07-04
  ...overrides,
});
const query = (overrides: Partial<ValidityQuery> = {}): ValidityQuery => ({
  membership: aMembership(),
  email: 'ana.lopez@example.com',
  today,
  dateRanges: [[day(0), day(3)]],
  ...overrides,
});
const codeOf = (overrides: Partial<ValidityQuery>) => {
  const result = checkValidity(query(overrides));
  return result.ok ? 'VALID' : result.code;
};

describe('checkValidity (04 §7, §8)', () => {
  it('answers the success message, status and dates', () => {
    expect(checkValidity(query())).toEqual({
      ok: true,
      value: {
        message: 'Membership verification successful! Your membership is valid for the selected dates.',
        status: 'active',
        startDate: '2026-06-05',
        endDate: '2026-07-04',
      },
    });
  });

  it.each<[string, Partial<ValidityQuery>, string, string]>([
    ['no range', { dateRanges: [] }, 'INVALID_DATES', 'Invalid date selection'],
    [
      'malformed date',
      { dateRanges: [['2026-06-31', '2026-07-01']] },
      'INVALID_DATES',
      'Invalid date selection',
    ],
    [
      'check-out before check-in',
      { dateRanges: [[day(3), day(2)]] },
      'INVALID_DATES',
      'Invalid date selection',
    ],
    ['check-in in the past', { dateRanges: [[day(-1), day(2)]] }, 'INVALID_DATES', 'Invalid date selection'],
    [
      'no membership',
      { membership: null },
      'MEMBERSHIP_NOT_FOUND',
      'Membership code not found for this campground',
    ],
    [
      'other e-mail',
      { email: 'someone@example.com' },
      'EMAIL_MISMATCH',
      'Email does not match the membership record',
    ],
    [
      'cancelled',
      { membership: aMembership({ status: 'cancelled' }) },
      'MEMBERSHIP_INACTIVE',
      'This membership is not active',
    ],
    [
      'pending',
      { membership: aMembership({ status: 'pending' }) },
      'MEMBERSHIP_INACTIVE',
      'This membership is not active',
    ],
    [
      'ended yesterday',
      { membership: aMembership({ endDate: day(-1) }) },
      'MEMBERSHIP_EXPIRED',
      'This membership has expired',
    ],
    [
      'stay longer than the membership',
      { dateRanges: [[day(0), day(31)]] },
      'DURATION_EXCEEDED',
      'Reservation period exceeds membership duration',
    ],
    [
      'stay after the end',
      { dateRanges: [[day(18), day(21)]] },
      'OUTSIDE_MEMBERSHIP_PERIOD',
      'Selected dates are outside your membership period',
    ],
    [
      'stay before a future start',
      { membership: aMembership({ startDate: day(5), endDate: day(34) }) },
      'OUTSIDE_MEMBERSHIP_PERIOD',
      'Selected dates are outside your membership period',
    ],
  ])('%s → %s', (_, overrides, code, message) => {
    expect(checkValidity(query(overrides))).toEqual({ ok: false, code, message });
  });

  it('compares e-mails without regard to case or surrounding spaces', () => {
    expect(codeOf({ email: '  ANA.LOPEZ@EXAMPLE.COM ' })).toBe('VALID');
    expect(codeOf({ membership: aMembership({ memberEmail: ' ana.lopez@example.com  ' }) })).toBe('VALID');
  });

  it('refuses a stay whose check-out is not a date, even when its check-in is', () => {
    expect(codeOf({ dateRanges: [[day(1), 'not-a-date']] })).toBe('INVALID_DATES');
  });

  it('follows the documented precedence when several things are wrong', () => {
    const expired = aMembership({ endDate: day(-1), status: 'cancelled', memberEmail: 'x@example.com' });
    expect(codeOf({ membership: null, dateRanges: [[day(-5), day(-6)]] })).toBe('INVALID_DATES');
    expect(codeOf({ membership: expired })).toBe('EMAIL_MISMATCH');
    expect(codeOf({ membership: { ...expired, memberEmail: 'ana.lopez@example.com' } })).toBe(
      'MEMBERSHIP_INACTIVE',
    );
    expect(codeOf({ membership: aMembership({ endDate: day(-1) }), dateRanges: [[day(0), day(90)]] })).toBe(
      'MEMBERSHIP_EXPIRED',
    );
    expect(
      codeOf({
        dateRanges: [
          [day(40), day(41)],
          [day(0), day(40)],
        ],
      }),
    ).toBe('DURATION_EXCEEDED');
  });

  it('checks every range', () => {
    expect(
      codeOf({
        dateRanges: [
          [day(0), day(1)],
          [day(5), day(7)],
        ],
      }),
    ).toBe('VALID');
    expect(
      codeOf({
        dateRanges: [
          [day(0), day(1)],
          [day(19), day(22)],
        ],
      }),
    ).toBe('OUTSIDE_MEMBERSHIP_PERIOD');
    expect(
      codeOf({
        dateRanges: [
          [day(0), day(1)],
          ['tomorrow', day(3)],
        ],
      }),
    ).toBe('INVALID_DATES');
  });

  it('the check-out day is departure: a stay may check out the day after the last day', () => {
    expect(codeOf({ dateRanges: [[day(15), day(20)]] })).toBe('VALID');
    expect(codeOf({ dateRanges: [[day(15), day(21)]] })).toBe('OUTSIDE_MEMBERSHIP_PERIOD');
  });

  it('a day pass covers a same-day visit and one night (04 §4: it ends on its start day)', () => {
    const dayPass = aMembership({ startDate: day(2), endDate: day(2) });
    expect(codeOf({ membership: dayPass, dateRanges: [[day(2), day(2)]] })).toBe('VALID');
    expect(codeOf({ membership: dayPass, dateRanges: [[day(2), day(3)]] })).toBe('VALID');
    expect(codeOf({ membership: dayPass, dateRanges: [[day(2), day(4)]] })).toBe('DURATION_EXCEEDED');
    expect(codeOf({ membership: dayPass, dateRanges: [[day(3), day(3)]] })).toBe('OUTSIDE_MEMBERSHIP_PERIOD');
  });

  it('a membership is usable through its last day', () => {
    expect(codeOf({ membership: aMembership({ endDate: today }), dateRanges: [[day(0), day(1)]] })).toBe(
      'VALID',
    );
  });
});

interface Scenario {
  status: MembershipStatus;
  start: number;
  length: number;
  found: boolean;
  ranges: StayRange[];
}

describe('checkValidity properties', () => {
  const status = fc.constantFrom<MembershipStatus>('active', 'expired', 'pending', 'cancelled');
  const range = fc
    .tuple(fc.integer({ min: -5, max: 60 }), fc.integer({ min: -2, max: 40 }))
    .map(([start, nights]): StayRange => [day(start), day(start + nights)]);
  const scenario: fc.Arbitrary<Scenario> = fc.record({
    status,
    start: fc.integer({ min: -40, max: 30 }),
    length: fc.integer({ min: 1, max: 60 }),
    found: fc.boolean(),
    ranges: fc.array(range, { maxLength: 4 }),
  });
  const toQuery = (s: Scenario): ValidityQuery =>
    query({
      membership: s.found
        ? aMembership({ status: s.status, startDate: day(s.start), endDate: day(s.start + s.length - 1) })
        : null,
      dateRanges: s.ranges,
    });

  it('a valid answer means every stay day lies in the membership, from today on', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const q = toQuery(s);
        const result = checkValidity(q);
        if (!result.ok) return;
        for (const [checkIn, checkOut] of q.dateRanges) {
          const lastDay = checkOut > checkIn ? addDays(calendarDate(checkOut), -1) : checkIn;
          expect(
            checkIn >= today && checkIn >= result.value.startDate && lastDay <= result.value.endDate,
          ).toBe(true);
        }
      }),
    );
  });

  it('range order does not matter, and adding a range never makes an answer valid', () => {
    fc.assert(
      fc.property(scenario, range, (s, extra) => {
        const q = toQuery(s);
        const before = checkValidity(q);
        expect(checkValidity({ ...q, dateRanges: [...q.dateRanges].reverse() })).toEqual(before);
        const after = checkValidity({ ...q, dateRanges: [...q.dateRanges, extra] });
        if (!before.ok && q.dateRanges.length > 0) expect(after.ok).toBe(false);
      }),
    );
  });

  it('stays inside an active membership from today on are always valid', () => {
    const inside = fc
      .record({ length: fc.integer({ min: 1, max: 400 }), a: fc.nat(), b: fc.nat(), sameDay: fc.boolean() })
      .map(({ length, a, b, sameDay }) => {
        const first = a % length;
        const last = first + (b % (length - first));
        const range: StayRange =
          sameDay && first === last ? [day(first), day(first)] : [day(first), day(last + 1)];
        return { length, range };
      });
    fc.assert(
      fc.property(inside, ({ length, range }) => {
        const membership = aMembership({ startDate: today, endDate: day(length - 1) });
        expect(checkValidity(query({ membership, dateRanges: [range] })).ok).toBe(true);
      }),
    );
  });

  it('e-mail case never changes the answer', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const q = toQuery(s);
        expect(checkValidity({ ...q, email: q.email.toUpperCase() })).toEqual(checkValidity(q));
      }),
    );
  });
});
