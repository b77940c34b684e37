import type { PurchaseForm } from '../checkout/create-payment-intent';
import { CreatePaymentIntent } from '../checkout/create-payment-intent';
import { FulfilCheckout } from '../checkout/fulfil-checkout';
import { HandlePaymentWebhook } from '../checkout/handle-payment-webhook';
import { ReconcileCheckouts } from '../checkout/reconcile-checkouts';
import { StoreUpload } from '../checkout/store-upload';
import type { CoreConfig } from '../config';
import type { ConnectedAccount } from '../ports/payment-gateway';
import type { CampgroundFields, CampgroundSettingsFields } from '../ports/repositories/campground-repository';
import type { MembershipTypeFields } from '../ports/repositories/membership-type-repository';
import type { Repositories } from '../ports/unit-of-work';
import { CheckEmail } from '../public/check-email';
import { GetCampground } from '../public/get-campground';
import { ListCampgrounds } from '../public/list-campgrounds';
import { PurchaseMembership } from '../public/purchase-membership';
import { SendMembershipEmail } from '../public/send-membership-email';
import { ValidateMembership } from '../public/validate-membership';
import { aCampground, aMembership, aMembershipType, aUser, T0 } from './builders';
import { unwrap } from './contract-harness';
import { createInMemoryCore } from './in-memory-core';

/** The smallest files each sniffed type recognises, padded so they look like files. */
export const SAMPLE_FILES = {
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]),
  png: Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]),
  webp: Uint8Array.from([
    0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
  ]),
  pdf: new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n'),
  text: new TextEncoder().encode('plain text; GIF89a is not at its start'),
} as const;

export interface PublicCampgroundSeed {
  readonly campground?: Partial<CampgroundFields>;
  readonly settings?: Partial<CampgroundSettingsFields>;
  readonly types?: readonly Partial<MembershipTypeFields>[];
  /** `false`: the campground has no payouts account, so it cannot sell (by default it has an enabled one). */
  readonly payouts?: boolean;
}

/** A connected account that takes charges and pays out, as after onboarding. */
export const anEnabledAccount = (id: string): ConnectedAccount => ({
  id,
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirementsDue: [],
  disabledReason: null,
});

/** Stores an enabled payouts account for the campground, so it can sell. */
export const seedEnabledPayouts = (repos: Repositories, campgroundId: string) =>
  repos.payoutAccounts.create(campgroundId, anEnabledAccount(`acct_seed_${campgroundId.slice(-12)}`), T0);

/** A campground with its settings and types: by default Pine Valley with a Weekend and a military-eligible Annual plan. */
export const seedPublicCampground = async (repos: Repositories, seed: PublicCampgroundSeed = {}) => {
  const campground = unwrap(
    await repos.campgrounds.create(
      aCampground({
        name: 'Pine Valley',
        militaryDiscountEnabled: true,
        militaryDiscountPercentage: 15,
        ...seed.campground,
      }),
    ),
  );
  if (seed.settings) await repos.campgrounds.updateSettings(campground.id, seed.settings, T0);
  if (seed.payouts !== false) await seedEnabledPayouts(repos, campground.id);
  const typeSeeds = seed.types ?? [
    { name: 'weekend', displayName: 'Weekend', durationDays: 3, priceCents: 6_000 },
    {
      name: 'annual',
      displayName: 'Annual',
      durationDays: 365,
      priceCents: 120_000,
      militaryDiscountEligible: true,
    },
  ];
  const types = [];
  for (const [index, type] of typeSeeds.entries()) {
    types.push(
      await repos.membershipTypes.create(
        aMembershipType({ campgroundId: campground.id, sortOrder: index, ...type }),
      ),
    );
  }
  return { campground, types };
};

/** A complete, valid purchase form for a buyer aged 35 on 2026-06-01; uploads are added by the caller. */
export const aPurchaseForm = (overrides: Partial<PurchaseForm> = {}): PurchaseForm => ({
  title: 'Ms',
  firstName: 'Avery',
  lastName: 'Stone',
  numid: 'D1234567',
  email: 'avery.stone@camppass.test',
  phone: '555-0100',
  dateOfBirth: '1991-03-14',
  startDate: '2026-06-05',
  streetAddress: '1 Lake Road',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '73301',
  country: 'US',
  specialRequests: null,
  isMilitary: false,
  agreeToTerms: true,
  agreeToDataUsage: true,
  ageConfirmed: true,
  ...overrides,
});

