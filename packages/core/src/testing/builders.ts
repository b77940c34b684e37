import { calendarDate } from '@camppass/domain';
import type { NewCampground } from '../ports/repositories/campground-repository';
import type { NewInvitation } from '../ports/repositories/invitation-repository';
import type { NewMembership } from '../ports/repositories/membership-repository';
import type { NewMembershipType } from '../ports/repositories/membership-type-repository';
import type { NewOutboxMessage } from '../ports/repositories/outbox-repository';
import type { NewPasswordReset } from '../ports/repositories/password-reset-repository';
import type { NewPayment } from '../ports/repositories/payment-repository';
import type { RoleGrant } from '../ports/repositories/role-repository';
import type { NewSession } from '../ports/repositories/session-repository';
import type { NewProfile, NewUser } from '../ports/repositories/user-repository';
import type { Principal } from '../shared/principal';

/** The instant test data is created at unless a test says otherwise. */
export const T0 = new Date('2026-06-01T12:00:00.000Z');

/** `T0` moved by whole minutes. */
export const minutesAfterT0 = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);

let sequence = 0;
/** A number unique within the test run, for e-mails, slugs, codes and hashes that must not collide. */
export const unique = (): number => {
  sequence += 1;
  return sequence;
};

export const aUser = (overrides: Partial<NewUser> = {}): NewUser => ({
  email: `person-${unique()}@camppass.test`,
  passwordHash: 'stored-hash',
  createdAt: T0,
  ...overrides,
});

export const aProfile = (overrides: Partial<NewProfile> = {}): NewProfile => ({
  firstName: 'Jamie',
  lastName: 'Rivers',
  status: 'active',
  ...overrides,
});

export const aCampground = (overrides: Partial<NewCampground> = {}): NewCampground => {
  const n = unique();
  return { name: `Campground ${n}`, slug: `campground-${n}`, createdAt: T0, ...overrides };
};

export const aMembershipType = (
  overrides: Partial<NewMembershipType> & Pick<NewMembershipType, 'campgroundId'>,
): NewMembershipType => ({
  name: 'weekly',
  displayName: 'Weekly',
  description: null,
  durationDays: 7,
  durationMonths: 0,
  priceCents: 14_000,
  isDayPass: false,
  isActive: true,
  isFeatured: false,
  sortOrder: 0,
  benefits: [],
  maxMembers: null,
  militaryDiscountEligible: false,
  createdAt: T0,
  ...overrides,
});

/** Dates as `YYYY-MM-DD` text, checked into calendar dates. */
type WithDateText<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]?: string };

export const aMembership = (
  overrides: Partial<WithDateText<NewMembership, 'startDate' | 'endDate'>> &
    Pick<NewMembership, 'campgroundId' | 'memberId' | 'membershipTypeId'>,
): NewMembership => {
  const { startDate = '2026-06-01', endDate = '2026-06-07', ...rest } = overrides;
  return {
    membershipCode: `CAM-TEST${unique()}`,
    status: 'active',
    paymentStatus: 'paid',
    autoRenewal: false,
    pricePaidCents: 14_000,
    isMilitaryDiscount: false,
    paymentId: null,
    createdAt: T0,
    ...rest,
    startDate: calendarDate(startDate),
    endDate: calendarDate(endDate),
  };
};

export const aPayment = (overrides: Partial<NewPayment> = {}): NewPayment => ({
  gatewayPaymentId: `pi_test_${unique()}`,
  userId: null,
  campgroundId: null,
  membershipId: null,
  purpose: 'purchase',
  amountCents: 14_000,
  currency: 'usd',
  status: 'succeeded',
  refunded: false,
  description: null,
  paymentMethod: 'card',
  applicationFeeCents: null,
  connectedAccountId: null,
  createdAt: T0,
  ...overrides,
});

export const aSession = (overrides: Partial<NewSession> & Pick<NewSession, 'userId'>): NewSession => {
  const n = unique();
  return {
    familyId: `family-${n}`,
    accessTokenHash: `access-hash-${n}`,
    refreshTokenHash: `refresh-hash-${n}`,
    accessExpiresAt: minutesAfterT0(60),
    refreshExpiresAt: minutesAfterT0(30 * 24 * 60),
    createdAt: T0,
    ...overrides,
  };
};

export const aPasswordReset = (
  overrides: Partial<NewPasswordReset> & Pick<NewPasswordReset, 'userId'>,
): NewPasswordReset => ({
  tokenHash: `reset-hash-${unique()}`,
  expiresAt: minutesAfterT0(60),
  createdAt: T0,
  ...overrides,
});

export const anInvitation = (
  overrides: Partial<NewInvitation> & Pick<NewInvitation, 'campgroundId'>,
): NewInvitation => ({
  tokenHash: `invitation-hash-${unique()}`,
  email: `owner-${unique()}@camppass.test`,
  firstName: 'Olive',
  lastName: 'Owner',
  role: 'owner',
  invitedBy: null,
  expiresAt: minutesAfterT0(7 * 24 * 60),
  createdAt: T0,
  ...overrides,
});

export const anOutboxMessage = (overrides: Partial<NewOutboxMessage> = {}): NewOutboxMessage => ({
  to: 'member@camppass.test',
  subject: 'Reset your CampPass password',
  html: '<p>Reset</p>',
  text: 'Reset',
  createdAt: T0,
  ...overrides,
});

/** User `u1` signed in with the given grants: `principalWith(['owner', 'cg1'], ['member', null])`. */
export const principalWith = (...roles: [string, string | null][]): Principal => ({
  userId: 'u1',
  sessionId: 's1',
  roles: roles.map(([role, campgroundId]) => ({
    userId: 'u1',
    role: role as RoleGrant['role'],
    campgroundId,
    createdAt: new Date(0),
  })),
});
