import { calendarDate, feeBreakdown } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { NewCheckout } from '../ports/repositories/checkout-repository';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, minutesAfterT0, T0, unique } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

export const aCheckout = (
  campgroundId: string,
  membershipTypeId: string,
  overrides: Partial<NewCheckout> = {},
): NewCheckout => {
  const n = unique();
  return {
    id: `${n.toString(16).padStart(8, '0')}aa00bb11cc22dd33ee44ff55`,
    paymentIntentId: `pi_contract_${n}`,
    campgroundId,
    membershipTypeId,
    purchase: {
      title: null,
      firstName: 'Avery',
      lastName: 'Stone',
      numid: 'D123',
      email: `buyer-${n}@camppass.test`,
      phone: '555-0100',
      dateOfBirth: calendarDate('1990-01-01'),
      startDate: calendarDate('2026-06-05'),
      endDate: calendarDate('2026-06-07'),
      streetAddress: '1 Lake Road',
      city: 'Austin',
      stateProvince: 'TX',
      postalCode: '73301',
      country: 'US',
      specialRequests: null,
      isMilitary: false,
    },
    uploads: { selfie: 'uploads/selfie/a.jpg', signature: 'uploads/signature/b.png', militaryDocument: null },
    fees: feeBreakdown(6_000),
    amountCents: feeBreakdown(6_000).total,
    currency: 'usd',
    createdAt: T0,
    ...overrides,
  };
};

const seedAll = async (repos: Repositories) => {
  const campground = await seedCampground(repos);
  const type = await seedMembershipType(repos, campground.id);
  const user = await seedUser(repos, `Member-${unique()}@camppass.test`);
  return { campground, type, user };
};

