import { LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { aCampground, aMembership, anOutboxMessage } from '../testing/builders';
import { seedMembershipType, unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount } from '../testing/in-memory-core';
import { GetSystemHealth } from './get-system-health';
import { GetSystemStats } from './get-system-stats';

describe('GetSystemStats', () => {
  let core: InMemoryCore;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    const user = await seedAccount(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    admin = { userId: user.id, sessionId: 's', roles: await core.repos.roles.listForUser(user.id) };
  });

  it('counts from the stored rows', async () => {
    const campground = unwrap(await core.repos.campgrounds.create(aCampground()));
    const type = await seedMembershipType(core.repos, campground.id);
    const member = await seedAccount(core, { email: 'member@camppass.test' });
    await seedAccount(core, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: campground.id }],
    });
    const ids = { campgroundId: campground.id, membershipTypeId: type.id, memberId: member.id };
    await core.repos.memberships.create(aMembership(ids));
    await core.repos.memberships.create(aMembership({ ...ids, status: 'pending' }));

    expect(await new GetSystemStats(core).execute({ actor: admin })).toEqual({
      ok: true,
      value: {
        campgrounds: 1,
        owners: 1,
        members: 1,
        activeMemberships: 1,
        pendingVerifications: 0,
        systemHealth: 'healthy',
      },
    });
  });

  it('says the same health as the System tab at the same moment: a warning there is one here', async () => {
    await core.repos.outbox.add(anOutboxMessage({ createdAt: core.clock.now() }));
    core.clock.advance({ minutes: 20 });
    const system = await new GetSystemHealth(core).execute({ actor: admin });
    const stats = await new GetSystemStats(core).execute({ actor: admin });
    expect(system.ok && system.value.status).toBe('warning');
    expect(stats.ok && stats.value.systemHealth).toBe('warning');
  });

  it('answers zeros with systemHealth error when the counts cannot be read (03 §8)', async () => {
    const broken: UnitOfWork = {
      run: async () => {
        throw new Error('database unreachable');
      },
    };
    expect(await new GetSystemStats({ ...core, unitOfWork: broken }).execute({ actor: admin })).toEqual({
      ok: true,
      value: {
        campgrounds: 0,
        owners: 0,
        members: 0,
        activeMemberships: 0,
        pendingVerifications: 0,
        systemHealth: 'error',
      },
    });
  });

  it('is for super admins only', async () => {
    const member = await seedAccount(core, { email: 'member@camppass.test' });
    const actor = { userId: member.id, sessionId: 's', roles: await core.repos.roles.listForUser(member.id) };
    expect(await new GetSystemStats(core).execute({ actor })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: LOGO_PAGE_UNAUTHORIZED,
    });
  });
});
