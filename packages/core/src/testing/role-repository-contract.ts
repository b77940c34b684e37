import { describe, expect, it } from 'vitest';
import { minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  useRepositoryHarness,
} from './contract-harness';

/** The behaviour every RoleRepository shares (user_roles). */
export function describeRoleRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`RoleRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('lists a user’s grants oldest first, platform-wide and per campground', async () => {
      const { roles } = harness.repos;
      const user = await seedUser(harness.repos);
      const campground = await seedCampground(harness.repos);

      await roles.grant({
        userId: user.id,
        role: 'owner',
        campgroundId: campground.id,
        createdAt: minutesAfterT0(1),
      });
      await roles.grant({ userId: user.id, role: 'super_admin', campgroundId: null, createdAt: T0 });

      expect(await roles.listForUser(user.id)).toEqual([
        { userId: user.id, role: 'super_admin', campgroundId: null, createdAt: T0 },
        { userId: user.id, role: 'owner', campgroundId: campground.id, createdAt: minutesAfterT0(1) },
      ]);
    });

    it('ignores a grant the user already holds, also without a campground', async () => {
      const { roles } = harness.repos;
      const user = await seedUser(harness.repos);

      await roles.grant({ userId: user.id, role: 'member', campgroundId: null, createdAt: T0 });
      await roles.grant({
        userId: user.id,
        role: 'member',
        campgroundId: null,
        createdAt: minutesAfterT0(1),
      });

      expect(await roles.listForUser(user.id)).toEqual([
        { userId: user.id, role: 'member', campgroundId: null, createdAt: T0 },
      ]);
    });

    it('keeps one role at two campgrounds apart, and revokes exactly one', async () => {
      const { roles } = harness.repos;
      const user = await seedUser(harness.repos);
      const first = await seedCampground(harness.repos);
      const second = await seedCampground(harness.repos);
      await roles.grant({ userId: user.id, role: 'staff', campgroundId: first.id, createdAt: T0 });
      await roles.grant({
        userId: user.id,
        role: 'staff',
        campgroundId: second.id,
        createdAt: minutesAfterT0(1),
      });

      await roles.revoke(user.id, 'staff', first.id);
      await roles.revoke(user.id, 'owner', second.id);

      expect(await roles.listForUser(user.id)).toEqual([
        { userId: user.id, role: 'staff', campgroundId: second.id, createdAt: minutesAfterT0(1) },
      ]);
    });

    it('lists the grants of one campground across users', async () => {
      const { roles } = harness.repos;
      const owner = await seedUser(harness.repos);
      const member = await seedUser(harness.repos);
      const campground = await seedCampground(harness.repos);
      const elsewhere = await seedCampground(harness.repos);
      await roles.grant({ userId: owner.id, role: 'owner', campgroundId: campground.id, createdAt: T0 });
      await roles.grant({
        userId: member.id,
        role: 'member',
        campgroundId: campground.id,
        createdAt: minutesAfterT0(1),
      });
      await roles.grant({ userId: member.id, role: 'member', campgroundId: elsewhere.id, createdAt: T0 });
      await roles.grant({ userId: member.id, role: 'super_admin', campgroundId: null, createdAt: T0 });

      const grants = await roles.listForCampground(campground.id);

      expect(grants.map((grant) => [grant.userId, grant.role])).toEqual([
        [owner.id, 'owner'],
        [member.id, 'member'],
      ]);
      expect(await roles.listForUser('00000000-0000-4000-8000-00000000ffff')).toEqual([]);
    });
  });
}
