import { calendarDate, currentStatus, OWNER_EXPIRING_WINDOW_DAYS } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { type ListRequest, listQuery } from '../ports/list';
import type { MembershipStatus } from '../ports/repositories/membership-repository';
import type { OwnerMemberFilter, OwnerMemberSort } from '../ports/repositories/owner-member-directory';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, aPayment, aProfile, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  useRepositoryHarness,
} from './contract-harness';

// T0 is 2026-06-01 12:00 UTC: 2026-06-01 in the campgrounds' time zone (America/Chicago).

interface Seeded {
  readonly pine: string;
  readonly oak: string;
  readonly ids: Record<string, string>;
  readonly typeId: string;
}

const seedMember = async (
  repos: Repositories,
  campgroundId: string,
  typeId: string,
  member: {
    key: string;
    first: string;
    last: string;
    code: string;
    minute: number;
    status?: MembershipStatus;
    startDate?: string;
    endDate?: string;
    phone?: string | null;
    numid?: string | null;
    military?: boolean;
    paymentStatus?: 'paid' | 'pending' | 'failed';
  },
) => {
  const user = await seedUser(repos, `${member.key}@members.test`);
  await repos.users.saveProfile(
    user.id,
    aProfile({
      firstName: member.first,
      lastName: member.last,
      phone: member.phone ?? null,
      numid: member.numid ?? null,
      city: 'Austin',
      stateProvince: 'TX',
    }),
    T0,
  );
  const created = await repos.memberships.create(
    aMembership({
      campgroundId,
      memberId: user.id,
      membershipTypeId: typeId,
      membershipCode: member.code,
      status: member.status ?? 'active',
      startDate: member.startDate ?? '2026-01-01',
      endDate: member.endDate ?? '2026-12-31',
      isMilitaryDiscount: member.military ?? false,
      paymentStatus: member.paymentStatus ?? 'paid',
      createdAt: minutesAfterT0(member.minute),
    }),
  );
  if (!created.ok) throw new Error(created.code);
  return created.value;
};

const seed = async (repos: Repositories): Promise<Seeded> => {
  const pine = (await seedCampground(repos, { name: 'Pine Valley' })).id;
  const oak = (await seedCampground(repos, { name: 'Oak Ridge' })).id;
  const typeId = (await seedMembershipType(repos, pine)).id;
  const oakType = (await seedMembershipType(repos, oak)).id;
  const ids: Record<string, string> = {};
  const members = [
    {
      key: 'ada',
      first: 'Ada',
      last: 'Lovelace',
      code: 'PINE-001',
      minute: 1,
      endDate: '2026-06-20',
      phone: '+1 (555) 010-2030',
      numid: 'N-1',
    },
    { key: 'bob', first: 'Bob', last: 'Stone', code: 'PINE-002', minute: 2, military: true },
    { key: 'cy', first: 'Cy', last: 'Young', code: 'PINE-003', minute: 3, endDate: '2026-05-01' },
    {
      key: 'dee',
      first: 'Dee',
      last: 'Park',
      code: 'PINE-004',
      minute: 4,
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      endDate: '2026-12-01',
    },
    { key: 'eve', first: 'Eve', last: 'Quinn', code: 'PINE-005', minute: 5, status: 'cancelled' as const },
    { key: 'old', first: 'Old', last: 'Archive', code: 'PINE-006', minute: 6, status: 'archived' as const },
  ];
  for (const member of members) ids[member.key] = (await seedMember(repos, pine, typeId, member)).id;
  ids.oaky = (
    await seedMember(repos, oak, oakType, {
      key: 'oaky',
      first: 'Ada',
      last: 'Oakley',
      code: 'OAK-001',
      minute: 7,
    })
  ).id;
  return { pine, oak, ids, typeId };
};

