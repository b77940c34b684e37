import type { FileStorage, IdentityDocumentKind, IdentityDocumentStatus, Repositories } from '@camppass/core';
import { addDays, type CalendarDate, feeBreakdown, membershipEndDate, type Result } from '@camppass/domain';

/** How many members Pine Valley gets besides the demo member (every Members tab page and filter shows some). */
export const DEMO_MEMBER_COUNT = 300;

const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Casey',
  'Dana',
  'Elliot',
  'Frances',
  'Gray',
  'Harper',
  'Indigo',
  'Jordan',
  'Kendall',
  'Logan',
  'Marlow',
  'Noel',
  'Oakley',
  'Parker',
  'Quinn',
  'Reese',
  'Sawyer',
  'Taylor',
];
const LAST_NAMES = [
  'Alvarez',
  'Bennett',
  'Chen',
  'Dawson',
  'Ellis',
  'Fischer',
  'Gallagher',
  'Hughes',
  'Iverson',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreno',
  'Nakamura',
  'Okafor',
  'Patel',
  'Ramirez',
  'Sullivan',
  'Tran',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Yamamoto',
  'Zimmerman',
];
const CITIES: readonly (readonly [string, string])[] = [
  ['Huntsville', 'TX'],
  ['Austin', 'TX'],
  ['Houston', 'TX'],
  ['Shreveport', 'LA'],
  ['Little Rock', 'AR'],
  ['Tulsa', 'OK'],
  ['Santa Fe', 'NM'],
  ['Denver', 'CO'],
];
const TYPES = ['daypass', 'weekend', 'weekly', 'monthly', 'annual'] as const;

type DemoMemberState = 'active' | 'expiring' | 'expired' | 'pending' | 'cancelled';

/** One generated member: who they are, their membership's state and the documents they filed. */
export interface DemoMemberPlan {
  readonly index: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly state: DemoMemberState;
  readonly type: (typeof TYPES)[number];
  readonly military: boolean;
  /** Each document the member filed with its review state (the document review reads these). */
  readonly documents: readonly {
    readonly kind: IdentityDocumentKind;
    readonly status: IdentityDocumentStatus;
  }[];
}

const STATES: readonly DemoMemberState[] = [
  'pending',
  'cancelled',
  'expired',
  'expired',
  'expiring',
  'active',
  'active',
  'active',
  'active',
  'active',
];
const REVIEWS: readonly IdentityDocumentStatus[] = ['pending', 'approved', 'rejected'];

/** The demo members, the same on every start: state, type, military and documents follow the index. */
export const demoMemberPlans = (count: number = DEMO_MEMBER_COUNT): DemoMemberPlan[] =>
  Array.from({ length: count }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] as string;
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length] as string;
    const military = index % 7 === 0;
    const documents: DemoMemberPlan['documents'][number][] = [];
    if (index % 3 !== 2)
      documents.push({ kind: 'selfie', status: REVIEWS[Math.floor(index / 3) % 3] ?? 'pending' });
    if (index % 2 === 0) documents.push({ kind: 'signature', status: REVIEWS[(index / 2) % 3] ?? 'pending' });
    if (military)
      documents.push({ kind: 'military-document', status: REVIEWS[(index / 7) % 3] ?? 'pending' });
    return {
      index,
      email: `${firstName}.${lastName}.${index + 1}@members.camppass.test`.toLowerCase(),
      firstName,
      lastName,
      state: STATES[index % STATES.length] as DemoMemberState,
      type: military ? 'annual' : (TYPES[index % TYPES.length] as DemoMemberPlan['type']),
      military,
      documents,
    };
  });

/** A 1x1 PNG (selfies, signatures) and the smallest PDF a viewer opens (military documents). */
export interface DemoFiles {
  readonly png: Uint8Array;
  readonly pdf: Uint8Array;
}

