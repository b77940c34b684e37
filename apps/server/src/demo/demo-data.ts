import type {
  Clock,
  NewMembershipType,
  PasswordHasher,
  RandomSource,
  Repositories,
  StoredRole,
  UnitOfWork,
} from '@camppass/core';
import {
  addDays,
  DEFAULT_CODE_SETTINGS,
  generateMembershipCode,
  membershipEndDate,
  normalizeEmail,
  type Result,
  todayInZone,
} from '@camppass/domain';

/** The password of every demo account (printed at start; development only). */
export const DEMO_PASSWORD = 'CampPass-demo-1';

export interface DemoAccount {
  readonly email: string;
  readonly role: StoredRole;
  readonly firstName: string;
  readonly lastName: string;
  /** The login that account uses. */
  readonly loginPath: '/admin-login' | '/owner-login' | '/member-login';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@camppass.test',
    role: 'super_admin',
    firstName: 'Avery',
    lastName: 'Admin',
    loginPath: '/admin-login',
  },
  {
    email: 'owner@camppass.test',
    role: 'owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    loginPath: '/owner-login',
  },
  {
    email: 'staff@camppass.test',
    role: 'staff',
    firstName: 'Sam',
    lastName: 'Staff',
    loginPath: '/owner-login',
  },
  {
    email: 'member@camppass.test',
    role: 'member',
    firstName: 'Morgan',
    lastName: 'Member',
    loginPath: '/member-login',
  },
];

type DemoType = Pick<
  NewMembershipType,
  | 'name'
  | 'displayName'
  | 'durationDays'
  | 'priceCents'
  | 'isFeatured'
  | 'militaryDiscountEligible'
  | 'benefits'
>;

export const DEMO_MEMBERSHIP_TYPES: readonly DemoType[] = [
  {
    name: 'daypass',
    displayName: 'Day Pass',
    durationDays: 1,
    priceCents: 2_500,
    isFeatured: false,
    militaryDiscountEligible: false,
    benefits: ['Day use of all amenities'],
  },
  {
    name: 'weekend',
    displayName: 'Weekend',
    durationDays: 3,
    priceCents: 6_000,
    isFeatured: false,
    militaryDiscountEligible: false,
    benefits: ['Three days of access', 'Pool and showers'],
  },
  {
    name: 'weekly',
    displayName: 'Weekly',
    durationDays: 7,
    priceCents: 14_000,
    isFeatured: false,
    militaryDiscountEligible: false,
    benefits: ['A full week of access', 'Laundry'],
  },
  {
    name: 'monthly',
    displayName: 'Monthly',
    durationDays: 30,
    priceCents: 45_000,
    isFeatured: true,
    militaryDiscountEligible: false,
    benefits: ['Thirty days of access', 'Member events'],
  },
  {
    name: 'annual',
    displayName: 'Annual',
    durationDays: 365,
    priceCents: 120_000,
    isFeatured: false,
    militaryDiscountEligible: true,
    benefits: ['A year of access', 'Member events', 'Guest passes'],
  },
];

export interface DemoDataDependencies {
  readonly unitOfWork: UnitOfWork;
  readonly passwordHasher: PasswordHasher;
  readonly clock: Clock;
  readonly random: RandomSource;
}

const unwrap = <T>(result: Result<T>, what: string): T => {
  if (!result.ok) throw new Error(`Demo data: cannot create ${what} (${result.code}).`);
  return result.value;
};

async function createAccount(repos: Repositories, account: DemoAccount, passwordHash: string, at: Date) {
  const user = unwrap(
    await repos.users.create({ email: normalizeEmail(account.email), passwordHash, createdAt: at }),
    account.email,
  );
  await repos.users.saveProfile(
    user.id,
    { firstName: account.firstName, lastName: account.lastName, status: 'active' },
    at,
  );
  return user;
}