const query = (
  campgroundIds: readonly string[],
  request: ListRequest<Pick<OwnerMemberFilter, 'status'>> = {},
) => {
  const base = listQuery<Pick<OwnerMemberFilter, 'status'>, OwnerMemberSort>(request, {
    filter: { status: 'all' },
    sortFields: ['createdAt', 'name', 'endDate'],
    sort: { field: 'createdAt', direction: 'desc' },
    pageSizes: [2, 10, 100],
    pageSize: 10,
  });
  return { ...base, filter: { ...base.filter, campgroundIds, now: T0 } };
};

/** The owner's members directory: the same pages, searches, stats and stream on every store. */
export function describeOwnerMemberDirectoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`OwnerMemberDirectory contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);
    const codes = (page: { items: readonly { membershipCode: string }[] }) =>
      page.items.map((item) => item.membershipCode);

    it("lists a campground's members newest first, archived ones left out, with the total", async () => {
      const { ownerMembers } = harness.repos;
      const { pine } = await seed(harness.repos);
      const page = await ownerMembers.listMembers(query([pine]));
      expect(codes(page)).toEqual(['PINE-005', 'PINE-004', 'PINE-003', 'PINE-002', 'PINE-001']);
      expect(page.total).toBe(5);
      const second = await ownerMembers.listMembers(query([pine], { page: 2, pageSize: 2 }));
      expect(codes(second)).toEqual(['PINE-003', 'PINE-002']);
      expect(second.total).toBe(5);
      expect(await ownerMembers.listMembers(query([]))).toMatchObject({ items: [], total: 0 });
    });

    it('filters by the effective status: an active membership past its end date is expired', async () => {
      const { ownerMembers } = harness.repos;
      const { pine } = await seed(harness.repos);
      const by = async (status: OwnerMemberFilter['status']) =>
        codes(await ownerMembers.listMembers(query([pine], { filter: { status } })));
      expect(await by('active')).toEqual(['PINE-002', 'PINE-001']);
      expect(await by('expired')).toEqual(['PINE-003']);
      expect(await by('pending')).toEqual(['PINE-004']);
      expect(await by('cancelled')).toEqual(['PINE-005']);
    });

    it("derives, filters and counts each membership's status as the domain's currentStatus does", async () => {
      const { ownerMembers } = harness.repos;
      const pine = (await seedCampground(harness.repos, { name: 'Pine Valley' })).id;
      const typeId = (await seedMembershipType(harness.repos, pine)).id;
      // Today is 2026-06-01 there: a renewal starting later, one starting today, one ending today,
      // one ended yesterday, and stored statuses whose dates do not make them usable.
      const cases = [
        { status: 'active', startDate: '2026-06-11', endDate: '2026-06-20' },
        { status: 'active', startDate: '2026-06-02', endDate: '2027-06-01' },
        { status: 'active', startDate: '2026-06-01', endDate: '2026-06-30' },
        { status: 'active', startDate: '2025-06-01', endDate: '2026-06-01' },
        { status: 'active', startDate: '2025-05-01', endDate: '2026-05-31' },
        { status: 'expired', startDate: '2025-01-01', endDate: '2025-12-31' },
        { status: 'pending', startDate: '2026-07-01', endDate: '2026-07-31' },
        { status: 'cancelled', startDate: '2026-07-01', endDate: '2026-07-31' },
      ] as const;
      const expected: Record<string, string[]> = {};
      for (const [index, dates] of cases.entries()) {
        const code = `CASE-${index}`;
        await seedMember(harness.repos, pine, typeId, {
          key: `case${index}`,
          first: 'Case',
          last: String(index),
          code,
          minute: index,
          ...dates,
        });
        const status = currentStatus(
          {
            status: dates.status,
            startDate: calendarDate(dates.startDate),
            endDate: calendarDate(dates.endDate),
          },
          calendarDate('2026-06-01'),
        );
        expected[status] = [code, ...(expected[status] ?? [])];
      }
      expect(expected.upcoming).toEqual(['CASE-1', 'CASE-0']);
      for (const status of ['active', 'upcoming', 'expired', 'pending', 'cancelled'] as const) {
        const page = await ownerMembers.listMembers(query([pine], { filter: { status } }));
        expect({ status, codes: codes(page), total: page.total }).toEqual({
          status,
          codes: expected[status] ?? [],
          total: (expected[status] ?? []).length,
        });
      }
      const stats = await ownerMembers.memberStats({
        campgroundIds: [pine],
        now: T0,
        expiringWithinDays: OWNER_EXPIRING_WINDOW_DAYS,
        revenueSince: T0,
      });
      expect(stats).toMatchObject({ total: 8, active: 2, upcoming: 2, expired: 2, pending: 1, cancelled: 1 });
      expect(stats.expiringSoon).toBe(2);
    });

    it('filters by the effective status with a search, across campgrounds, and in the export', async () => {
      const { ownerMembers } = harness.repos;
      const { pine, oak } = await seed(harness.repos);
      const list = async (ids: string[], request: Parameters<typeof query>[1]) => {
        const page = await ownerMembers.listMembers(query(ids, request));
        return { codes: codes(page), total: page.total };
      };
      expect(await list([pine], { search: 'pine-00', filter: { status: 'expired' } })).toEqual({
        codes: ['PINE-003'],
        total: 1,
      });
      expect(await list([pine, oak], { search: 'ada', filter: { status: 'active' } })).toEqual({
        codes: ['OAK-001', 'PINE-001'],
        total: 2,
      });
      expect(await list([pine, oak], { filter: { status: 'expired' } })).toEqual({
        codes: ['PINE-003'],
        total: 1,
      });
      const exported: string[] = [];
      await ownerMembers.streamMembers(
        query([pine, oak], { filter: { status: 'active' } }),
        10,
        async (rows) => {
          exported.push(...rows.map((row) => row.membershipCode));
        },
      );
      expect(exported).toEqual(['OAK-001', 'PINE-002', 'PINE-001']);
    });

    it('searches name, e-mail, code and phone, case-insensitively, wildcards taken literally', async () => {
      const { ownerMembers } = harness.repos;
      const { pine, oak } = await seed(harness.repos);
      const find = async (search: string, ids = [pine]) =>
        codes(await ownerMembers.listMembers(query(ids, { search })));
      expect(await find('LOVEL')).toEqual(['PINE-001']);
      expect(await find('ada lovelace')).toEqual(['PINE-001']);
      expect(await find('bob@members')).toEqual(['PINE-002']);
      expect(await find('pine-003')).toEqual(['PINE-003']);
      expect(await find('0102030')).toEqual(['PINE-001']);
      expect(await find('(555) 010')).toEqual(['PINE-001']);
      expect(await find('%')).toEqual([]);
      expect(await find('ada', [pine, oak])).toEqual(['OAK-001', 'PINE-001']);
    });

    it('finds a member by a name changed after the membership was made', async () => {
      const { ownerMembers, users } = harness.repos;
      const { pine, ids } = await seed(harness.repos);
      const member = await ownerMembers.findMember(ids.cy as string);
      await users.updateProfile(member?.userId as string, { lastName: 'Zephyr', phone: '512-555-0199' }, T0);
      expect(codes(await ownerMembers.listMembers(query([pine], { search: 'zephyr' })))).toEqual([
        'PINE-003',
      ]);
      expect(codes(await ownerMembers.listMembers(query([pine], { search: '5125550199' })))).toEqual([
        'PINE-003',
      ]);
      expect(await ownerMembers.listMembers(query([pine], { search: 'young' }))).toMatchObject({ total: 0 });
    });

    it('sorts by name and by expiration in both directions', async () => {
      const { ownerMembers } = harness.repos;
      const { pine } = await seed(harness.repos);
      const sorted = async (sortField: OwnerMemberSort, sortDirection: 'asc' | 'desc') =>
        codes(await ownerMembers.listMembers(query([pine], { sortField, sortDirection })));
      expect(await sorted('name', 'asc')).toEqual([
        'PINE-001',
        'PINE-002',
        'PINE-003',
        'PINE-004',
        'PINE-005',
      ]);
      expect(await sorted('name', 'desc')).toEqual([
        'PINE-005',
        'PINE-004',
        'PINE-003',
        'PINE-002',
        'PINE-001',
      ]);
      expect((await sorted('endDate', 'asc')).slice(0, 3)).toEqual(['PINE-003', 'PINE-001', 'PINE-004']);
      expect((await sorted('endDate', 'desc')).at(-1)).toBe('PINE-003');
    });

    it("reads the discount of the membership's newest card payment as that payment recorded it", async () => {
      const { ownerMembers, payments, campgrounds } = harness.repos;
      const { pine, ids } = await seed(harness.repos);
      const membershipId = ids.bob as string;
      const pay = async (minutes: number, fields: Parameters<typeof aPayment>[0] = {}) =>
        payments.create(
          aPayment({ campgroundId: pine, membershipId, createdAt: minutesAfterT0(minutes), ...fields }),
        );
      await pay(1);
      expect((await ownerMembers.findMember(membershipId))?.appliedDiscount).toBeNull();
      await pay(2, { listPriceCents: 45_000, discountPercentage: 12.5, discountCents: 5_625 });
      // Recorded at the office later: it applied no discount of its own and does not replace the card's.
      const recorder = (await ownerMembers.findMember(ids.ada as string))?.userId as string;
      await pay(3, { recordedBy: recorder, note: 'cash' });
      await campgrounds.update(pine, { militaryDiscountPercentage: 30 }, T0);
      expect((await ownerMembers.findMember(membershipId))?.appliedDiscount).toEqual({
        percentage: 12.5,
        cents: 5_625,
      });
      const page = await ownerMembers.listMembers(query([pine], { search: 'PINE-002' }));
      expect(page.items[0]?.appliedDiscount).toEqual({ percentage: 12.5, cents: 5_625 });
    });

    it('reads one member with profile, type, campground and documents, and their payments', async () => {
      const { ownerMembers, payments, identityDocuments } = harness.repos;
      const { pine, ids } = await seed(harness.repos);
      await identityDocuments.create({
        membershipId: ids.ada as string,
        userId: (await ownerMembers.findMember(ids.ada as string))?.userId as string,
        campgroundId: pine,
        kind: 'selfie',
        storageKey: 'selfie/ada.png',
        contentType: 'image/png',
        status: 'pending',
        createdAt: T0,
      });
      await payments.create(
        aPayment({ campgroundId: pine, membershipId: ids.ada as string, amountCents: 5000, createdAt: T0 }),
      );
      const ada = await ownerMembers.findMember(ids.ada as string);
      expect(ada).toMatchObject({
        campgroundId: pine,
        campgroundName: 'Pine Valley',
        campgroundTimeZone: 'America/Chicago',
        membershipCode: 'PINE-001',
        status: 'active',
        endDate: '2026-06-20',
        email: 'ada@members.test',
        profile: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+1 (555) 010-2030',
          numid: 'N-1',
          city: 'Austin',
        },
        hasIdPhoto: true,
        hasSignature: false,
        hasMilitaryDocument: false,
      });
      expect((await ownerMembers.memberPayments(ids.ada as string)).map((p) => p.amountCents)).toEqual([
        5000,
      ]);
      expect(await ownerMembers.findMember('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await ownerMembers.findMember('not-an-id')).toBeNull();
    });

    it('streams every matching member in order, a batch at a time', async () => {
      const { ownerMembers } = harness.repos;
      const { pine } = await seed(harness.repos);
      const batches: string[][] = [];
      await ownerMembers.streamMembers(
        query([pine], { sortField: 'name', sortDirection: 'asc' }),
        2,
        async (rows) => {
          batches.push(rows.map((row) => row.membershipCode));
        },
      );
      expect(batches).toEqual([['PINE-001', 'PINE-002'], ['PINE-003', 'PINE-004'], ['PINE-005']]);
      const none: unknown[] = [];
      await ownerMembers.streamMembers(query([pine], { search: 'nobody' }), 2, async (rows) => {
        none.push(...rows);
      });
      expect(none).toEqual([]);
    });

    it('reads no further batch once `each` rejects, and rejects with its error', async () => {
      const { ownerMembers } = harness.repos;
      const { pine } = await seed(harness.repos);
      const stop = new Error('the download was closed');
      let batches = 0;
      await expect(
        ownerMembers.streamMembers(
          query([pine], { sortField: 'name', sortDirection: 'asc' }),
          2,
          async () => {
            batches += 1;
            throw stop;
          },
        ),
      ).rejects.toThrow(stop.message);
      expect(batches).toBe(1);
    });

    it('counts the stats from memberships, documents and succeeded unrefunded payments', async () => {
      const { ownerMembers, payments, identityDocuments } = harness.repos;
      const { pine, oak, ids, typeId } = await seed(harness.repos);
      const doc = async (key: string, kind: 'selfie' | 'signature' | 'military-document') =>
        identityDocuments.create({
          membershipId: ids[key] as string,
          userId: (await ownerMembers.findMember(ids[key] as string))?.userId as string,
          campgroundId: pine,
          kind,
          storageKey: `docs/${key}/${kind}`,
          contentType: 'image/png',
          status: 'pending',
          createdAt: T0,
        });
      await doc('ada', 'selfie');
      await doc('bob', 'signature');
      await doc('bob', 'military-document');
      const pay = (key: string, amountCents: number, extra: Record<string, unknown> = {}) =>
        payments.create(
          aPayment({
            campgroundId: pine,
            membershipId: ids[key] as string,
            amountCents,
            createdAt: new Date('2026-05-10T12:00:00Z'),
            ...extra,
          }),
        );
      const ada = await pay('ada', 10_000);
      // A partial refund after the payment counts only what was kept.
      if (!ada.ok) throw new Error('The payment was not recorded');
      await payments.update(ada.value.id, { refundedCents: 2_500 }, T0);
      await pay('bob', 4_000, { createdAt: new Date('2026-06-01T10:00:00Z') });
      await pay('cy', 5_000, { refunded: true });
      await pay('dee', 3_000, { status: 'pending' });
      await payments.create(
        aPayment({ campgroundId: oak, membershipId: ids.oaky as string, amountCents: 7_000 }),
      );
      const stats = await ownerMembers.memberStats({
        campgroundIds: [pine],
        now: T0,
        expiringWithinDays: 30,
        revenueSince: new Date('2026-01-01T00:00:00Z'),
      });
      expect(stats).toMatchObject({
        total: 5,
        active: 2,
        expired: 1,
        pending: 1,
        cancelled: 1,
        expiringSoon: 1,
        pendingPayments: 1,
        withNumid: 1,
        withSignature: 1,
        withPhoto: 1,
        military: 1,
        revenueCents: 11_500,
        revenueByMonth: [
          { month: '2026-05', revenueCents: 7_500 },
          { month: '2026-06', revenueCents: 4_000 },
        ],
        byCampground: [{ campgroundId: pine, campgroundName: 'Pine Valley', count: 5 }],
      });
      expect(stats.types).toEqual([
        expect.objectContaining({
          membershipTypeId: typeId,
          campgroundId: pine,
          count: 5,
          active: 2,
          expired: 1,
          pending: 1,
          cancelled: 1,
          revenueCents: 11_500,
        }),
      ]);
      const both = await ownerMembers.memberStats({
        campgroundIds: [pine, oak],
        now: T0,
        expiringWithinDays: 30,
        revenueSince: T0,
      });
      expect(both.total).toBe(6);
      expect(both.revenueCents).toBe(18_500);
      expect(both.byCampground.map((c) => [c.campgroundName, c.count])).toEqual([
        ['Oak Ridge', 1],
        ['Pine Valley', 5],
      ]);
    });
  });
}
