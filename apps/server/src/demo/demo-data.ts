import type {
  Clock,
  FileStorage,
  IdentityDocumentKind,
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
  feeBreakdown,
  generateMembershipCode,
  membershipEndDate,
  normalizeEmail,
  platformShare,
  type Result,
  todayInZone,
} from '@camppass/domain';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoMembers } from './demo-members';

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
  {
    // A super admin as `npm run create-admin` leaves one: no second factor yet, so the first sign-in
    // is sent to the Security page to set up an authenticator app.
    email: 'new-admin@camppass.test',
    role: 'super_admin',
    firstName: 'Nico',
    lastName: 'Newadmin',
    loginPath: '/admin-login',
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

const DEMO_MEMBERSHIP_TYPES: readonly DemoType[] = [
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
  /** Where the demo member's documents are stored; without it they are not created. */
  readonly files?: FileStorage;
}

import { DEMO_PDF, DEMO_PNG } from './demo-files';

const DEMO_DOCUMENTS: readonly {
  readonly kind: IdentityDocumentKind;
  readonly key: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly status: 'approved' | 'pending';
}[] = [
  {
    kind: 'selfie',
    key: 'demo/member/selfie-id.png',
    contentType: 'image/png',
    bytes: DEMO_PNG,
    status: 'approved',
  },
  {
    kind: 'military-document',
    key: 'demo/member/military-document.pdf',
    contentType: 'application/pdf',
    bytes: DEMO_PDF,
    status: 'approved',
  },
  {
    kind: 'signature',
    key: 'demo/member/signature.png',
    contentType: 'image/png',
    bytes: DEMO_PNG,
    status: 'pending',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

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
 * five membership types, the member's memberships in every state the member screens show (an
 * active Annual bought with the military discount, a Weekly expiring within 7 days, two expired),
 * their payments and the Annual's identity documents, a second active campground and an inactive
 * one, and Pine Valley's few hundred generated members (demo-members.ts). Returns false (and changes nothing) when the data exists.
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
    const typeRecords = new Map<string, { id: string; priceCents: number; durationDays: number }>();
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
      typeRecords.set(type.name, created);
    }

    const member = idOf('member@camppass.test');
    const code = () =>
      generateMembershipCode(DEFAULT_CODE_SETTINGS, { random: deps.random.int, slug: pine.slug }).code;
    const memberships = [
      { type: 'annual', startsIn: -10, days: 365, status: 'active', priceCents: 120_000, military: true },
      { type: 'weekly', startsIn: -3, days: 7, status: 'active', priceCents: 14_000, military: false },
      { type: 'weekend', startsIn: -60, days: 3, status: 'expired', priceCents: 6_000, military: false },
      { type: 'monthly', startsIn: -90, days: 30, status: 'expired', priceCents: 45_000, military: false },
    ] as const;
    for (const membership of memberships) {
      const start = addDays(today, membership.startsIn);
      const price = feeBreakdown(
        membership.priceCents,
        membership.military ? pine.militaryDiscountPercentage : 0,
      );
      const paidAt = new Date(at.getTime() + membership.startsIn * DAY_MS);
      const created = unwrap(
        await repos.memberships.create({
          membershipCode: code(),
          membershipTypeId: types.get(membership.type)!,
          memberId: member,
          campgroundId: pine.id,
          startDate: start,
          endDate: membershipEndDate(start, membership.days),
          status: membership.status,
          paymentStatus: 'paid',
          autoRenewal: false,
          pricePaidCents: price.subtotalAfterDiscount,
          isMilitaryDiscount: membership.military,
          paymentId: null,
          createdAt: paidAt,
        }),
        `the ${membership.type} membership`,
      );
      unwrap(
        await repos.payments.create({
          gatewayPaymentId: `pi_demo_${created.membershipCode}`,
          userId: member,
          campgroundId: pine.id,
          membershipId: created.id,
          purpose: 'purchase',
          amountCents: price.total,
          currency: 'usd',
          status: 'succeeded',
          refunded: false,
          description: `${DEMO_MEMBERSHIP_TYPES.find((t) => t.name === membership.type)?.displayName} membership at ${pine.name}`,
          paymentMethod: 'card',
          applicationFeeCents: platformShare(price),
          connectedAccountId: null,
          createdAt: paidAt,
        }),
        `the ${membership.type} payment`,
      );
      if (membership.military && deps.files) {
        for (const document of DEMO_DOCUMENTS) {
          await deps.files.put(document.key, document.bytes, document.contentType);
          await repos.identityDocuments.create({
            membershipId: created.id,
            userId: member,
            campgroundId: pine.id,
            kind: document.kind,
            storageKey: document.key,
            contentType: document.contentType,
            status: document.status,
            sizeBytes: document.bytes.byteLength,
            createdAt: paidAt,
          });
        }
      }
    }
    await seedDemoMembers(repos, {
      campground: pine,
      types: typeRecords,
      at,
      today,
      ...(deps.files ? { files: deps.files } : {}),
      bytes: { png: DEMO_PNG, pdf: DEMO_PDF },
      reviewerId: idOf('owner@camppass.test'),
    });
    if (deps.files) {
      await seedDemoDocuments(repos, {
        files: deps.files,
        at,
        campgroundId: pine.id,
        membershipTypeId: types.get('annual')!,
        reviewers: { owner: idOf('owner@camppass.test'), staff: idOf('staff@camppass.test') },
        code,
      });
    }
    return true;
  });
}
