import { OWNER_EXPIRING_WINDOW_DAYS } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { MembershipStatus } from '../ports/repositories/membership-repository';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, aPayment, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000ffff';

/** The owner stats as the use case asks for them: expiring within the domain's window. */
const ownerStats = (repos: Repositories, ids: readonly string[]) =>
  repos.campgrounds.ownerStats(ids, T0, OWNER_EXPIRING_WINDOW_DAYS);

/** Seeds memberships ending on `endDate` (T0 is 2026-06-01, Chicago's today too); one type per campground. */
const membershipSeeder = (repos: Repositories) => {
  const types = new Map<string, Promise<{ id: string }>>();
  return async (campgroundId: string, endDate: string, status: MembershipStatus = 'active') => {
    let type = types.get(campgroundId);
    if (!type) {
      type = seedMembershipType(repos, campgroundId);
      types.set(campgroundId, type);
    }
    const member = await seedUser(repos);
    const membershipTypeId = (await type).id;
    return unwrap(
      await repos.memberships.create(
        aMembership({
          campgroundId,
          memberId: member.id,
          membershipTypeId,
          startDate: '2026-01-01',
          endDate,
          status,
        }),
      ),
    );
  };
};

/** The owner area's reads of the campground repository: the caller's campgrounds and their stats. */
export function describeOwnerRepositoriesContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`Owner repositories contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('lists the campgrounds of the given ids, every status, by name without regard to case', async () => {
      const { campgrounds } = harness.repos;
      const zion = await seedCampground(harness.repos, { name: 'zion Camp' });
      const aspen = await seedCampground(harness.repos, { name: 'Aspen Camp', status: 'pending' });
      const birch = await seedCampground(harness.repos, { name: 'Birch Camp', status: 'inactive' });
      const notAsked = await seedCampground(harness.repos, { name: 'Another Camp' });
      const removed = await seedCampground(harness.repos, { name: 'Cedar Camp' });
      await campgrounds.remove(removed.id, T0);

      const listed = await campgrounds.listByIds([zion.id, birch.id, aspen.id, removed.id, UNKNOWN_ID, 'x']);

      expect(listed.map((c) => c.name)).toEqual(['Aspen Camp', 'Birch Camp', 'zion Camp']);
      expect(listed[0]).toEqual(aspen);
      expect(listed.map((c) => c.id)).not.toContain(notAsked.id);
      expect(await campgrounds.listByIds([])).toEqual([]);
    });

    it('counts the active campgrounds’ memberships and their revenue less refunds', async () => {
      const repos = harness.repos;
      const pine = await seedCampground(repos, { name: 'Pine' });
      const oak = await seedCampground(repos, { name: 'Oak' });
      const closed = await seedCampground(repos, { name: 'Closed', status: 'inactive' });
      const stranger = await seedCampground(repos, { name: 'Not theirs' });
      const seedMembership = membershipSeeder(repos);

      await seedMembership(pine.id, '2026-06-01'); // ends today: active and expiring
      await seedMembership(pine.id, '2026-07-01'); // day 30: expiring
      await seedMembership(pine.id, '2026-07-02'); // day 31: active only
      await seedMembership(oak.id, '2026-05-31'); // past its end: counted, not active
      await seedMembership(oak.id, '2026-06-10', 'pending');
      await seedMembership(oak.id, '2026-05-01', 'archived'); // logically deleted
      await seedMembership(closed.id, '2026-06-10');
      await seedMembership(stranger.id, '2026-06-10');

      const pay = (campgroundId: string | null, amountCents: number, more = {}) =>
        repos.payments.create(aPayment({ campgroundId, amountCents, ...more }));
      await pay(pine.id, 10_000);
      await pay(oak.id, 2_500);
      await pay(pine.id, 4_000, { refunded: true });
      await pay(pine.id, 2_000, { refundedCents: 500 }); // partly refunded: 1,500 kept
      await pay(pine.id, 3_000, { status: 'failed' });
      await pay(pine.id, 3_000, { status: 'pending' });
      await pay(closed.id, 9_000);
      await pay(stranger.id, 9_000);
      await pay(null, 9_000);

      expect(await ownerStats(repos, [pine.id, oak.id, closed.id, UNKNOWN_ID])).toEqual({
        totalCampgrounds: 2,
        totalMemberships: 5,
        activeMemberships: 3,
        expiringMemberships: 2,
        totalRevenueCents: 14_000,
      });
    });

    it('dates memberships in each campground’s own time zone, day 30 in and day 31 out', async () => {
      const repos = harness.repos;
      // 2026-06-01T12:00Z is already 2 June in Auckland.
      const far = await seedCampground(repos, { timeZone: 'Pacific/Auckland' });
      const seedMembership = membershipSeeder(repos);
      await seedMembership(far.id, '2026-06-01'); // yesterday there
      await seedMembership(far.id, '2026-07-02'); // day 30 there (day 31 in Chicago)
      await seedMembership(far.id, '2026-07-03'); // day 31 there
      expect(await ownerStats(repos, [far.id])).toMatchObject({
        totalMemberships: 3,
        activeMemberships: 2,
        expiringMemberships: 1,
      });
    });

    it('answers zeros for no campgrounds', async () => {
      expect(await ownerStats(harness.repos, [])).toEqual({
        totalCampgrounds: 0,
        totalMemberships: 0,
        activeMemberships: 0,
        expiringMemberships: 0,
        totalRevenueCents: 0,
      });
    });
  });
}
