import { describe, expect, it } from 'vitest';
import { aMembership, aProfile, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

/** The behaviour every CheckInRepository shares: once per client id, the log, last visits, revocations. */
export function describeCheckInRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`CheckInRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    const setUp = async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos);
      const oak = await seedCampground(repos);
      const staff = await seedUser(repos, 'gate@camp.test');
      const types = new Map([
        [pine.id, await seedMembershipType(repos, pine.id)],
        [oak.id, await seedMembershipType(repos, oak.id)],
      ]);
      const membershipAt = async (campgroundId: string, email: string, firstName: string, code: string) => {
        const member = await seedUser(repos, email);
        await repos.users.saveProfile(member.id, aProfile({ firstName, lastName: 'Camper' }), T0);
        const type = types.get(campgroundId);
        if (!type) throw new Error('No type seeded for the campground');
        return unwrap(
          await repos.memberships.create(
            aMembership({
              campgroundId,
              memberId: member.id,
              membershipTypeId: type.id,
              membershipCode: code,
            }),
          ),
        );
      };
      const ada = await membershipAt(pine.id, 'ada@camp.test', 'Ada', 'PINE-1');
      const bob = await membershipAt(pine.id, 'bob@camp.test', 'Bob', 'PINE-2');
      const olga = await membershipAt(oak.id, 'olga@camp.test', 'Olga', 'OAK-1');
      const checkIn = (membership: { id: string; campgroundId: string }, clientId: string, minutes: number) =>
        repos.checkIns.record({
          clientId,
          campgroundId: membership.campgroundId,
          membershipId: membership.id,
          checkedBy: staff.id,
          device: 'Gate phone',
          checkedAt: minutesAfterT0(minutes),
          recordedAt: minutesAfterT0(minutes + 1),
        });
      return { repos, pine, oak, staff, types, ada, bob, olga, checkIn };
    };

    it('records a check-in once per campground and client id, answering the first row again', async () => {
      const { ada, olga, staff, checkIn } = await setUp();
      const first = await checkIn(ada, 'client-1', 0);
      expect(first.created).toBe(true);
      expect(first.checkIn).toMatchObject({
        clientId: 'client-1',
        membershipId: ada.id,
        checkedBy: staff.id,
        device: 'Gate phone',
        checkedAt: minutesAfterT0(0),
        recordedAt: minutesAfterT0(1),
      });
      const again = await checkIn(ada, 'client-1', 5);
      expect(again).toEqual({ checkIn: first.checkIn, created: false });
      // The same client id at another campground is that campground's own check-in.
      expect((await checkIn(olga, 'client-1', 0)).created).toBe(true);
    });

    it('lists the campground’s log newest first with its names, filtered and paged', async () => {
      const { repos, pine, staff, types, ada, bob, olga, checkIn } = await setUp();
      await checkIn(ada, 'a-1', 0);
      await checkIn(bob, 'b-1', 10);
      await checkIn(ada, 'a-2', 20);
      await checkIn(olga, 'o-1', 30);
      const all = { campgroundId: pine.id, from: null, to: null, membershipId: null };
      const page = await repos.checkIns.list(all, 1, 10);
      expect(page.total).toBe(3);
      expect(page.items.map((row) => row.clientId)).toEqual(['a-2', 'b-1', 'a-1']);
      expect(page.items[0]).toMatchObject({
        membershipCode: 'PINE-1',
        memberName: 'Ada Camper',
        checkedByEmail: staff.email,
        membershipTypeName: types.get(pine.id)?.displayName,
      });
      const second = await repos.checkIns.list(all, 2, 2);
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items.map((row) => row.clientId)).toEqual(['a-1']);
      expect((await repos.checkIns.list(all, 5, 2)).total).toBe(3);
      // From is inclusive, to exclusive; one membership's visits only.
      const between = await repos.checkIns.list(
        { ...all, from: minutesAfterT0(10), to: minutesAfterT0(20) },
        1,
        10,
      );
      expect(between.items.map((row) => row.clientId)).toEqual(['b-1']);
      const adas = await repos.checkIns.list({ ...all, membershipId: ada.id }, 1, 10);
      expect(adas.items.map((row) => row.clientId)).toEqual(['a-2', 'a-1']);
      // Ids that are no ids list nothing.
      expect((await repos.checkIns.list({ ...all, campgroundId: 'nope' }, 1, 10)).total).toBe(0);
      expect((await repos.checkIns.list({ ...all, membershipId: 'nope' }, 1, 10)).total).toBe(0);
    });

    it('tells the last visit of each membership in one read, none for those never checked in', async () => {
      const { repos, ada, bob, olga, checkIn } = await setUp();
      await checkIn(ada, 'a-1', 30);
      await checkIn(ada, 'a-2', 5);
      await checkIn(olga, 'o-1', 12);
      const visits = await repos.checkIns.lastVisits([ada.id, bob.id, olga.id, 'not-an-id']);
      expect(visits.get(ada.id)?.toISOString()).toBe(minutesAfterT0(30).toISOString());
      expect(visits.get(olga.id)?.toISOString()).toBe(minutesAfterT0(12).toISOString());
      expect(visits.has(bob.id)).toBe(false);
      expect(visits.size).toBe(2);
      expect((await repos.checkIns.lastVisits([])).size).toBe(0);
    });

    it('lists the campground’s memberships cancelled or archived since a time, as revocations', async () => {
      const { repos, pine, ada, bob, olga } = await setUp();
      await repos.memberships.update(ada.id, { status: 'cancelled' }, minutesAfterT0(10));
      await repos.memberships.update(bob.id, { status: 'archived' }, minutesAfterT0(20));
      await repos.memberships.update(olga.id, { status: 'cancelled' }, minutesAfterT0(10));
      const since = await repos.checkIns.revocationsSince(pine.id, minutesAfterT0(0));
      expect(since).toEqual([
        { membershipId: ada.id, reason: 'cancelled', at: Math.floor(minutesAfterT0(10).getTime() / 1000) },
        { membershipId: bob.id, reason: 'cancelled', at: Math.floor(minutesAfterT0(20).getTime() / 1000) },
      ]);
      expect(
        (await repos.checkIns.revocationsSince(pine.id, minutesAfterT0(15))).map((r) => r.membershipId),
      ).toEqual([bob.id]);
      expect(await repos.checkIns.revocationsSince('nope', T0)).toEqual([]);
    });
  });
}
