import { describe, expect, it } from 'vitest';
import { type ListRequest, listQuery } from '../ports/list';
import type {
  AccountFilter,
  AccountSort,
  AdminCampgroundFilter,
  AdminCampgroundSort,
  MemberFilter,
} from '../ports/repositories/admin-directory';
import type { AuditFilter } from '../ports/repositories/audit-log-repository';
import type { MembershipStatus } from '../ports/repositories/membership-repository';
import type { StoredRole } from '../ports/repositories/role-repository';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, anOutboxMessage, aProfile, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

const campgroundQuery = (request: ListRequest<AdminCampgroundFilter> = {}) =>
  listQuery<AdminCampgroundFilter, AdminCampgroundSort>(request, {
    filter: { status: null, unownedOnly: false },
    sortFields: ['name', 'createdAt'],
    sort: { field: 'name', direction: 'asc' },
  });

const accountQuery = <F>(filter: F, request: ListRequest<F> = {}, countUpTo?: number) =>
  listQuery<F, AccountSort>(request, {
    filter,
    sortFields: ['createdAt', 'email'],
    sort: { field: 'createdAt', direction: 'desc' },
    countUpTo,
  });

/** An account with a profile and roles, created `minute` minutes after T0. */
const seedAccount = async (
  repos: Repositories,
  email: string,
  minute: number,
  roles: readonly { role: StoredRole; campgroundId?: string }[],
  names: { firstName: string; lastName: string } = { firstName: 'Jamie', lastName: 'Rivers' },
) => {
  const user = unwrap(
    await repos.users.create({ email, passwordHash: 'h', createdAt: minutesAfterT0(minute) }),
  );
  await repos.users.saveProfile(user.id, aProfile(names), minutesAfterT0(minute));
  for (const { role, campgroundId } of roles) {
    await repos.roles.grant({ userId: user.id, role, campgroundId: campgroundId ?? null, createdAt: T0 });
  }
  return user;
};

const auditQuery = (request: Parameters<typeof listQuery<AuditFilter, 'createdAt'>>[0] = {}) =>
  listQuery<AuditFilter, 'createdAt'>(request, {
    filter: { campgroundId: null, actorId: null, actions: null, from: null, to: null },
    sortFields: ['createdAt'],
    sort: { field: 'createdAt', direction: 'desc' },
  });

