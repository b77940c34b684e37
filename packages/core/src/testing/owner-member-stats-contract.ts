import {
  calendarDate,
  currentStatus,
  hasNumid,
  isExpiringSoon,
  isMilitaryMember,
  OWNER_EXPIRING_WINDOW_DAYS,
} from '@camppass/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordOfflinePayment } from '../owner/record-offline-payment';
import type { OwnerMemberFigures } from '../ports/repositories/owner-member-directory';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { aMembership, aMembershipType, aPayment, aProfile, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  useRepositoryHarness,
} from './contract-harness';
import { FixedClock } from './fixed-clock';
import { describeStatsFollowTheDomain } from './owner-member-stats-rules';
import type { UnitOfWorkHarness } from './unit-of-work-contract';

// T0 is 2026-06-01 12:00 UTC: 2026-06-01 in the campgrounds' time zone (America/Chicago).
const SINCE = new Date('2026-03-31T00:00:00Z');

const monthIn = (at: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
};
const dayIn = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/**
 * The stats counted again by another road: every membership read one by one, with its payments,
 * so a summary the store keeps is checked against the rows it summarises, by the domain's rules.
 */
const recount = async (
  repos: Repositories,
  membershipIds: readonly string[],
): Promise<Omit<OwnerMemberFigures, 'types' | 'byCampground'> & { byType: Record<string, number[]> }> => {
  const people = new Set<string>();
  const figures = {
    total: 0,
    people: 0,
    active: 0,
    upcoming: 0,
    expired: 0,
    pending: 0,
    cancelled: 0,
    expiringSoon: 0,
    pendingPayments: 0,
    withNumid: 0,
    withSignature: 0,
    withPhoto: 0,
    military: 0,
    revenueCents: 0,
  };
  const months = new Map<string, number>();
  const byType: Record<string, number[]> = {};
  for (const id of membershipIds) {
    const member = await repos.ownerMembers.findMember(id);
    if (!member) continue;
    const type = byType[member.membershipTypeId] ?? [0, 0, 0, 0, 0, 0, 0];
    byType[member.membershipTypeId] = type;
    for (const payment of await repos.ownerMembers.memberPayments(id)) {
      if (payment.status !== 'succeeded' || payment.refunded) continue;
      figures.revenueCents += payment.amountCents;
      type[6] = (type[6] ?? 0) + payment.amountCents;
      if (payment.createdAt >= SINCE) {
        const month = monthIn(payment.createdAt, member.campgroundTimeZone);
        months.set(month, (months.get(month) ?? 0) + payment.amountCents);
      }
    }
    if (member.status === 'archived') continue;
    const today = dayIn(T0, member.campgroundTimeZone);
    const dates = { startDate: member.startDate, endDate: member.endDate };
    const status = currentStatus({ ...dates, status: member.status }, calendarDate(today));
    figures.total += 1;
    people.add(member.userId);
    figures.people = people.size;
    type[0] = (type[0] ?? 0) + 1;
    const at = ['active', 'upcoming', 'expired', 'pending', 'cancelled'].indexOf(status);
    type[at + 1] = (type[at + 1] ?? 0) + 1;
    figures[status] += 1;
    if (
      status === 'active' &&
      isExpiringSoon({ status, endDate: member.endDate }, calendarDate(today), OWNER_EXPIRING_WINDOW_DAYS)
    )
      figures.expiringSoon += 1;
    if (member.paymentStatus === 'pending') figures.pendingPayments += 1;
    if (hasNumid(member.profile.numid)) figures.withNumid += 1;
    if (
      isMilitaryMember({
        isMilitaryDiscount: member.isMilitaryDiscount,
        militaryStatus: member.profile.militaryStatus,
      })
    )
      figures.military += 1;
    if (member.hasSignature) figures.withSignature += 1;
    if (member.hasIdPhoto) figures.withPhoto += 1;
  }
  for (const [typeId, counts] of Object.entries(byType)) {
    if (counts.every((value) => value === 0)) delete byType[typeId];
  }
  return {
    ...figures,
    revenueByMonth: [...months.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([month, revenueCents]) => ({ month, revenueCents })),
    byType,
  };
};

const statsOf = (repos: Repositories, campgroundIds: readonly string[]) =>
  repos.ownerMembers.memberStats({
    campgroundIds,
    now: T0,
    expiringWithinDays: OWNER_EXPIRING_WINDOW_DAYS,
    revenueSince: SINCE,
  });

/** What the stats say, in the recount's shape. */
const asRecount = (stats: OwnerMemberFigures) => {
  const { types, byCampground: _, ...rest } = stats;
  return {
    ...rest,
    byType: Object.fromEntries(
      types
        .filter((type) => type.count > 0 || type.revenueCents > 0)
        .map((type) => [
          type.membershipTypeId,
          [
            type.count,
            type.active,
            type.upcoming,
            type.expired,
            type.pending,
            type.cancelled,
            type.revenueCents,
          ],
        ]),
    ),
  };
};

