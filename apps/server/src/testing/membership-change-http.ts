import { SIMULATED_CARD_PAYMENTS, UNIT_OF_WORK } from '@camppass/core';
import { aMembership, aMembershipType } from '@camppass/core/testing';
import { SIMULATED_WEBHOOK_SINK } from '../container/dev-module';
import { call } from './http';
import { seedMemberArea } from './member-http';
import type { TestApp } from './test-app';

/**
 * The member area plus what renewals and extensions need: a Weekly type ($25, 7 days) beside the
 * Annual one, the member's active Weekly membership, and an expired Annual one for each member.
 */
export const seedMembershipChanges = async (test: TestApp) => {
  const area = await seedMemberArea(test);
  const at = test.clock.now();
  const seeded = await test.container.get(UNIT_OF_WORK).run(async (repos) => {
    const weekly = await repos.membershipTypes.create(
      aMembershipType({
        campgroundId: area.campground.id,
        name: 'weekly',
        displayName: 'Weekly',
        durationDays: 7,
        priceCents: 2_500,
        createdAt: at,
      }),
    );
    const hold = async (memberId: string, fields: Partial<Parameters<typeof aMembership>[0]>) => {
      const created = await repos.memberships.create(
        aMembership({
          campgroundId: area.campground.id,
          memberId,
          membershipTypeId: area.type.id,
          ...fields,
        }),
      );
      if (!created.ok) throw new Error(created.message);
      return created.value;
    };
    const expired = { startDate: '2025-05-01', endDate: '2026-04-30', status: 'expired' } as const;
    return {
      weekly,
      weeklyOwn: await hold(area.member.id, {
        membershipTypeId: weekly.id,
        startDate: '2026-05-30',
        endDate: '2026-06-05',
      }),
      expiredOwn: await hold(area.member.id, { ...expired, isMilitaryDiscount: true }),
      expiredForeign: await hold(area.other.id, expired),
    };
  });
  return { ...area, ...seeded };
};

/** The member's military document for their expired Annual, in the given review status. */
export const militaryDocumentOf = (
  test: TestApp,
  area: Awaited<ReturnType<typeof seedMembershipChanges>>,
  status: 'pending' | 'approved' | 'rejected',
) =>
  test.container.get(UNIT_OF_WORK).run((repos) =>
    repos.identityDocuments.create({
      membershipId: area.expiredOwn.id,
      userId: area.member.id,
      campgroundId: area.campground.id,
      kind: 'military-document',
      storageKey: `uploads/military-document/${status}.png`,
      contentType: 'image/png',
      status,
      createdAt: test.clock.now(),
    }),
  );

/** A renewal payment intent as the portal asks for it. */
export const renewalIntent = (test: TestApp, token: string, membershipId: string) =>
  call(test, 'create-membership-payment-intent', {
    token,
    body: { currency: 'usd', metadata: { type: 'membership_renewal', membershipId } },
  });

/** An extension payment intent as the portal asks for it. */
export const extensionIntent = (
  test: TestApp,
  token: string,
  membershipId: string,
  newMembershipTypeId: string,
  amount?: number,
) =>
  call(test, 'create-membership-payment-intent', {
    token,
    body: {
      currency: 'usd',
      ...(amount === undefined ? {} : { amount }),
      metadata: { type: 'membership_extension', membershipId, newMembershipTypeId },
    },
  });

/** Pays the intent with the simulated 4242 card; with `webhook: false` its webhook never reaches us. */
export const payWithCard = async (
  test: TestApp,
  clientSecret: string,
  options: { readonly webhook?: boolean } = {},
) => {
  if (options.webhook === false) test.container.get(SIMULATED_WEBHOOK_SINK).connect(async () => {});
  const paid = await test.container.get(SIMULATED_CARD_PAYMENTS).confirmCard(clientSecret, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  if (!paid.ok) throw new Error(paid.message);
};