/**
 * Creates the demo platform of `npm start` once: the four accounts, Pine Valley RV Resort with its
 * five membership types, one active and one expired membership of the member, a second active
 * campground and an inactive one. Returns false (and changes nothing) when the data exists.
 * The caller never runs it in production.
 */
export async function seedDemoData(deps: DemoDataDependencies): Promise<boolean> {
  const admin = DEMO_ACCOUNTS[0]!;
  const passwordHash = await deps.passwordHasher.hash(DEMO_PASSWORD);
  return deps.unitOfWork.run(async (repos) => {
    if (await repos.users.findByEmail(admin.email)) return false;
    const at = deps.clock.now();
    const today = todayInZone(at);
    const users = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS)
      users.set(account.email, (await createAccount(repos, account, passwordHash, at)).id);
    const idOf = (email: string) => users.get(email)!;

    const pine = unwrap(
      await repos.campgrounds.create({
        name: 'Pine Valley RV Resort',
        slug: 'pine-valley',
        description: 'Shaded RV sites under tall pines, a spring-fed pool and miles of trails.',
        address: '1200 Pine Valley Road',
        city: 'Huntsville',
        state: 'Texas',
        zipCode: '77340',
        phone: '+1 936 555 0142',
        email: 'office@pinevalley.camppass.test',
        status: 'active',
        militaryDiscountEnabled: true,
        militaryDiscountPercentage: 15,
        ownerId: idOf('owner@camppass.test'),
        createdAt: at,
      }),
      'Pine Valley RV Resort',
    );
    unwrap(
      await repos.campgrounds.create({
        name: 'Lakeside Pines Campground',
        slug: 'lakeside-pines',
        address: '45 Shoreline Drive',
        city: 'Hot Springs',
        state: 'Arkansas',
        status: 'active',
        createdAt: at,
      }),
      'Lakeside Pines Campground',
    );
    unwrap(
      await repos.campgrounds.create({
        name: 'Desert Sands RV Park',
        slug: 'desert-sands',
        address: '9 Mesa Road',
        city: 'Tucson',
        state: 'Arizona',
        status: 'inactive',
        createdAt: at,
      }),
      'Desert Sands RV Park',
    );

    for (const account of DEMO_ACCOUNTS) {
      await repos.roles.grant({
        userId: idOf(account.email),
        role: account.role,
        campgroundId: account.role === 'super_admin' ? null : pine.id,
        createdAt: at,
      });
    }

    const types = new Map<string, string>();
    for (const [index, type] of DEMO_MEMBERSHIP_TYPES.entries()) {
      const created = await repos.membershipTypes.create({
        ...type,
        campgroundId: pine.id,
        description: `${type.displayName} membership at Pine Valley RV Resort.`,
        durationMonths: 0,
        isDayPass: type.durationDays === 1,
        isActive: true,
        sortOrder: index + 1,
        maxMembers: null,
        createdAt: at,
      });
      types.set(type.name, created.id);
    }

    const member = idOf('member@camppass.test');
    const code = () =>
      generateMembershipCode(DEFAULT_CODE_SETTINGS, { random: deps.random.int, slug: pine.slug }).code;
    const activeStart = addDays(today, -10);
    const expiredStart = addDays(today, -60);
    const memberships = [
      { type: 'annual', start: activeStart, days: 365, status: 'active', priceCents: 120_000 },
      { type: 'weekend', start: expiredStart, days: 3, status: 'expired', priceCents: 6_000 },
    ] as const;
    for (const membership of memberships) {
      unwrap(
        await repos.memberships.create({
          membershipCode: code(),
          membershipTypeId: types.get(membership.type)!,
          memberId: member,
          campgroundId: pine.id,
          startDate: membership.start,
          endDate: membershipEndDate(membership.start, membership.days),
          status: membership.status,
          paymentStatus: 'paid',
          autoRenewal: false,
          pricePaidCents: membership.priceCents,
          isMilitaryDiscount: false,
          paymentId: null,
          createdAt: at,
        }),
        `the ${membership.type} membership`,
      );
    }
    return true;
  });
}