/** Every public-page use case over the in-memory core (whose fakes share one clock and one store), and that core. */
export const createPublicPageFixture = (config: Partial<CoreConfig> = {}) => {
  const core = createInMemoryCore(config);
  return {
    ...core,
    uploads: new StoreUpload(core),
    fulfil: new FulfilCheckout(core),
    getCampground: new GetCampground(core),
    listCampgrounds: new ListCampgrounds(core),
    checkEmail: new CheckEmail(core),
    createPaymentIntent: new CreatePaymentIntent(core),
    purchaseMembership: new PurchaseMembership(core),
    handleWebhook: new HandlePaymentWebhook(core),
    reconcile: new ReconcileCheckouts(core),
    validateMembership: new ValidateMembership(core),
    sendMembershipEmail: new SendMembershipEmail(core),
  };
};

export type PublicPageFixture = ReturnType<typeof createPublicPageFixture>;

/** Stores a sample file through upload-document, as the browser does before paying. */
export const uploadSample = async (
  f: PublicPageFixture,
  kind: 'selfie' | 'signature' | 'military-document',
  bytes: Uint8Array,
) => {
  const stored = await f.uploads.execute({ kind, bytes, clientKey: '203.0.113.9' });
  if (!stored.ok) throw new Error(stored.message);
  return stored.value.uploadId;
};

/** create-payment-intent with fresh selfie and signature uploads and a complete form. */
export const startCheckout = async (
  f: PublicPageFixture,
  target: { campgroundId: string; membershipTypeId: string },
  form: Partial<PurchaseForm> = {},
  amount?: number,
) => {
  const idPhotoUrl = await uploadSample(f, 'selfie', SAMPLE_FILES.jpeg);
  const signatureDataUrl = await uploadSample(f, 'signature', SAMPLE_FILES.png);
  return f.createPaymentIntent.execute({
    ...target,
    ...(amount === undefined ? {} : { amount }),
    currency: 'usd',
    purchase: aPurchaseForm({ idPhotoUrl, signatureDataUrl, ...form }),
    clientKey: '203.0.113.9',
  });
};

/** Checkouts started with the default form (one buyer) and paid at the gateway, not yet fulfilled. */
export const paidCheckouts = async (
  f: PublicPageFixture,
  target: { campgroundId: string; membershipTypeId: string },
  count: number,
) => {
  const started = [];
  for (let i = 0; i < count; i++) started.push(unwrap(await startCheckout(f, target)));
  for (const { paymentIntentId } of started) f.gateway.setStatus(paymentIntentId, 'succeeded');
  return started;
};

/** The default campground with its Weekend and Annual plans over a fresh fixture. */
export const setUpPurchase = async () => {
  const f = createPublicPageFixture();
  const { campground, types } = await seedPublicCampground(f.repos);
  const [weekend, annual] = types as [(typeof types)[0], (typeof types)[0]];
  return { f, campground, weekend, annual };
};

/** Pine Valley with a member account and a builder for its memberships (2026-06-01 to 06-07 by default). */
export const setUpMemberAtPineValley = async () => {
  const f = createPublicPageFixture();
  const { campground, types } = await seedPublicCampground(f.repos, { campground: { slug: 'pine-valley' } });
  const type = types[0];
  if (!type) throw new Error('no type');
  const user = unwrap(await f.repos.users.create(aUser({ email: 'member@camppass.test' })));
  const membership = (code: string, fields: Partial<Parameters<typeof aMembership>[0]> = {}) =>
    f.repos.memberships.create(
      aMembership({
        campgroundId: campground.id,
        memberId: user.id,
        membershipTypeId: type.id,
        membershipCode: code,
        startDate: '2026-06-01',
        endDate: '2026-06-07',
        ...fields,
      }),
    );
  return { f, campground, type, user, membership };
};

/** Pine Valley with a single plan priced at $0 over a fresh fixture. */
export const setUpFreePlan = async () => {
  const f = createPublicPageFixture();
  const { campground, types } = await seedPublicCampground(f.repos, {
    types: [{ name: 'open-day', displayName: 'Open Day', durationDays: 1, priceCents: 0 }],
  });
  const [free] = types as [(typeof types)[0]];
  return { f, campground, free };
};

/** {@link setUpPurchase} with a Weekend checkout started (its payment not yet confirmed). */
export const setUpStartedCheckout = async () => {
  const s = await setUpPurchase();
  const started = unwrap(
    await startCheckout(s.f, { campgroundId: s.campground.id, membershipTypeId: s.weekend.id }),
  );
  return { ...s, started };
};

/** A whole purchase: checkout, the gateway's success, then purchase-membership. */
export const buyMembership = async (
  f: PublicPageFixture,
  target: { campgroundId: string; membershipTypeId: string },
  form: Partial<PurchaseForm> = {},
) => {
  const started = unwrap(await startCheckout(f, target, form));
  f.gateway.setStatus(started.paymentIntentId, 'succeeded');
  return unwrap(await f.purchaseMembership.execute({ paymentIntentId: started.paymentIntentId }));
};
