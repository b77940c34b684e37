import {
  CAMPGROUND_ACCESS_DENIED,
  type CalendarDate,
  calendarDate,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { principalWith } from '../testing/builders';
import {
  campgroundScope,
  expiringByOn,
  memberFullName,
  memberStatusLabel,
  memberStatusOn,
  ownerMembersQuery,
} from './owner-members-scope';

const as = principalWith;
const day = (text: string) => text as CalendarDate;

describe('campgroundScope', () => {
  it('reads every campground the caller owns or staffs when none is named, and only where the action is allowed', () => {
    expect(campgroundScope(as(['member', null], ['owner', 'pine'], ['staff', 'oak']), null, 'view')).toEqual({
      ok: true,
      value: ['pine', 'oak'],
    });
    expect(campgroundScope(as(['owner', 'pine'], ['staff', 'oak']), undefined, 'export')).toEqual({
      ok: true,
      value: ['pine'],
    });
    expect(campgroundScope(as(['staff', 'oak'], ['member', null]), '', 'view')).toEqual({
      ok: true,
      value: ['oak'],
    });
  });

  it('refuses staff an owner-only action over all their campgrounds rather than answering nothing', () => {
    expect(campgroundScope(as(['staff', 'oak']), null, 'export')).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: OWNER_ONLY_ACTION,
    });
  });

  it('answers nothing to an owner without a campground, a super admin’s own grants, and refuses a member', () => {
    expect(campgroundScope(as(['owner', null]), null, 'view')).toEqual({ ok: true, value: [] });
    expect(campgroundScope(as(['super_admin', null], ['member', null]), null, 'view')).toEqual({
      ok: true,
      value: [],
    });
    expect(campgroundScope(as(['member', null]), null, 'view')).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
  });

  it('reads the campground named when the caller may act there, and refuses it otherwise', () => {
    expect(campgroundScope(as(['staff', 'oak']), 'oak', 'view')).toEqual({ ok: true, value: ['oak'] });
    expect(campgroundScope(as(['staff', 'oak']), 'pine', 'view')).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('ownerMembersQuery', () => {
  it('passes the search, sort and page asked for, over the campgrounds in scope', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(
      ownerMembersQuery(
        {
          actor: as(['owner', 'pine']),
          status: 'expired',
          search: ' rivers ',
          sortField: 'name',
          sortDirection: 'asc',
          page: 2,
          pageSize: 50,
        },
        ['pine'],
        now,
      ),
    ).toMatchObject({
      filter: { status: 'expired', campgroundIds: ['pine'], now },
      search: 'rivers',
      sort: { field: 'name', direction: 'asc' },
      page: 2,
      pageSize: 50,
    });
    expect(ownerMembersQuery({ actor: as(['owner', 'pine']) }, ['pine'], now)).toMatchObject({
      filter: { status: 'all' },
      search: null,
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
    });
  });
});

describe('memberStatusOn', () => {
  const today = day('2026-06-01');
  const expiringBy = day('2026-07-01');
  it('reads an active membership whose last day has passed as expired, and the last day itself as active', () => {
    expect(
      memberStatusOn(
        { status: 'active', startDate: day('2026-01-01'), endDate: day('2026-05-31') },
        today,
        expiringBy,
      ),
    ).toMatchObject({
      effectiveStatus: 'expired',
      isExpiringSoon: false,
    });
    expect(
      memberStatusOn({ status: 'active', startDate: day('2026-01-01'), endDate: today }, today, expiringBy),
    ).toMatchObject({
      effectiveStatus: 'active',
      isExpiringSoon: true,
    });
    expect(
      memberStatusOn(
        { status: 'pending', startDate: day('2026-01-01'), endDate: day('2026-05-31') },
        today,
        expiringBy,
      ),
    ).toMatchObject({
      effectiveStatus: 'pending',
      isExpiringSoon: false,
    });
    expect(
      memberStatusOn(
        { status: 'archived', startDate: day('2026-01-01'), endDate: day('2027-01-01') },
        today,
        expiringBy,
      ),
    ).toMatchObject({
      effectiveStatus: 'expired',
      isExpiringSoon: false,
    });
  });

  it('is expiring soon up to and including the window’s last day, and only while active', () => {
    expect(
      memberStatusOn(
        { status: 'active', startDate: day('2026-01-01'), endDate: expiringBy },
        today,
        expiringBy,
      ).isExpiringSoon,
    ).toBe(true);
    expect(
      memberStatusOn(
        { status: 'active', startDate: day('2026-01-01'), endDate: day('2026-07-02') },
        today,
        expiringBy,
      ).isExpiringSoon,
    ).toBe(false);
    expect(
      memberStatusOn(
        { status: 'cancelled', startDate: day('2026-01-01'), endDate: day('2026-06-10') },
        today,
        expiringBy,
      ).isExpiringSoon,
    ).toBe(false);
  });
});

describe('memberFullName', () => {
  it('is the first and last name, or the e-mail when both are blank', () => {
    const row = (firstName: string, lastName: string) =>
      ({ email: 'jo@camppass.test', profile: { firstName, lastName } }) as never;
    expect(memberFullName(row('Jo', 'Rivers'))).toBe('Jo Rivers');
    expect(memberFullName(row('Jo', ''))).toBe('Jo');
    expect(memberFullName(row('', ''))).toBe('jo@camppass.test');
  });
});

describe("the owner's status of a member record", () => {
  const today = calendarDate('2026-06-01');
  const labelOf = (startDate: string, endDate: string) => {
    const status = memberStatusOn(
      { status: 'active', startDate: calendarDate(startDate), endDate: calendarDate(endDate) },
      today,
      expiringByOn(today),
    );
    return { status: status.effectiveStatus, label: memberStatusLabel(status) };
  };

  it('reads a renewal that has not started as starting on its date, not active or expiring', () => {
    expect(labelOf('2026-06-11', '2026-06-20')).toEqual({
      status: 'upcoming',
      label: 'Starts on 06/11/2026',
    });
    expect(labelOf('2026-06-01', '2026-06-20')).toEqual({ status: 'active', label: 'Expiring Soon' });
    expect(labelOf('2025-06-01', '2026-05-31')).toEqual({ status: 'expired', label: 'Expired' });
  });
});
