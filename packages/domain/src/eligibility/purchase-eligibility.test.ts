import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate } from '../dates/calendar-date';
import type { MembershipStatus } from '../membership/status';
import {
  conflictTitle,
  type EligibilityQuery,
  type ExistingMembership,
  emailCheckCode,
  membershipsToArchive,
  opensReminder,
  purchaseEligibility,
} from './purchase-eligibility';

const today = calendarDate('2026-06-15');
let nextId = 0;
const aMembership = (
  typeId: string,
  overrides: { status?: MembershipStatus; endsInDays?: number } = {},
): ExistingMembership => ({
  id: `m${++nextId}`,
  membershipTypeId: typeId,
  status: overrides.status ?? 'active',
  endDate: addDays(today, overrides.endsInDays ?? 30),
});
const query = (
  existing: ExistingMembership[],
  overrides: Partial<EligibilityQuery> = {},
): EligibilityQuery => ({
  membershipTypeId: 'annual',
  today,
  existing,
  emailHasStaffAccount: false,
  ...overrides,
});

describe('purchaseEligibility (04 §7, §8)', () => {
  it.each<[string, ExistingMembership[], string]>([
    ['no membership', [], 'PROCEED'],
    ['active of the same type', [aMembership('annual')], 'MEMBERSHIP_ACTIVE_EXISTS'],
    ['active on its last day', [aMembership('annual', { endsInDays: 0 })], 'MEMBERSHIP_ACTIVE_EXISTS'],
    ['pending of the same type', [aMembership('annual', { status: 'pending' })], 'MEMBERSHIP_ACTIVE_EXISTS'],
    ['active of another type', [aMembership('week')], 'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE'],
    ['expired of the same type', [aMembership('annual', { endsInDays: -1 })], 'MEMBERSHIP_RENEW_REQUIRED'],
    ['expired of another type', [aMembership('week', { endsInDays: -1 })], 'PROCEED'],
    ['cancelled of the same type', [aMembership('annual', { status: 'cancelled' })], 'PROCEED'],
    [
      'active other type beats expired same type',
      [aMembership('annual', { endsInDays: -5 }), aMembership('week')],
      'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE',
    ],
  ])('%s → %s', (_, existing, code) => {
    expect(purchaseEligibility(query(existing)).code).toBe(code);
  });

  it('refuses e-mails of owner, staff or admin accounts first', () => {
    expect(purchaseEligibility(query([aMembership('annual')], { emailHasStaffAccount: true }))).toEqual({
      code: 'EMAIL_ASSOCIATED',
      canProceed: false,
      message:
        'Unable to proceed with this email address. Please try a different email or log in to your existing account.',
    });
  });

  it('answers the renewal message for an expired membership of the same type', () => {
    expect(purchaseEligibility(query([aMembership('annual', { endsInDays: -1 })]))).toEqual({
      code: 'MEMBERSHIP_RENEW_REQUIRED',
      canProceed: false,
      message: 'You have an expired membership of this type. Please log in to your account to renew it.',
    });
  });

  it('maps to the check-email codes and the conflict dialog titles', () => {
    expect(emailCheckCode('MEMBERSHIP_ACTIVE_EXISTS')).toBe('ACTIVE_MEMBERSHIP');
    expect(emailCheckCode('MEMBERSHIP_ACTIVE_DIFFERENT_TYPE')).toBe('ACTIVE_MEMBERSHIP');
    expect(emailCheckCode('MEMBERSHIP_RENEW_REQUIRED')).toBe('EXPIRED_SAME_TYPE');
    expect(emailCheckCode('EMAIL_ASSOCIATED')).toBe('EMAIL_ASSOCIATED');
    expect(emailCheckCode('PROCEED')).toBe('PROCEED');
    expect(conflictTitle('ACTIVE_MEMBERSHIP')).toBe('Active Membership Found');
    expect(conflictTitle('EXPIRED_SAME_TYPE')).toBe('Previous Membership Found');
    expect(conflictTitle('EMAIL_ASSOCIATED')).toBe('Verification Error');
    expect(conflictTitle(undefined)).toBe('Verification Error');
    expect(opensReminder('MEMBERSHIP_ACTIVE_EXISTS')).toBe(true);
    expect(opensReminder('MEMBERSHIP_ACTIVE_DIFFERENT_TYPE')).toBe(true);
    expect(opensReminder('MEMBERSHIP_RENEW_REQUIRED')).toBe(false);
  });

  it('proceeds exactly when nothing is held and no expired membership of the type exists', () => {
    const status = fc.constantFrom<MembershipStatus>('active', 'expired', 'pending', 'cancelled');
    const membership = fc
      .record({
        type: fc.constantFrom('annual', 'week', 'day'),
        status,
        endsInDays: fc.integer({ min: -60, max: 60 }),
      })
      .map(({ type, ...rest }) => aMembership(type, rest));
    fc.assert(
      fc.property(fc.array(membership, { maxLength: 5 }), (existing) => {
        const result = purchaseEligibility(query(existing));
        const blocking = existing.some(
          (m) =>
            (m.status !== 'cancelled' && m.endDate >= today) ||
            (m.membershipTypeId === 'annual' &&
              (m.status === 'active' || m.status === 'expired') &&
              m.endDate < today),
        );
        expect(result.canProceed).toBe(!blocking);
        if (result.canProceed) {
          const archived = membershipsToArchive(existing, 'annual', today);
          expect(archived.every((m) => m.membershipTypeId !== 'annual' && m.endDate < today)).toBe(true);
        }
      }),
    );
  });
});

describe('logical delete (04 §7)', () => {
  it('archives expired memberships of other types only', () => {
    const expiredWeek = aMembership('week', { endsInDays: -1 });
    const expiredStoredAsActive = aMembership('day', { status: 'active', endsInDays: -30 });
    const existing = [
      expiredWeek,
      expiredStoredAsActive,
      aMembership('week', { endsInDays: 3 }),
      aMembership('annual', { endsInDays: -1 }),
      aMembership('day', { status: 'cancelled', endsInDays: -1 }),
      aMembership('day', { status: 'pending', endsInDays: -1 }),
    ];
    expect(membershipsToArchive(existing, 'annual', today)).toEqual([expiredWeek, expiredStoredAsActive]);
  });
});
