import { aMembership, unwrap } from '@camppass/core/testing';
import { expect, it } from 'vitest';
import { describeOnBothDrivers, useDatabase } from './testing/describe-on-both-drivers';
import { seedMembershipPrerequisites } from './testing/seed';

describeOnBothDrivers(
  'wallet registrations of a membership changed in microseconds (migration 44)',
  ({ open }) => {
    const database = useDatabase(open);

    it('is told once of a change a Date cannot hold exactly, and its tag is whole microseconds', async () => {
      const { user, campground, type } = await seedMembershipPrerequisites(database.repos);
      const membership = unwrap(
        await database.repos.memberships.create(
          aMembership({ campgroundId: campground.id, membershipTypeId: type.id, memberId: user.id }),
        ),
      );
      const registrations = database.repos.walletRegistrations;
      await registrations.register(
        { wallet: 'apple', deviceId: 'device-1', pushToken: 'token-1', membershipId: membership.id },
        new Date(),
      );
      const before = await registrations.updatedSince('device-1', null);
      await database.db.sql.query(
        `update memberships set updated_at = updated_at + interval '1 minute 0.000789 seconds' where id = $1`,
        [membership.id],
      );
      const stale = await registrations.listStale(10);
      expect(stale.map((pass) => pass.membershipId)).toEqual([membership.id]);
      await registrations.markNotified(stale);
      expect(await registrations.listStale(10)).toEqual([]);
      const after = await registrations.updatedSince('device-1', before?.lastUpdated ?? null);
      expect(after?.serialNumbers).toEqual([membership.id]);
      expect(after?.lastUpdated.endsWith('789')).toBe(true);
      expect(await registrations.updatedSince('device-1', after?.lastUpdated ?? null)).toBeNull();
    });
  },
);
