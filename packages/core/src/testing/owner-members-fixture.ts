import type { Principal } from '../shared/principal';
import { aMembership, aProfile, T0 } from './builders';
import { seedCampground, seedMembershipType, seedUser, unwrap } from './contract-harness';
import { createInMemoryCore } from './in-memory-core';

/** A caller holding these grants. */
export const callerWith = (...roles: [string, string | null][]): Principal => ({
  userId: 'caller',
  sessionId: 'session',
  roles: roles.map(([role, campgroundId]) => ({
    userId: 'caller',
    role: role as never,
    campgroundId,
    createdAt: T0,
  })),
});

/** Pine (two members: Ada expiring soon with a pending payment, Bob active) and Oak (one member). */
export const ownerMembersFixture = async () => {
  const core = createInMemoryCore();
  const { unitOfWork, repos, clock } = core;
  const pine = await seedCampground(repos, { name: 'Pine Valley', slug: 'pine-valley' });
  const oak = await seedCampground(repos, { name: 'Oak Ridge', slug: 'oak-ridge' });
  const add = async (campgroundId: string, email: string, first: string, code: string, extra = {}) => {
    const type =
      (await repos.membershipTypes.listByCampground(campgroundId))[0] ??
      (await seedMembershipType(repos, campgroundId));
    const user = await seedUser(repos, email);
    await repos.users.saveProfile(
      user.id,
      aProfile({ firstName: first, lastName: 'Camper', phone: '=1+2' }),
      T0,
    );
    return unwrap(
      await repos.memberships.create(
        aMembership({
          campgroundId,
          memberId: user.id,
          membershipTypeId: type.id,
          membershipCode: code,
          endDate: '2026-12-31',
          ...extra,
        }),
      ),
    );
  };
  const ada = await add(pine.id, 'ada@camp.test', 'Ada', 'PINE-1', {
    endDate: '2026-06-20',
    paymentStatus: 'pending',
  });
  const bob = await add(pine.id, 'bob@camp.test', 'Bob', 'PINE-2');
  const olga = await add(oak.id, 'olga@camp.test', 'Olga', 'OAK-1');
  return { core, unitOfWork, repos, clock, pine, oak, ada, bob, olga };
};