/** A membership bought now: the member, their profile, the membership and its payment. */
const purchase = async (
  repos: Repositories,
  at: { campgroundId: string; typeId: string; key: string },
  fields: { endDate?: string; numid?: string | null; paidAt?: Date; amountCents?: number } = {},
) => {
  const user = await seedUser(repos, `${at.key}@stats.test`);
  await repos.users.saveProfile(
    user.id,
    aProfile({ firstName: 'Stat', lastName: at.key, numid: fields.numid ?? null }),
    T0,
  );
  const created = await repos.memberships.create(
    aMembership({
      campgroundId: at.campgroundId,
      memberId: user.id,
      membershipTypeId: at.typeId,
      membershipCode: `ST-${at.key}`,
      startDate: '2026-01-01',
      endDate: fields.endDate ?? '2026-12-31',
    }),
  );
  if (!created.ok) throw new Error(created.code);
  const payment = await repos.payments.create(
    aPayment({
      campgroundId: at.campgroundId,
      membershipId: created.value.id,
      userId: user.id,
      amountCents: fields.amountCents ?? 10_000,
      createdAt: fields.paidAt ?? new Date('2026-05-10T12:00:00Z'),
    }),
  );
  if (!payment.ok) throw new Error(payment.code);
  return { membership: created.value, payment: payment.value, user };
};

