import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate } from '../dates/calendar-date';
import {
  canExtend,
  canRenew,
  currentStatus,
  type DatedMembership,
  dashboardCounters,
  daysUntilExpiration,
  displayStatus,
  effectiveStatus,
  groupMemberships,
  isExpiringSoon,
  isValidOnDay,
  type MembershipStatus,
  OWNER_EXPIRING_WINDOW_DAYS,
  overviewList,
  publicMemberName,
  toMembershipStatus,
} from './status';

const today = calendarDate('2026-06-15');
const aMembership = (
  overrides: { status?: MembershipStatus; endsInDays?: number; startsInDays?: number; id?: string } = {},
): DatedMembership & { id: string } => ({
  id: overrides.id ?? 'm1',
  status: overrides.status ?? 'active',
  startDate: addDays(today, overrides.startsInDays ?? -300),
  endDate: addDays(today, overrides.endsInDays ?? 100),
});

describe('effectiveStatus (02 §4)', () => {
  it.each<[MembershipStatus, number, MembershipStatus]>([
    ['active', -1, 'expired'],
    ['active', 0, 'active'],
    ['active', 7, 'active'],
    ['expired', 30, 'active'],
    ['expired', -30, 'expired'],
    ['pending', 30, 'pending'],
    ['cancelled', 30, 'cancelled'],
    ['cancelled', -30, 'cancelled'],
  ])('%s ending in %i days → %s', (status, endsInDays, expected) => {
    expect(effectiveStatus(aMembership({ status, endsInDays }), today)).toBe(expected);
  });

  it('treats unknown stored statuses as pending (03 §4)', () => {
    expect(toMembershipStatus('active')).toBe('active');
    expect(toMembershipStatus('suspended')).toBe('pending');
    expect(toMembershipStatus(null)).toBe('pending');
  });
});

