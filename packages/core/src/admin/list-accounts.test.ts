import { LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { ListMembers, ListOwners, ListUsers } from './list-accounts';

describe('ListUsers, ListOwners, ListMembers', () => {
  let core: InMemoryCore;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    await seedAccount(core, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: pine.id }],
    });
    for (let n = 0; n < 55; n += 1) await seedAccount(core, { email: `member-${n}@camppass.test` });
  });

  it('pages every account by 50 with its roles', async () => {
    const users = unwrap(await new ListUsers(core).execute({ actor: admin }));
    expect([users.total, users.pageSize, users.items.length]).toEqual([57, 50, 50]);
    const owners = unwrap(await new ListOwners(core).execute({ actor: admin }));
    expect(owners.items.map((owner) => owner.email)).toEqual(['owner@camppass.test']);
    const members = unwrap(await new ListMembers(core).execute({ actor: admin, search: 'member-5' }));
    expect(members.total).toBe(6);
    const byEmail = unwrap(
      await new ListUsers(core).execute({ actor: admin, sortField: 'email', sortDirection: 'asc' }),
    );
    expect(byEmail.items.slice(0, 3).map((user) => user.email)).toEqual([
      'admin@camppass.test',
      'member-0@camppass.test',
      'member-10@camppass.test',
    ]);
  });

  it('is for super admins only', async () => {
    const member = await seedPrincipal(core, { email: 'm@camppass.test' });
    for (const list of [new ListUsers(core), new ListOwners(core), new ListMembers(core)]) {
      expect(await list.execute({ actor: member })).toMatchObject({
        code: 'FORBIDDEN',
        message: LOGO_PAGE_UNAUTHORIZED,
      });
    }
  });
});