/** Member stats a store may keep as a summary: always equal to counting the rows again. */
export function describeOwnerMemberStatsContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`Owner member stats contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);
    describeStatsFollowTheDomain(harness);

    it('equal a recount after purchases, renewals, extensions, refunds, status changes and deletions', async () => {
      const repos = harness.repos;
      const pine = (await seedCampground(repos, { name: 'Pine Valley' })).id;
      const day = (await seedMembershipType(repos, pine)).id;
      const week = (await repos.membershipTypes.create(aMembershipType({ campgroundId: pine, name: 'week' })))
        .id;
      const ids: string[] = [];
      const bought = [];
      for (const [index, endDate] of [
        '2026-06-10',
        '2026-05-20',
        '2026-12-31',
        '2026-06-25',
        '2027-02-01',
      ].entries()) {
        const made = await purchase(
          repos,
          { campgroundId: pine, typeId: index % 2 === 0 ? day : week, key: `m${index}` },
          {
            endDate,
            numid: index === 1 ? 'N-1' : null,
            // Around the first instant counted: late March and early April in Chicago, then May.
            paidAt: new Date(
              ['2026-03-30T12:00:00Z', '2026-03-31T03:00:00Z', '2026-04-01T04:00:00Z'][index] ?? T0,
            ),
          },
        );
        ids.push(made.membership.id);
        bought.push(made);
      }
      const [first, second, third, fourth, fifth] = bought;
      if (!first || !second || !third || !fourth || !fifth) throw new Error('seed');
      // A renewal and an extension: the end date moves and a payment of that purpose is added.
      await repos.memberships.update(second.membership.id, { endDate: calendarDate('2027-05-20') }, T0);
      await repos.payments.create(
        aPayment({
          campgroundId: pine,
          membershipId: second.membership.id,
          purpose: 'renewal',
          amountCents: 7_000,
        }),
      );
      await repos.memberships.update(first.membership.id, { endDate: calendarDate('2026-07-30') }, T0);
      await repos.payments.create(
        aPayment({
          campgroundId: pine,
          membershipId: first.membership.id,
          purpose: 'extension',
          amountCents: 1_500,
        }),
      );
      // A refund, a pending payment, and payment and status changes.
      await repos.payments.update(third.payment.id, { refunded: true }, T0);
      await repos.payments.create(
        aPayment({
          campgroundId: pine,
          membershipId: fourth.membership.id,
          status: 'pending',
          amountCents: 900,
        }),
      );
      await repos.memberships.update(fourth.membership.id, { status: 'cancelled' }, T0);
      await repos.memberships.update(
        third.membership.id,
        { status: 'pending', paymentStatus: 'pending' },
        T0,
      );
      await repos.memberships.update(
        fifth.membership.id,
        { isMilitaryDiscount: true, membershipTypeId: week },
        T0,
      );
      // The profile and documents change after the purchase; one membership is deleted (archived).
      await repos.users.updateProfile(first.user.id, { numid: 'N-9', militaryStatus: 'veteran' }, T0);
      await repos.users.updateProfile(second.user.id, { numid: ' ' }, T0);
      for (const [made, kind] of [
        [first, 'selfie'],
        [first, 'signature'],
        [third, 'selfie'],
        [fifth, 'signature'],
      ] as const) {
        await repos.identityDocuments.create({
          membershipId: made.membership.id,
          userId: made.user.id,
          campgroundId: pine,
          kind,
          storageKey: `docs/${made.membership.id}/${kind}`,
          contentType: 'image/png',
          status: 'pending',
          createdAt: T0,
        });
      }
      await repos.memberships.archive([fourth.membership.id], T0);

      const stats = await statsOf(repos, [pine]);
      expect(asRecount(stats)).toEqual(await recount(repos, ids));
      expect(stats).toMatchObject({ total: 4, withPhoto: 2, withSignature: 2, military: 2, withNumid: 1 });
      const page = await repos.ownerMembers.listMembers({
        page: 1,
        pageSize: 10,
        search: null,
        sort: { field: 'createdAt', direction: 'desc' },
        filter: { campgroundIds: [pine], status: 'all', now: T0 },
      });
      expect(page.total).toBe(stats.total);
    });

    it('hold under 20 purchases and 20 status changes at once', async () => {
      const repos = harness.repos;
      const pine = (await seedCampground(repos, { name: 'Pine Valley' })).id;
      const typeId = (await seedMembershipType(repos, pine)).id;
      const made = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          purchase(
            repos,
            { campgroundId: pine, typeId, key: `p${index}` },
            { numid: index % 2 ? 'N' : null },
          ),
        ),
      );
      await Promise.all(
        made.map(({ membership, payment }, index) =>
          index % 3 === 0
            ? repos.memberships.update(membership.id, { status: 'cancelled' }, T0)
            : repos.payments.update(payment.id, { refunded: index % 3 === 1 }, T0),
        ),
      );
      const ids = made.map(({ membership }) => membership.id);
      const stats = await statsOf(repos, [pine]);
      expect(asRecount(stats)).toEqual(await recount(repos, ids));
      expect(stats).toMatchObject({ total: 20, cancelled: 7, active: 13, withNumid: 10 });
      const active = await repos.ownerMembers.listMembers({
        page: 1,
        pageSize: 10,
        search: null,
        sort: { field: 'createdAt', direction: 'desc' },
        filter: { campgroundIds: [pine], status: 'active', now: T0 },
      });
      expect(active.total).toBe(13);
    });
  });
}

/**
 * Process Payment under a crowd: 50 owners' clicks at once for one pending membership record one
 * payment, one audit entry and one change of the member counts; the stats still equal a recount.
 */
export function describeOfflinePaymentContract(
  label: string,
  factory: () => Promise<UnitOfWorkHarness>,
): void {
  describe(`Offline payment contract: ${label}`, () => {
    let harness: UnitOfWorkHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    it('records exactly one payment of 50 calls at once, and the stats count it', async () => {
      const repos = harness.repos;
      const pine = (await seedCampground(repos, { name: 'Pine Valley' })).id;
      const typeId = (await seedMembershipType(repos, pine)).id;
      const owner = await seedUser(repos, 'owner@stats.test');
      const actor: Principal = {
        userId: owner.id,
        sessionId: 'session',
        roles: [{ userId: owner.id, role: 'owner', campgroundId: pine, createdAt: T0 }],
      };
      const paid = await purchase(repos, { campgroundId: pine, typeId, key: 'paid' });
      const waiting = await purchase(repos, { campgroundId: pine, typeId, key: 'waiting' });
      const other = await purchase(repos, { campgroundId: pine, typeId, key: 'other' });
      for (const made of [waiting, other]) {
        // Bought at the counter: no card payment succeeded, the membership waits on its payment.
        await repos.payments.update(made.payment.id, { status: 'pending' }, T0);
        await repos.memberships.update(
          made.membership.id,
          { status: 'pending', paymentStatus: 'pending', pricePaidCents: 12_300 },
          T0,
        );
      }
      const ids = [paid, waiting, other].map((made) => made.membership.id);
      expect(await statsOf(repos, [pine])).toMatchObject({
        pendingPayments: 2,
        pending: 2,
        revenueCents: 10_000,
      });

      const record = new RecordOfflinePayment({
        unitOfWork: harness.unitOfWork,
        clock: new FixedClock(T0.toISOString()),
      });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          record.execute({
            actor,
            membershipId: waiting.membership.id,
            method: 'cash',
            note: `click ${index}`,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(
        new Set(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.code)),
      ).toEqual(new Set(['PAYMENT_NOT_PENDING']));
      const payments = await repos.ownerMembers.memberPayments(waiting.membership.id);
      expect(payments.filter((payment) => payment.status === 'succeeded')).toEqual([
        expect.objectContaining({ amountCents: 12_300, recordedBy: owner.id, paymentMethod: 'cash' }),
      ]);
      expect(await repos.memberships.findById(waiting.membership.id)).toMatchObject({
        paymentStatus: 'paid',
        status: 'active',
      });
      const audit = await repos.auditLog.list({
        page: 1,
        pageSize: 100,
        search: null,
        sort: { field: 'createdAt', direction: 'desc' },
        filter: { campgroundId: pine, actorId: null, actions: null, from: null, to: null },
      });
      expect(audit.items.map((entry) => entry.action)).toEqual(['owner-record-payment']);

      const stats = await statsOf(repos, [pine]);
      expect(asRecount(stats)).toEqual(await recount(repos, ids));
      expect(stats).toMatchObject({ pendingPayments: 1, pending: 1, active: 2, revenueCents: 22_300 });
    });
  });
}
