import type { NewCheckout } from '@camppass/core';
import { aCampground, aMembership, minutesAfterT0, T0, unique, unwrap } from '@camppass/core/testing';
import { calendarDate, feeBreakdown } from '@camppass/domain';
import { expect, it } from 'vitest';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { describeOnBothDrivers, useDatabase } from './testing/describe-on-both-drivers';
import { seedMembershipPrerequisites } from './testing/seed';

const aCheckout = (
  overrides: Partial<NewCheckout> & Pick<NewCheckout, 'campgroundId' | 'membershipTypeId'>,
): NewCheckout => {
  const n = unique();
  return {
    id: `checkout-${n}`,
    paymentIntentId: `pi_checkout_${n}`,
    purchase: {
      title: null,
      firstName: 'Jamie',
      lastName: 'Rivers',
      numid: 'A1234567',
      email: 'jamie@camppass.test',
      phone: '+15125550100',
      dateOfBirth: calendarDate('1990-04-02'),
      startDate: calendarDate('2026-06-01'),
      endDate: calendarDate('2026-06-07'),
      streetAddress: '1 Pine Rd',
      city: 'Austin',
      stateProvince: 'TX',
      postalCode: '78701',
      country: 'US',
      specialRequests: null,
      isMilitary: false,
    },
    uploads: { selfie: 'selfies/a.jpg', signature: 'signatures/a.png', militaryDocument: null },
    fees: feeBreakdown(14_000),
    amountCents: feeBreakdown(14_000).total,
    currency: 'usd',
    createdAt: T0,
    ...overrides,
  };
};