/** The behaviour every audit log and admin directory shares (the super admin's area). */
export function describeAdminRepositoriesContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`AuditLogRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('keeps who wrote what, where, when, before and after, and reads it back newest first', async () => {
      const { auditLog } = harness.repos;
      const admin = await seedUser(harness.repos, 'admin@camppass.test');
      const campground = await seedCampground(harness.repos);
      const first = await auditLog.record({
        actorId: admin.id,
        actorRole: 'super_admin',
        action: 'create-campground',
        campgroundId: campground.id,
        subjectId: campground.id,
        before: null,
        after: { name: 'Pine', nested: { months: [11, 3] } },
        createdAt: T0,
      });
      expect(first).toMatchObject({ actorEmail: 'admin@camppass.test', id: expect.any(String) });
      await auditLog.record({
        ...first,
        action: 'admin-update-campground',
        before: { name: 'Pine' },
        after: { name: 'Pine Valley' },
        createdAt: minutesAfterT0(1),
      });
      await auditLog.record({ ...first, action: 'admin-delete-campground', createdAt: minutesAfterT0(1) });

      const page = await auditLog.list(auditQuery());
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
      expect(page.items.map((entry) => entry.action)).toEqual([
        'admin-delete-campground',
        'admin-update-campground',
        'create-campground',
      ]);
      expect(page.items[2]).toEqual({ ...first, actorName: null, campgroundName: campground.name });
      expect(page.items[1]).toMatchObject({ before: { name: 'Pine' }, after: { name: 'Pine Valley' } });
    });

    it('filters by campground and actor, searches literally, and pages with a stable order', async () => {
      const { auditLog } = harness.repos;
      const admin = await seedUser(harness.repos, 'admin@camppass.test');
      const owner = await seedUser(harness.repos, 'owner_1@camppass.test');
      const campground = await seedCampground(harness.repos);
      for (let n = 0; n < 25; n += 1) {
        await auditLog.record({
          actorId: n % 5 === 0 ? owner.id : admin.id,
          actorRole: n % 5 === 0 ? 'owner' : 'super_admin',
          action: `action-${n}`,
          campgroundId: n % 5 === 0 ? campground.id : null,
          subjectId: null,
          before: null,
          after: { n },
          createdAt: T0,
        });
      }
      expect((await auditLog.list(auditQuery({ filter: { campgroundId: campground.id } }))).total).toBe(5);
      expect((await auditLog.list(auditQuery({ filter: { actorId: owner.id } }))).total).toBe(5);
      expect((await auditLog.list(auditQuery({ search: 'OWNER_1' }))).total).toBe(5);
      expect((await auditLog.list(auditQuery({ search: 'owner%' }))).total).toBe(0);
      expect((await auditLog.list(auditQuery({ filter: { campgroundId: 'not-an-id' } }))).total).toBe(0);

      const pages = await Promise.all(
        [1, 2, 3].map((page) => auditLog.list(auditQuery({ page, pageSize: 10 }))),
      );
      const seen = pages.flatMap((page) => page.items.map((entry) => entry.after?.n));
      expect(seen).toEqual([...Array(25).keys()].reverse());
      expect((await auditLog.list(auditQuery({ page: 9 }))).items).toEqual([]);
    });
    it('filters by kinds of action and a date range, and names the actor and the campground', async () => {
      const { auditLog } = harness.repos;
      const owner = await seedAccount(harness.repos, 'olivia@camppass.test', 0, [], {
        firstName: 'Olivia',
        lastName: 'Owner',
      });
      const campground = await seedCampground(harness.repos, { name: 'Pine Valley' });
      const write = (action: string, minute: number) =>
        auditLog.record({
          actorId: owner.id,
          actorRole: 'owner',
          action,
          campgroundId: campground.id,
          subjectId: campground.id,
          before: null,
          after: { minute },
          createdAt: minutesAfterT0(minute),
        });
      for (let minute = 0; minute < 6; minute += 1) {
        await write(minute % 2 === 0 ? 'campground-crud' : 'review-document', minute);
      }
      const minutes = async (filter: Partial<AuditFilter>, search?: string) =>
        (await auditLog.list(auditQuery({ filter, ...(search ? { search } : {}) }))).items.map(
          (entry) => entry.after?.minute,
        );
      expect(await minutes({ actions: ['review-document'] })).toEqual([5, 3, 1]);
      expect(await minutes({ actions: ['campground-crud', 'review-document'] })).toHaveLength(6);
      expect(await minutes({ actions: [] })).toEqual([]);
      expect(await minutes({ from: minutesAfterT0(2), to: minutesAfterT0(4) })).toEqual([3, 2]);
      expect(await minutes({ actions: ['campground-crud'], from: minutesAfterT0(1) })).toEqual([4, 2]);
      expect(await minutes({}, 'olivia owner')).toHaveLength(6);
      const [newest] = (await auditLog.list(auditQuery())).items;
      expect(newest).toMatchObject({ actorName: 'Olivia Owner', campgroundName: 'Pine Valley' });
    });
  });

  describe(`AdminDirectory contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('counts campgrounds, owners, members, active memberships and pending verifications', async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos, { name: 'Pine' });
      const lake = await seedCampground(repos, { name: 'Lake' });
      const owner = await seedAccount(repos, 'owner@camppass.test', 0, [
        { role: 'owner', campgroundId: pine.id },
        { role: 'owner', campgroundId: lake.id },
        { role: 'member' },
      ]);
      const member = await seedAccount(repos, 'member@camppass.test', 1, [{ role: 'member' }]);
      const type = await seedMembershipType(repos, pine.id);
      const ids = { campgroundId: pine.id, membershipTypeId: type.id };
      const active = unwrap(await repos.memberships.create(aMembership({ ...ids, memberId: member.id })));
      await repos.memberships.create(aMembership({ ...ids, memberId: owner.id, status: 'expired' }));
      for (const status of ['pending', 'pending', 'approved'] as const) {
        await repos.identityDocuments.create({
          membershipId: active.id,
          userId: member.id,
          campgroundId: pine.id,
          kind: 'military-document',
          storageKey: `documents/${status}-${Math.random()}`,
          contentType: 'image/png',
          status,
          createdAt: T0,
        });
      }
      expect(await repos.admin.systemCounts(T0)).toEqual({
        campgrounds: 2,
        owners: 1,
        members: 2,
        activeMemberships: 1,
        pendingVerifications: 2,
      });
      await repos.campgrounds.remove(lake.id, T0);
      expect((await repos.admin.systemCounts(T0)).campgrounds).toBe(1);

      await repos.memberships.update(active.id, { status: 'expired' }, T0);
      await repos.roles.revoke(owner.id, 'owner', lake.id);
      expect(await repos.admin.systemCounts(T0)).toMatchObject({ owners: 1, activeMemberships: 0 });
      await repos.roles.revoke(owner.id, 'owner', pine.id);
      await repos.roles.revoke(member.id, 'member', null);
      await repos.roles.grant({ userId: member.id, role: 'member', campgroundId: null, createdAt: T0 });
      await repos.roles.grant({ userId: member.id, role: 'member', campgroundId: pine.id, createdAt: T0 });
      expect(await repos.admin.systemCounts(T0)).toMatchObject({ owners: 0, members: 2 });
    });

    it("counts active memberships as the owner's Members tab does: started and not ended, today", async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos, { name: 'Pine' });
      const type = await seedMembershipType(repos, pine.id);
      const member = await seedAccount(repos, 'member@camppass.test', 1, [{ role: 'member' }]);
      const ids = { campgroundId: pine.id, membershipTypeId: type.id, memberId: member.id };
      // T0 is 2026-06-01 in Pine's time zone.
      for (const [startDate, endDate] of [
        ['2026-05-01', '2026-06-30'],
        ['2026-06-01', '2026-06-01'],
        ['2026-06-11', '2026-06-20'],
        ['2026-01-01', '2026-05-31'],
      ] as const) {
        unwrap(await repos.memberships.create(aMembership({ ...ids, startDate, endDate })));
      }
      const owner = await repos.ownerMembers.memberStats({
        campgroundIds: [pine.id],
        now: T0,
        expiringWithinDays: 30,
        revenueSince: T0,
      });
      expect(owner.active).toBe(2);
      expect((await repos.admin.systemCounts(T0)).activeMemberships).toBe(owner.active);
    });

    it('lists campgrounds by name with their owner, filtered, searched and paged; removed ones never', async () => {
      const { repos } = harness;
      const owner = await seedAccount(repos, 'olive@camppass.test', 0, [], {
        firstName: 'Olive',
        lastName: 'Oak',
      });
      for (let n = 0; n < 12; n += 1) {
        await seedCampground(repos, {
          name: `Camp ${String(n).padStart(2, '0')}`,
          city: n % 2 === 0 ? 'Austin' : 'Dallas',
          status: n % 3 === 0 ? 'pending' : 'active',
          ownerId: n === 4 ? owner.id : null,
        });
      }
      const first = await repos.admin.listCampgrounds(campgroundQuery({ pageSize: 10 }));
      expect(first.total).toBe(12);
      expect(first.items.map((row) => row.name).slice(0, 3)).toEqual(['Camp 00', 'Camp 01', 'Camp 02']);
      expect(first.items[4]).toMatchObject({ ownerName: 'Olive Oak', ownerEmail: 'olive@camppass.test' });
      expect(first.items[0]).toMatchObject({ ownerName: null, ownerEmail: null });
      const second = await repos.admin.listCampgrounds(campgroundQuery({ pageSize: 10, page: 2 }));
      expect(second.items.map((row) => row.name)).toEqual(['Camp 10', 'Camp 11']);
      expect(
        (await repos.admin.listCampgrounds(campgroundQuery({ filter: { status: 'pending' } }))).total,
      ).toBe(4);
      expect((await repos.admin.listCampgrounds(campgroundQuery({ search: 'DALL' }))).total).toBe(6);
      expect((await repos.admin.listCampgrounds(campgroundQuery({ search: 'camp 1' }))).total).toBe(2);
      expect((await repos.admin.listCampgrounds(campgroundQuery({ search: '_' }))).total).toBe(0);
      expect(
        (await repos.admin.listCampgrounds(campgroundQuery({ filter: { unownedOnly: true } }))).total,
      ).toBe(11);

      const [removed] = first.items;
      expect(await repos.campgrounds.remove(removed?.id ?? '', minutesAfterT0(1))).toMatchObject({
        name: 'Camp 00',
      });
      expect(await repos.campgrounds.remove(removed?.id ?? '', minutesAfterT0(2))).toBeNull();
      expect((await repos.admin.listCampgrounds(campgroundQuery())).total).toBe(11);
      expect(await repos.campgrounds.findById(removed?.id ?? '')).toBeNull();
      expect(await repos.campgrounds.findBySlug(removed?.slug ?? '')).toBeNull();
      expect(await repos.campgrounds.update(removed?.id ?? '', { name: 'Back' }, T0)).toEqual({
        ok: true,
        value: null,
      });
      expect(
        (await repos.campgrounds.create({ name: 'Again', slug: removed?.slug ?? '', createdAt: T0 })).ok,
      ).toBe(false);
    });

    it('lists accounts with every role they hold, newest first, by role and by name or e-mail', async () => {
      const { repos } = harness;
      const campground = await seedCampground(repos);
      await seedAccount(repos, 'ann@camppass.test', 0, [{ role: 'member' }], {
        firstName: 'Ann',
        lastName: 'Lee',
      });
      await seedAccount(repos, 'bob@camppass.test', 1, [
        { role: 'owner', campgroundId: campground.id },
        { role: 'member' },
      ]);
      const bare = unwrap(
        await repos.users.create({
          email: 'bare@camppass.test',
          passwordHash: null,
          createdAt: minutesAfterT0(2),
        }),
      );

      const all = await repos.admin.listAccounts(accountQuery<AccountFilter>({ role: null }));
      expect(all.items.map((row) => row.email)).toEqual([
        'bare@camppass.test',
        'bob@camppass.test',
        'ann@camppass.test',
      ]);
      expect(all.items[0]).toMatchObject({
        userId: bare.id,
        firstName: '',
        lastName: '',
        status: null,
        roles: [],
      });
      expect(all.items[1]?.roles).toEqual(
        expect.arrayContaining([
          { role: 'owner', campgroundId: campground.id },
          { role: 'member', campgroundId: null },
        ]),
      );
      expect((await repos.admin.listAccounts(accountQuery<AccountFilter>({ role: 'member' }))).total).toBe(2);
      expect(
        (await repos.admin.listAccounts(accountQuery<AccountFilter>({ role: null }, { search: 'ann lee' })))
          .total,
      ).toBe(1);
      const byEmail = await repos.admin.listAccounts(
        accountQuery<AccountFilter>(
          { role: null },
          { sortField: 'email', sortDirection: 'asc', pageSize: 10 },
        ),
      );
      expect(byEmail.items.map((row) => row.email)[0]).toBe('ann@camppass.test');

      const owners = await repos.admin.listOwners(accountQuery({}));
      expect(owners.items).toEqual([
        expect.objectContaining({ email: 'bob@camppass.test', campgrounds: [] }),
      ]);
      await repos.campgrounds.update(campground.id, { ownerId: owners.items[0]?.userId ?? null }, T0);
      expect((await repos.admin.listOwners(accountQuery({}))).items[0]?.campgrounds).toEqual([
        { id: campground.id, name: campground.name },
      ]);
    });

    it('lists members with their newest membership, by campground and status, and shows their details', async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos, { name: 'Pine' });
      const lake = await seedCampground(repos, { name: 'Lake' });
      const pineType = await seedMembershipType(repos, pine.id);
      const lakeType = await seedMembershipType(repos, lake.id);
      const ann = await seedAccount(repos, 'ann@camppass.test', 0, [{ role: 'member' }]);
      const bob = await seedAccount(repos, 'bob@camppass.test', 1, [{ role: 'member' }]);
      await seedAccount(repos, 'owner@camppass.test', 2, [{ role: 'owner', campgroundId: pine.id }]);
      await repos.memberships.create(
        aMembership({
          campgroundId: pine.id,
          membershipTypeId: pineType.id,
          memberId: ann.id,
          status: 'expired',
        }),
      );
      await repos.memberships.create(
        aMembership({
          campgroundId: lake.id,
          membershipTypeId: lakeType.id,
          memberId: ann.id,
          createdAt: minutesAfterT0(5),
          membershipCode: 'LAK-0001',
        }),
      );
      const members = await repos.admin.listMembers(
        accountQuery<MemberFilter>({ campgroundId: null, status: null }),
      );
      expect(members.items.map((row) => row.email)).toEqual(['bob@camppass.test', 'ann@camppass.test']);
      expect(members.items[0]?.latestMembership).toBeNull();
      expect(members.items[1]?.latestMembership).toMatchObject({
        membershipCode: 'LAK-0001',
        campgroundName: 'Lake',
        membershipTypeName: 'Weekly',
        status: 'active',
        startDate: '2026-06-01',
        createdAt: minutesAfterT0(5),
      });
      const at = (filter: Partial<MemberFilter>) =>
        repos.admin.listMembers(accountQuery<MemberFilter>({ campgroundId: null, status: null, ...filter }));
      expect((await at({ campgroundId: pine.id })).total).toBe(1);
      expect((await at({ status: 'active' })).total).toBe(1);
      expect((await at({ status: 'expired' })).total).toBe(0);
      expect((await at({ campgroundId: 'not-an-id' })).total).toBe(0);

      const details = await repos.admin.memberDetails(ann.id);
      expect(details).toMatchObject({
        email: 'ann@camppass.test',
        emergencyContact: null,
        militaryStatus: null,
      });
      expect(details?.memberships.map((row) => row.campgroundName)).toEqual(['Lake', 'Pine']);
      expect(await repos.admin.memberDetails(bob.id)).toMatchObject({ memberships: [] });
      expect(await repos.admin.memberDetails('not-an-id')).toBeNull();
    });

    it("filters members by their newest membership's status through renewals, changes and parallel inserts", async () => {
      const { repos } = harness;
      const campground = await seedCampground(repos);
      const type = await seedMembershipType(repos, campground.id);
      const ann = await seedAccount(repos, 'ann@camppass.test', 0, [{ role: 'member' }]);
      const bob = await seedAccount(repos, 'bob@camppass.test', 1, [{ role: 'member' }]);
      const membership = async (memberId: string, minute: number, status: MembershipStatus) =>
        unwrap(
          await repos.memberships.create(
            aMembership({
              campgroundId: campground.id,
              membershipTypeId: type.id,
              memberId,
              status,
              createdAt: minutesAfterT0(minute),
            }),
          ),
        );
      const withStatus = async (status: MembershipStatus, request: ListRequest<MemberFilter> = {}) => {
        const page = await repos.admin.listMembers(
          accountQuery<MemberFilter>({ campgroundId: null, status }, request),
        );
        return { total: page.total, emails: page.items.map((row) => row.email) };
      };

      const first = await membership(ann.id, 1, 'expired');
      expect(await withStatus('expired')).toEqual({ total: 1, emails: ['ann@camppass.test'] });
      // A renewal is newer: the member is listed by its status only.
      const renewal = await membership(ann.id, 5, 'active');
      expect(await withStatus('expired')).toEqual({ total: 0, emails: [] });
      expect(await withStatus('active')).toEqual({ total: 1, emails: ['ann@camppass.test'] });
      // A change of the newest membership's status moves the member; one of an older one does not.
      await repos.memberships.update(renewal.id, { status: 'cancelled' }, minutesAfterT0(6));
      await repos.memberships.update(first.id, { status: 'active' }, minutesAfterT0(6));
      expect(await withStatus('active')).toEqual({ total: 0, emails: [] });
      expect(await withStatus('cancelled')).toEqual({ total: 1, emails: ['ann@camppass.test'] });

      // Twenty memberships inserted at once, in an order unlike their ages: the newest one counts.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i * 7) % 20).map((age) =>
          membership(bob.id, 10 + age, age === 19 ? 'pending' : 'expired'),
        ),
      );
      expect(await withStatus('pending')).toEqual({ total: 1, emails: ['bob@camppass.test'] });
      expect(await withStatus('expired')).toEqual({ total: 0, emails: [] });
      const [listed] = (
        await repos.admin.listMembers(accountQuery<MemberFilter>({ campgroundId: null, status: 'pending' }))
      ).items;
      expect(listed?.latestMembership).toMatchObject({ status: 'pending', createdAt: minutesAfterT0(29) });
      expect(await withStatus('cancelled', { sortField: 'email', sortDirection: 'asc' })).toEqual({
        total: 1,
        emails: ['ann@camppass.test'],
      });
    });

    it('counts a searched or status-filtered account list up to its limit, each account once', async () => {
      const { repos } = harness;
      const campground = await seedCampground(repos);
      const type = await seedMembershipType(repos, campground.id);
      // Twelve accounts match "cap": even ones by e-mail, odd ones by name, the first by both.
      for (let i = 0; i < 12; i += 1) {
        const byEmail = i % 2 === 0;
        const account = await seedAccount(
          repos,
          `${byEmail ? 'cap' : 'other'}-${i}@camppass.test`,
          i,
          [{ role: 'member' }, ...(i < 2 ? [{ role: 'owner' as const, campgroundId: campground.id }] : [])],
          { firstName: i === 0 || !byEmail ? 'Capri' : 'Jo', lastName: `Number ${i}` },
        );
        await repos.memberships.create(
          aMembership({ campgroundId: campground.id, membershipTypeId: type.id, memberId: account.id }),
        );
      }
      await seedAccount(repos, 'nobody@camppass.test', 20, [{ role: 'member' }]);
      const emails = (page: { items: readonly { email: string }[] }) => page.items.map((row) => row.email);
      const newest = Array.from({ length: 12 }, (_, i) => 11 - i).map(
        (i) => `${i % 2 === 0 ? 'cap' : 'other'}-${i}@camppass.test`,
      );

      const accounts = (request: ListRequest<AccountFilter>, countUpTo?: number) =>
        repos.admin.listAccounts(accountQuery<AccountFilter>({ role: null }, request, countUpTo));
      const exact = await accounts({ search: 'CAP', pageSize: 10 });
      expect(exact).toMatchObject({ total: 12 });
      expect(exact.totalCapped).toBeUndefined();
      expect(emails(exact)).toEqual(newest.slice(0, 10));

      const capped = await accounts({ search: 'CAP', pageSize: 10 }, 5);
      expect(capped).toMatchObject({ total: 10, totalCapped: true });
      expect(emails(capped)).toEqual(newest.slice(0, 10));
      const second = await accounts({ search: 'CAP', pageSize: 10, page: 2 }, 5);
      expect(second).toMatchObject({ total: 12 });
      expect(second.totalCapped).toBeUndefined();
      expect(emails(second)).toEqual(newest.slice(10));
      const byEmail = await accounts(
        { search: 'cap', pageSize: 10, sortField: 'email', sortDirection: 'asc' },
        5,
      );
      expect(emails(byEmail)).toEqual([...newest].sort().slice(0, 10));
      expect(await accounts({ search: '%' }, 5)).toMatchObject({ total: 0, items: [] });
      // Without a search the total is exact whatever the limit.
      expect(await accounts({ pageSize: 10 }, 5)).toMatchObject({ total: 13 });

      const members = (
        filter: Partial<MemberFilter>,
        request: ListRequest<MemberFilter>,
        countUpTo?: number,
      ) =>
        repos.admin.listMembers(
          accountQuery<MemberFilter>({ campgroundId: null, status: null, ...filter }, request, countUpTo),
        );
      expect(await members({}, { search: 'capri', pageSize: 10 }, 5)).toMatchObject({ total: 7 });
      expect(await members({}, { search: 'cap', pageSize: 10 }, 5)).toMatchObject({
        total: 10,
        totalCapped: true,
      });
      expect(await members({ status: 'active' }, { pageSize: 10 }, 5)).toMatchObject({
        total: 10,
        totalCapped: true,
      });
      expect(await members({ status: 'active' }, { pageSize: 20 }, 5)).toMatchObject({ total: 12 });
      expect(await members({ campgroundId: campground.id }, { pageSize: 10 }, 5)).toMatchObject({
        total: 12,
      });
      expect(await members({}, { pageSize: 10 }, 5)).toMatchObject({ total: 13 });

      const owners = await repos.admin.listOwners(accountQuery({}, { search: 'capri' }, 5));
      expect(emails(owners)).toEqual(['other-1@camppass.test', 'cap-0@camppass.test']);
      expect(owners.total).toBe(2);
    });

    it('pages every member in order whichever end a page is read from, as the member role comes and goes', async () => {
      const { repos } = harness;
      const campground = await seedCampground(repos);
      // 23 members (e-mails in an order unlike their ages), an owner who is not one, and a 24th
      // member granted the role twice. Pages of 10: the second and third are read from the far end.
      const members = [];
      for (let i = 0; i < 23; i += 1) {
        members.push(await seedAccount(repos, `m${(i * 7) % 23}-x@camppass.test`, i, [{ role: 'member' }]));
      }
      await seedAccount(repos, 'owner@camppass.test', 30, [{ role: 'owner', campgroundId: campground.id }]);
      const twice = await seedAccount(repos, 'twice@camppass.test', 31, [
        { role: 'member' },
        { role: 'member', campgroundId: campground.id },
      ]);
      const listed = async (request: ListRequest<MemberFilter>) => {
        const emails: string[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const answer = await repos.admin.listMembers(
            accountQuery<MemberFilter>(
              { campgroundId: null, status: null },
              { ...request, page, pageSize: 10 },
            ),
          );
          expect(answer.total).toBe(24);
          expect(answer.items.length).toBe(page === 3 ? 4 : 10);
          emails.push(...answer.items.map((row) => row.email));
        }
        return emails;
      };
      const byAge = ['twice@camppass.test', ...[...members].reverse().map((member) => member.email)];
      expect(await listed({})).toEqual(byAge);
      expect(await listed({ sortDirection: 'asc' })).toEqual([...byAge].reverse());
      const byEmail = [...byAge].sort();
      expect(await listed({ sortField: 'email', sortDirection: 'asc' })).toEqual(byEmail);
      expect(await listed({ sortField: 'email', sortDirection: 'desc' })).toEqual([...byEmail].reverse());
      // The Users list holds the owner as well, each of its pages read in the same way.
      const accounts: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const answer = await repos.admin.listAccounts(
          accountQuery<AccountFilter>({ role: null }, { page, pageSize: 10 }),
        );
        expect(answer.total).toBe(25);
        accounts.push(...answer.items.map((row) => row.email));
      }
      expect(accounts).toEqual([byAge[0], 'owner@camppass.test', ...byAge.slice(1)]);
      // A page past the last one is empty.
      const past = await repos.admin.listMembers(
        accountQuery<MemberFilter>({ campgroundId: null, status: null }, { page: 4, pageSize: 10 }),
      );
      expect(past).toMatchObject({ total: 24, items: [] });

      // Losing one of two member grants keeps the account a member; losing the last one does not.
      const memberEmails = async () =>
        (
          await repos.admin.listMembers(
            accountQuery<MemberFilter>({ campgroundId: null, status: null }, { search: 'twice' }),
          )
        ).items.map((row) => row.email);
      await repos.roles.revoke(twice.id, 'member', campground.id);
      expect(await memberEmails()).toEqual(['twice@camppass.test']);
      await repos.roles.revoke(twice.id, 'member', null);
      expect(await memberEmails()).toEqual([]);
      await repos.roles.grant({ userId: twice.id, role: 'member', campgroundId: null, createdAt: T0 });
      expect(await memberEmails()).toEqual(['twice@camppass.test']);
    });

    it('keeps members and accounts counted through parallel sign-ups, grants and revocations', async () => {
      const { repos } = harness;
      const campground = await seedCampground(repos);
      // 50 accounts signed up at once, each a member.
      const accounts = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          seedAccount(repos, `p${i}@camppass.test`, i, [{ role: 'member' }]),
        ),
      );
      // Each loses its grant while it gains one at the campground, all at once: each stays a member.
      await Promise.all(
        accounts.flatMap((account) => [
          repos.roles.revoke(account.id, 'member', null),
          repos.roles.grant({
            userId: account.id,
            role: 'member',
            campgroundId: campground.id,
            createdAt: T0,
          }),
        ]),
      );
      const members = await repos.admin.listMembers(
        accountQuery<MemberFilter>({ campgroundId: null, status: null }, { pageSize: 100 }),
      );
      expect([members.total, members.items.length]).toEqual([50, 50]);
      const users = await repos.admin.listAccounts(
        accountQuery<AccountFilter>({ role: null }, { pageSize: 100 }),
      );
      expect([users.total, users.items.length]).toEqual([50, 50]);
      // Half of them lose their last grant at once.
      await Promise.all(
        accounts.slice(0, 25).map((account) => repos.roles.revoke(account.id, 'member', campground.id)),
      );
      const left = await repos.admin.listMembers(
        accountQuery<MemberFilter>({ campgroundId: null, status: null }, { pageSize: 100 }),
      );
      expect(left.items.map((row) => row.email).sort()).toEqual(
        accounts
          .slice(25)
          .map((account) => account.email)
          .sort(),
      );
    });

    it('reads the figures of the system health and notes job runs', async () => {
      const { repos } = harness;
      expect(await repos.admin.healthFigures(T0)).toEqual({
        outboxBacklog: 0,
        oldestUnsentEmailAt: null,
        oldestPendingCheckoutAt: null,
        lastReconciliationAt: null,
      });
      await repos.outbox.add(anOutboxMessage({ createdAt: minutesAfterT0(1) }));
      await repos.outbox.add(anOutboxMessage({ createdAt: minutesAfterT0(2) }));
      await repos.admin.recordJobRun('reconcile-checkouts', minutesAfterT0(10));
      await repos.admin.recordJobRun('reconcile-checkouts', minutesAfterT0(5));
      expect(await repos.admin.healthFigures(T0)).toEqual({
        outboxBacklog: 2,
        oldestUnsentEmailAt: minutesAfterT0(1),
        oldestPendingCheckoutAt: null,
        lastReconciliationAt: minutesAfterT0(10),
      });
      const schema = await repos.admin.schema();
      expect(schema.unknownVersions).toEqual([]);
      expect(schema.tables).toEqual(expect.arrayContaining([{ name: 'outbox', rows: 2 }]));
      expect(schema.migrations.every((migration) => migration.appliedAt !== null)).toBe(true);
    });
  });
}