const unwrap = <T>(result: Result<T>, what: string): T => {
  if (!result.ok) throw new Error(`Demo data: cannot create ${what} (${result.code}).`);
  return result.value;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dates of a state: started and ending so that the member shows in that state today. */
const periodOf = (plan: DemoMemberPlan, days: number, today: CalendarDate) => {
  const offset = plan.index % 23;
  if (plan.state === 'expired') {
    const end = addDays(today, -1 - offset);
    return { start: addDays(end, -(days - 1)), end };
  }
  if (plan.state === 'expiring') {
    const end = addDays(today, 1 + (plan.index % 28));
    // Ends within 30 days, started on or before today whatever the type's length.
    return { start: addDays(end, -Math.max(days - 1, 31)), end };
  }
  const start = addDays(today, -(offset % Math.max(days, 1)));
  const end = membershipEndDate(start, Math.max(days, 45));
  return { start, end };
};

/**
 * Pine Valley's demo members (03 §2.5): a few hundred accounts with profiles, a membership each in
 * every state the Members tab filters (active, expiring within 30 days, expired, pending, cancelled),
 * payments recorded over the past year (some refunded, pending ones unpaid), and selfies, signatures
 * and military documents stored as small real files with pending, approved and rejected reviews.
 */
export async function seedDemoMembers(
  repos: Repositories,
  deps: {
    readonly campground: { readonly id: string; readonly militaryDiscountPercentage: number };
    readonly types: ReadonlyMap<
      string,
      { readonly id: string; readonly priceCents: number; readonly durationDays: number }
    >;
    readonly at: Date;
    readonly today: CalendarDate;
    readonly files?: FileStorage;
    readonly bytes: DemoFiles;
    /** Who reviewed the approved and rejected documents, so each has its entry in the trail. */
    readonly reviewerId: string;
  },
): Promise<DemoMemberPlan[]> {
  const plans = demoMemberPlans();
  const { campground, at, today } = deps;
  for (const plan of plans) {
    const joined = new Date(at.getTime() - ((plan.index * 17) % 360) * DAY_MS - plan.index * 60_000);
    const user = unwrap(
      await repos.users.create({ email: plan.email, passwordHash: null, createdAt: joined }),
      plan.email,
    );
    const [city, state] = CITIES[plan.index % CITIES.length] as readonly [string, string];
    await repos.users.saveProfile(
      user.id,
      {
        firstName: plan.firstName,
        lastName: plan.lastName,
        status: 'active',
        phone: `+1 936 555 ${String(1000 + plan.index).padStart(4, '0')}`,
        streetAddress: `${100 + plan.index} Campground Lane`,
        city,
        stateProvince: state,
        postalCode: String(77000 + plan.index),
        country: 'US',
        numid: plan.index % 4 === 0 ? `DL${String(4_000_000 + plan.index * 37)}` : null,
        militaryStatus: plan.military ? 'military' : null,
        specialRequests: plan.index % 11 === 0 ? 'Pull-through site near the bathhouse, please.' : null,
      },
      joined,
    );
    await repos.roles.grant({
      userId: user.id,
      role: 'member',
      campgroundId: campground.id,
      createdAt: joined,
    });
    const type = deps.types.get(plan.type);
    if (!type) throw new Error(`Demo data: no ${plan.type} type`);
    const { start, end } = periodOf(plan, type.durationDays, today);
    const price = feeBreakdown(type.priceCents, plan.military ? campground.militaryDiscountPercentage : 0);
    const status = plan.state === 'expiring' ? 'active' : plan.state;
    const membership = unwrap(
      await repos.memberships.create({
        membershipCode: `PIN-DM${String(plan.index + 1).padStart(4, '0')}`,
        membershipTypeId: type.id,
        memberId: user.id,
        campgroundId: campground.id,
        startDate: start,
        endDate: end,
        status,
        paymentStatus: plan.state === 'pending' ? 'pending' : 'paid',
        autoRenewal: plan.index % 5 === 0,
        pricePaidCents: price.subtotalAfterDiscount,
        isMilitaryDiscount: plan.military,
        paymentId: null,
        createdAt: joined,
      }),
      `membership ${plan.index + 1}`,
    );
    unwrap(
      await repos.payments.create({
        gatewayPaymentId: `pi_demo_member_${plan.index + 1}`,
        userId: user.id,
        campgroundId: campground.id,
        membershipId: membership.id,
        purpose: 'purchase',
        amountCents: price.total,
        currency: 'usd',
        status: plan.state === 'pending' ? 'pending' : 'succeeded',
        refunded: plan.state === 'cancelled' && plan.index % 20 === 1,
        description: `Membership ${membership.membershipCode}`,
        paymentMethod: 'card',
        applicationFeeCents: null,
        connectedAccountId: null,
        createdAt: joined,
      }),
      `payment ${plan.index + 1}`,
    );
    if (!deps.files) continue;
    for (const document of plan.documents) {
      const pdf = document.kind === 'military-document';
      const bytes = pdf ? deps.bytes.pdf : deps.bytes.png;
      const contentType = pdf ? 'application/pdf' : 'image/png';
      const key = `demo/members/${plan.index + 1}/${document.kind}.${pdf ? 'pdf' : 'png'}`;
      await deps.files.put(key, bytes, contentType);
      const stored = await repos.identityDocuments.create({
        membershipId: membership.id,
        userId: user.id,
        campgroundId: campground.id,
        kind: document.kind,
        storageKey: key,
        contentType,
        status: document.status,
        sizeBytes: bytes.byteLength,
        createdAt: joined,
      });
      if (document.status !== 'pending') {
        await repos.documentReviews.record({
          documentId: stored.id,
          reviewerId: deps.reviewerId,
          decision: document.status,
          notes:
            document.status === 'approved' ? 'Checked against the ID.' : 'The photo is too dark to read.',
          reviewedAt: new Date(joined.getTime() + 60 * 60 * 1000),
        });
      }
    }
  }
  return plans;
}