describeOnBothDrivers('purchase storage', ({ open }) => {
  const database = useDatabase(open);
  const seed = () => seedMembershipPrerequisites(database.repos);

  it('keeps a checkout whole and lets one of two fulfilments win', async () => {
    const { user, campground, type } = await seed();
    const checkout = aCheckout({ campgroundId: campground.id, membershipTypeId: type.id });
    const stored = await database.repos.checkouts.create(checkout);
    expect(stored).toEqual({
      ...checkout,
      change: null,
      status: 'pending',
      membershipId: null,
      archivedCount: 0,
      refusalCode: null,
      refundId: null,
      refundedAt: null,
      updatedAt: T0,
    });
    expect(await database.repos.checkouts.findByPaymentIntentId(checkout.paymentIntentId)).toEqual(stored);

    const membership = unwrap(
      await database.repos.memberships.create(
        aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
      ),
    );
    const fulfilment = { membershipId: membership.id, archivedCount: 1 };
    const outcomes = await Promise.all([
      database.repos.checkouts.markFulfilled(stored.id, fulfilment, minutesAfterT0(1)),
      database.repos.checkouts.markFulfilled(stored.id, fulfilment, minutesAfterT0(1)),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(
      await database.repos.checkouts.markRefused(stored.id, 'ACTIVE_MEMBERSHIP', minutesAfterT0(2)),
    ).toBe(false);
    expect(await database.repos.checkouts.findByPaymentIntentId(checkout.paymentIntentId)).toMatchObject({
      status: 'fulfilled',
      ...fulfilment,
      updatedAt: minutesAfterT0(1),
    });
  });

  it('lists pending checkouts created before an instant, oldest first', async () => {
    const { campground, type } = await seed();
    const at = (minutes: number) =>
      aCheckout({
        campgroundId: campground.id,
        membershipTypeId: type.id,
        createdAt: minutesAfterT0(minutes),
      });
    const late = await database.repos.checkouts.create(at(10));
    const early = await database.repos.checkouts.create(at(1));
    const refused = await database.repos.checkouts.create(at(2));
    await database.repos.checkouts.create(at(30));
    await database.repos.checkouts.markRefused(refused.id, 'ACTIVE_MEMBERSHIP', minutesAfterT0(3));

    const pending = await database.repos.checkouts.listPendingCreatedBetween(T0, minutesAfterT0(20), 10);

    expect(pending.map((checkout) => checkout.id)).toEqual([late.id, early.id]);
    expect(await database.repos.checkouts.listPendingCreatedBetween(T0, minutesAfterT0(20), 1)).toHaveLength(
      1,
    );
  });

  it('makes a second fulfilment of one payment wait for the first and see what it did', async () => {
    const { user, campground, type } = await seed();
    const checkout = await database.repos.checkouts.create(
      aCheckout({ campgroundId: campground.id, membershipTypeId: type.id }),
    );
    const unitOfWork = new PostgresUnitOfWork(database.db.sql);
    const fulfil = () =>
      unitOfWork.run(async (tx) => {
        const locked = await tx.checkouts.lockByPaymentIntentId(checkout.paymentIntentId);
        if (locked?.status !== 'pending') return 'already fulfilled';
        const membership = unwrap(
          await tx.memberships.create(
            aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
          ),
        );
        await tx.checkouts.markFulfilled(locked.id, { membershipId: membership.id, archivedCount: 0 }, T0);
        return 'created';
      });

    const outcomes = await Promise.all([fulfil(), fulfil()]);

    expect(outcomes.sort()).toEqual(['already fulfilled', 'created']);
    expect(await database.repos.memberships.listByMember(user.id)).toHaveLength(1);
  });

  it('hands out consecutive code numbers once each under concurrency, wrapping past the maximum', async () => {
    const { campground } = await seed();
    await database.repos.campgrounds.updateSettings(
      campground.id,
      { codeNumberMin: 5, codeNumberMax: 14 },
      T0,
    );

    const claimed = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.repos.campgrounds.claimConsecutiveCodeNumber(campground.id, T0),
      ),
    );

    expect([...claimed].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(await database.repos.campgrounds.claimConsecutiveCodeNumber(campground.id, T0)).toBe(5);
    expect(
      await database.repos.campgrounds.claimConsecutiveCodeNumber('00000000-0000-4000-8000-000000000000', T0),
    ).toBeNull();
  });

  it('looks a code up by campground slug in one answer, and archives memberships once', async () => {
    const { user, campground, type } = await seed();
    const membership = unwrap(
      await database.repos.memberships.create(
        aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
      ),
    );

    expect(
      await database.repos.membershipVerification.lookUpMembershipCode(
        campground.slug,
        membership.membershipCode,
      ),
    ).toEqual({
      campgroundId: campground.id,
      campgroundStatus: 'active',
      campgroundTimeZone: 'America/Chicago',
      found: { membership, email: user.email },
    });
    expect(
      await database.repos.membershipVerification.lookUpMembershipCode(campground.slug, 'NOPE'),
    ).toMatchObject({
      found: null,
    });
    expect(
      await database.repos.membershipVerification.lookUpMembershipCode('no-such-campground', 'NOPE'),
    ).toBeNull();
    expect(
      await database.repos.memberships.listByMemberEmail(campground.id, ` ${user.email.toUpperCase()} `),
    ).toEqual([membership]);

    expect(await database.repos.memberships.archive([membership.id, membership.id, 'not-an-id'], T0)).toBe(1);
    expect(await database.repos.memberships.archive([membership.id], T0)).toBe(0);
    expect((await database.repos.memberships.findById(membership.id))?.status).toBe('archived');
  });

  it('lists active campgrounds by name in code-point order', async () => {
    for (const name of ['beta', 'Alpha', 'Zulu'])
      unwrap(await database.repos.campgrounds.create(aCampground({ name })));
    unwrap(await database.repos.campgrounds.create(aCampground({ name: 'Closed', status: 'inactive' })));

    const names = (await database.repos.campgrounds.listActive()).map((campground) => campground.name);

    expect(names).toEqual(['Alpha', 'Zulu', 'beta']);
  });

  it('claims a webhook event once until it is released, and keeps identity files per membership', async () => {
    expect(await database.repos.webhookEvents.claim('evt_1', 'payment_intent.succeeded', T0)).toBe(true);
    expect(await database.repos.webhookEvents.claim('evt_1', 'payment_intent.succeeded', T0)).toBe(false);
    await database.repos.webhookEvents.release('evt_1');
    expect(await database.repos.webhookEvents.claim('evt_1', 'payment_intent.succeeded', T0)).toBe(true);

    const { user, campground, type } = await seed();
    const membership = unwrap(
      await database.repos.memberships.create(
        aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
      ),
    );
    const file = {
      membershipId: membership.id,
      userId: user.id,
      campgroundId: campground.id,
      status: 'pending' as const,
    };
    const selfie = await database.repos.identityDocuments.create({
      ...file,
      kind: 'selfie',
      storageKey: 'selfies/1.jpg',
      contentType: 'image/jpeg',
      createdAt: T0,
    });
    const signature = await database.repos.identityDocuments.create({
      ...file,
      kind: 'signature',
      storageKey: 'signatures/1.png',
      contentType: 'image/png',
      createdAt: T0,
    });
    expect(await database.repos.identityDocuments.listByMembership(membership.id)).toEqual([
      selfie,
      signature,
    ]);
    expect(await database.repos.identityDocuments.listByMembership('unknown')).toEqual([]);
  });
});