describe('expiring soon', () => {
  it('members: within the next 7 days, the last day included', () => {
    expect([-1, 0, 1, 7, 8].map((d) => isExpiringSoon(aMembership({ endsInDays: d }), today))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(displayStatus(aMembership({ endsInDays: 3 }), today)).toBe('expiring');
    expect(displayStatus(aMembership({ endsInDays: 30 }), today)).toBe('active');
    expect(displayStatus(aMembership({ endsInDays: -3 }), today)).toBe('expired');
    expect(daysUntilExpiration(addDays(today, 3), today)).toBe(3);
  });

  it('owner stats: within 30 days (03 §4)', () => {
    const memberships = [
      aMembership({ endsInDays: 3 }),
      aMembership({ endsInDays: 30 }),
      aMembership({ endsInDays: 31 }),
      aMembership({ endsInDays: -1 }),
      aMembership({ status: 'pending', endsInDays: 5 }),
    ];
    expect(memberships.filter((m) => effectiveStatus(m, today) === 'active')).toHaveLength(3);
    expect(memberships.map((m) => isExpiringSoon(m, today, OWNER_EXPIRING_WINDOW_DAYS))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('member actions', () => {
  it('offers Renew only when expired and Extend only when active (02 §4)', () => {
    const expired = aMembership({ endsInDays: -1 });
    const expiring = aMembership({ endsInDays: 2 });
    const pending = aMembership({ status: 'pending' });
    expect([canRenew(expired, today), canExtend(expired, today)]).toEqual([true, false]);
    expect([canRenew(expiring, today), canExtend(expiring, today)]).toEqual([false, true]);
    expect([canRenew(pending, today), canExtend(pending, today)]).toEqual([false, false]);
  });

  it('honours the campground settings allow_member_renewals and allow_member_extensions', () => {
    expect(canRenew(aMembership({ endsInDays: -1 }), today, { allowMemberRenewals: false })).toBe(false);
    expect(canExtend(aMembership(), today, { allowMemberExtensions: false })).toBe(false);
  });
});

describe('dashboard', () => {
  const memberships = [
    aMembership({ id: 'a', endsInDays: 100 }),
    aMembership({ id: 'b', endsInDays: 6 }),
    aMembership({ id: 'c', endsInDays: -2 }),
    aMembership({ id: 'd', status: 'cancelled' }),
  ];

  it('counts Active, Expiring Soon (1 Week), Expired and Total (02 §2)', () => {
    expect(dashboardCounters(memberships, today)).toEqual({
      active: 2,
      expiringSoon: 1,
      expired: 1,
      total: 4,
    });
  });

  it('groups into active, expiring and expired lists', () => {
    const groups = groupMemberships(memberships, today);
    expect(groups.active.map((m) => m.id)).toEqual(['a', 'b']);
    expect(groups.expiring.map((m) => m.id)).toEqual(['b']);
    expect(groups.expired.map((m) => m.id)).toEqual(['c']);
  });

  it("shows the first 5 active memberships and '+N more' (02 §2)", () => {
    expect(overviewList([1, 2, 3, 4, 5, 6, 7])).toEqual({
      shown: [1, 2, 3, 4, 5],
      moreCount: 2,
      moreLabel: '+2 more',
    });
    expect(overviewList([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], moreCount: 0, moreLabel: null });
  });

  it('every membership lands in exactly one of active, expired, or neither when pending or cancelled', () => {
    const status = fc.constantFrom<MembershipStatus>('active', 'expired', 'pending', 'cancelled');
    fc.assert(
      fc.property(
        fc.array(fc.record({ status, endsInDays: fc.integer({ min: -400, max: 400 }) })),
        (specs) => {
          const list = specs.map((s) => aMembership(s));
          const c = dashboardCounters(list, today);
          const inactive = list.filter((m) => m.status === 'pending' || m.status === 'cancelled').length;
          expect(c.active + c.expired + inactive).toBe(c.total);
          expect(c.expiringSoon).toBeLessThanOrEqual(c.active);
          expect(
            list.filter((m) => isExpiringSoon(m, today, OWNER_EXPIRING_WINDOW_DAYS)).length,
          ).toBeGreaterThanOrEqual(c.expiringSoon);
        },
      ),
    );
  });
});

describe('a membership that has not started (a renewal starting later)', () => {
  it('is upcoming until its first day, then active, and never reads as expiring or valid before it', () => {
    const renewal = aMembership({ startsInDays: 10, endsInDays: 12 });
    expect(currentStatus(renewal, today)).toBe('upcoming');
    expect(displayStatus(renewal, today)).toBe('upcoming');
    expect(isValidOnDay(renewal, today)).toBe(false);
    expect(displayStatus(renewal, addDays(today, 9))).toBe('upcoming');
    expect(displayStatus(renewal, addDays(today, 10))).toBe('expiring');
    expect(currentStatus(renewal, addDays(today, 13))).toBe('expired');
  });
  it('keeps pending and cancelled ones as they are, whatever the start', () => {
    expect(currentStatus(aMembership({ status: 'pending', startsInDays: 5 }), today)).toBe('pending');
    expect(currentStatus(aMembership({ status: 'cancelled', startsInDays: 5 }), today)).toBe('cancelled');
  });
});

describe('isValidOnDay (the status page)', () => {
  const pass = {
    status: 'active' as const,
    startDate: calendarDate('2026-06-10'),
    endDate: calendarDate('2026-06-16'),
  };
  it('is valid from the first to the last day, both included, and on no other day', () => {
    expect(isValidOnDay(pass, calendarDate('2026-06-09'))).toBe(false);
    expect(isValidOnDay(pass, calendarDate('2026-06-10'))).toBe(true);
    expect(isValidOnDay(pass, calendarDate('2026-06-16'))).toBe(true);
    expect(isValidOnDay(pass, calendarDate('2026-06-17'))).toBe(false);
  });
  it('is never valid when cancelled or pending', () => {
    expect(isValidOnDay({ ...pass, status: 'cancelled' }, calendarDate('2026-06-12'))).toBe(false);
    expect(isValidOnDay({ ...pass, status: 'pending' }, calendarDate('2026-06-12'))).toBe(false);
  });
});

describe('publicMemberName', () => {
  it('keeps the first name and the last initial only', () => {
    expect(publicMemberName('Jamie', 'rivers')).toBe('Jamie R.');
    expect(publicMemberName(' Jamie ', '')).toBe('Jamie');
    expect(publicMemberName(null, 'Rivers')).toBe('R.');
  });
});