/** The behaviour the purchase's repositories share: checkouts, documents, webhook events, and the verification lookup. */
export function describePublicRepositoriesContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`Public page repositories contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('keeps a checkout as given, pending, and settles it once', async () => {
      const { checkouts } = harness.repos;
      const { campground, type } = await seedAll(harness.repos);
      const input = aCheckout(campground.id, type.id);
      const created = await checkouts.create(input);
      const { createdAt, ...fields } = input;
      expect(created).toEqual({
        ...fields,
        change: null,
        status: 'pending',
        membershipId: null,
        archivedCount: 0,
        refusalCode: null,
        refundId: null,
        refundedAt: null,
        createdAt,
        updatedAt: createdAt,
      });
      expect(await checkouts.findByPaymentIntentId(input.paymentIntentId)).toEqual(created);
      expect(await checkouts.findByPaymentIntentId('pi_missing')).toBeNull();

      expect(await checkouts.markRefused(created.id, 'MEMBERSHIP_ACTIVE_EXISTS', minutesAfterT0(1))).toBe(
        true,
      );
      expect(await checkouts.markRefused(created.id, 'OTHER', minutesAfterT0(2))).toBe(false);
      expect(await checkouts.lockByPaymentIntentId(input.paymentIntentId)).toMatchObject({
        status: 'refused',
        refusalCode: 'MEMBERSHIP_ACTIVE_EXISTS',
      });
    });

    it('expires a pending checkout once, and finds the checkouts naming an upload', async () => {
      const { checkouts } = harness.repos;
      const { campground, type } = await seedAll(harness.repos);
      const n = unique();
      const files = { selfie: `uploads/selfie/${n}.jpg`, signature: `uploads/signature/${n}.png` };
      const first = await checkouts.create(
        aCheckout(campground.id, type.id, { uploads: { ...files, militaryDocument: null } }),
      );
      const military = `uploads/military-document/${n}.pdf`;
      const second = await checkouts.create(
        aCheckout(campground.id, type.id, {
          uploads: {
            selfie: `uploads/selfie/${n}b.jpg`,
            signature: files.signature,
            militaryDocument: military,
          },
          createdAt: minutesAfterT0(1),
        }),
      );

      expect(await checkouts.markExpired(first.id, minutesAfterT0(5))).toBe(true);
      expect(await checkouts.markExpired(first.id, minutesAfterT0(6))).toBe(false);
      expect(
        await checkouts.markFulfilled(
          first.id,
          { membershipId: '00000000-0000-4000-8000-000000000000', archivedCount: 0 },
          T0,
        ),
      ).toBe(false);
      expect(await checkouts.findByPaymentIntentId(first.paymentIntentId)).toMatchObject({
        status: 'expired',
        updatedAt: minutesAfterT0(5),
      });
      expect(await checkouts.listPendingCreatedBetween(T0, minutesAfterT0(60), 10)).toEqual([
        expect.objectContaining({ id: second.id }),
      ]);

      const ids = async (keys: string[]) => (await checkouts.listNamingUploads(keys)).map((c) => c.id);
      expect(await ids([files.signature])).toEqual([first.id, second.id]);
      expect(await ids([files.selfie, 'uploads/selfie/none.jpg'])).toEqual([first.id]);
      expect(await ids([military])).toEqual([second.id]);
      expect(await ids(['uploads/selfie/none.jpg'])).toEqual([]);
      expect(await ids([])).toEqual([]);
    });

    it('keeps a renewal or extension as a checkout without a purchase form, and fulfils it', async () => {
      const { checkouts, memberships } = harness.repos;
      const { campground, type, user } = await seedAll(harness.repos);
      const membership = unwrap(
        await memberships.create(
          aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
        ),
      );
      const change = {
        kind: 'renewal',
        membershipId: membership.id,
        memberId: user.id,
        email: user.email,
        firstName: 'Avery',
        fromMembershipTypeId: type.id,
        startDate: calendarDate('2026-06-10'),
        endDate: calendarDate('2026-06-16'),
      } as const;
      const input = aCheckout(campground.id, type.id, { purchase: null, uploads: null, change });
      const created = await checkouts.create(input);
      expect(created).toMatchObject({ purchase: null, uploads: null, change, status: 'pending' });
      expect(await checkouts.lockByPaymentIntentId(input.paymentIntentId)).toEqual(created);
      expect(
        await checkouts.markFulfilled(created.id, { membershipId: membership.id, archivedCount: 0 }, T0),
      ).toBe(true);
      expect(await checkouts.findByPaymentIntentId(input.paymentIntentId)).toMatchObject({
        status: 'fulfilled',
        membershipId: membership.id,
        change,
      });
    });

    it('records the refund of a refused checkout once and lists those awaiting one, oldest first', async () => {
      const { checkouts } = harness.repos;
      const { campground, type } = await seedAll(harness.repos);
      const pending = await checkouts.create(aCheckout(campground.id, type.id, { createdAt: T0 }));
      const later = await checkouts.create(
        aCheckout(campground.id, type.id, { createdAt: minutesAfterT0(2) }),
      );
      const older = await checkouts.create(
        aCheckout(campground.id, type.id, { createdAt: minutesAfterT0(1) }),
      );
      expect(await checkouts.markRefunded(pending.id, 're_1', minutesAfterT0(3))).toBe(false);
      await checkouts.markRefused(later.id, 'MEMBERSHIP_ACTIVE_EXISTS', minutesAfterT0(3));
      await checkouts.markRefused(older.id, 'EMAIL_ASSOCIATED', minutesAfterT0(3));
      expect((await checkouts.listAwaitingRefund(10)).map((c) => c.id)).toEqual([older.id, later.id]);
      expect((await checkouts.listAwaitingRefund(1)).map((c) => c.id)).toEqual([older.id]);

      expect(await checkouts.markRefunded(older.id, 're_1', minutesAfterT0(4))).toBe(true);
      expect(await checkouts.markRefunded(older.id, 're_2', minutesAfterT0(5))).toBe(false);
      expect(await checkouts.findByPaymentIntentId(older.paymentIntentId)).toMatchObject({
        status: 'refused',
        refundId: 're_1',
        refundedAt: minutesAfterT0(4),
      });
      expect((await checkouts.listAwaitingRefund(10)).map((c) => c.id)).toEqual([later.id]);
    });

    it('marks fulfilled only a pending checkout and lists old pending ones oldest first', async () => {
      const { checkouts, memberships } = harness.repos;
      const { campground, type, user } = await seedAll(harness.repos);
      const membership = unwrap(
        await memberships.create(
          aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
        ),
      );
      const early = await checkouts.create(
        aCheckout(campground.id, type.id, { createdAt: minutesAfterT0(1) }),
      );
      const earlier = await checkouts.create(aCheckout(campground.id, type.id, { createdAt: T0 }));
      await checkouts.create(aCheckout(campground.id, type.id, { createdAt: minutesAfterT0(30) }));

      expect(
        await checkouts.markFulfilled(
          early.id,
          { membershipId: membership.id, archivedCount: 2 },
          minutesAfterT0(5),
        ),
      ).toBe(true);
      expect(
        await checkouts.markFulfilled(
          early.id,
          { membershipId: membership.id, archivedCount: 0 },
          minutesAfterT0(6),
        ),
      ).toBe(false);
      expect(await checkouts.findByPaymentIntentId(early.paymentIntentId)).toMatchObject({
        status: 'fulfilled',
        membershipId: membership.id,
        archivedCount: 2,
        updatedAt: minutesAfterT0(5),
      });
      const pending = await checkouts.listPendingCreatedBetween(T0, minutesAfterT0(10), 10);
      expect(pending.map((c) => c.id)).toEqual([earlier.id]);
      const later = await checkouts.create(
        aCheckout(campground.id, type.id, { createdAt: minutesAfterT0(4) }),
      );
      const window = await checkouts.listPendingCreatedBetween(T0, minutesAfterT0(30), 10);
      expect(window.map((c) => c.id)).toEqual([later.id, earlier.id]);
      expect(await checkouts.listPendingCreatedBetween(minutesAfterT0(1), minutesAfterT0(30), 1)).toEqual([
        later,
      ]);
    });

    it('records documents per membership and claims a webhook event once until released', async () => {
      const { identityDocuments, memberships, webhookEvents } = harness.repos;
      const { campground, type, user } = await seedAll(harness.repos);
      const membership = unwrap(
        await memberships.create(
          aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
        ),
      );
      const document = await identityDocuments.create({
        membershipId: membership.id,
        userId: user.id,
        campgroundId: campground.id,
        kind: 'selfie',
        storageKey: 'uploads/selfie/abc.jpg',
        contentType: 'image/jpeg',
        status: 'pending',
        createdAt: T0,
      });
      expect(document).toMatchObject({ id: expect.any(String), kind: 'selfie', createdAt: T0 });
      expect(await identityDocuments.listByMembership(membership.id)).toEqual([document]);

      expect(await webhookEvents.claim('evt_1', 'payment_intent.succeeded', T0)).toBe(true);
      expect(await webhookEvents.claim('evt_1', 'payment_intent.succeeded', T0)).toBe(false);
      await webhookEvents.release('evt_1');
      expect(await webhookEvents.claim('evt_1', 'payment_intent.succeeded', T0)).toBe(true);
    });

    it('looks codes up by slug with the e-mail in one answer', async () => {
      const { membershipVerification, memberships } = harness.repos;
      const { campground, type, user } = await seedAll(harness.repos);
      const other = await seedCampground(harness.repos);
      const membership = unwrap(
        await memberships.create(
          aMembership({
            campgroundId: campground.id,
            memberId: user.id,
            membershipTypeId: type.id,
            membershipCode: 'PIN-X1',
          }),
        ),
      );

      expect(await membershipVerification.lookUpMembershipCode(campground.slug, 'PIN-X1')).toEqual({
        campgroundId: campground.id,
        campgroundStatus: 'active',
        campgroundTimeZone: 'America/Chicago',
        found: { membership, email: user.email },
      });
      expect(await membershipVerification.lookUpMembershipCode(other.slug, 'PIN-X1')).toMatchObject({
        found: null,
      });
      expect(await membershipVerification.lookUpMembershipCode('no-such-slug', 'PIN-X1')).toBeNull();
    });
  });
}
