import { CAMPGROUND_NOT_FOUND, LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { AssignCampground } from './assign-campground';

describe('AssignCampground', () => {
  let core: InMemoryCore;
  let assign: AssignCampground;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    assign = new AssignCampground(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  });

  it('makes the owner the campground’s owner, taking it from the previous one', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    const first = await seedAccount(core, {
      email: 'a@camppass.test',
      roles: [{ role: 'owner', campgroundId: pine.id }],
    });
    const second = await seedAccount(core, { email: 'b@camppass.test', roles: [{ role: 'owner' }] });
    await assign.execute({ actor: admin, campgroundId: pine.id, ownerId: first.id });

    expect(await assign.execute({ actor: admin, campgroundId: pine.id, ownerId: second.id })).toEqual({
      ok: true,
      value: { campgroundId: pine.id, ownerId: second.id },
    });
    expect((await core.repos.campgrounds.findById(pine.id))?.ownerId).toBe(second.id);
    expect((await core.repos.roles.listForCampground(pine.id)).map((grant) => grant.userId)).toEqual([
      second.id,
    ]);
    expect(core.unitOfWork.store.tables.auditLog.at(-1)).toMatchObject({
      action: 'assign-campground',
      before: { ownerId: first.id },
      after: { ownerId: second.id },
    });
  });

  it('keeps the owner’s role since it was first given when the campground is assigned to them again', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    const owner = await seedAccount(core, {
      email: 'a@camppass.test',
      roles: [{ role: 'owner', campgroundId: pine.id }],
    });
    await core.repos.campgrounds.update(pine.id, { ownerId: owner.id }, core.clock.now());
    const [given] = await core.repos.roles.listForCampground(pine.id);
    core.clock.advance({ days: 1 });
    expect(await assign.execute({ actor: admin, campgroundId: pine.id, ownerId: owner.id })).toMatchObject({
      ok: true,
    });
    expect(await core.repos.roles.listForCampground(pine.id)).toEqual([given]);
  });

  it('needs a campground and an owner, and a super admin', async () => {
    const owner = await seedAccount(core, { email: 'o@camppass.test', roles: [{ role: 'owner' }] });
    expect(await assign.execute({ actor: admin, campgroundId: 'nope', ownerId: owner.id })).toEqual({
      ok: false,
      code: 'CAMPGROUND_NOT_FOUND',
      message: CAMPGROUND_NOT_FOUND,
    });
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    expect(
      await assign.execute({ actor: admin, campgroundId: pine.id, ownerId: admin.userId }),
    ).toMatchObject({
      code: 'OWNER_NOT_FOUND',
    });
    const actor = await seedPrincipal(core, { email: 'm@camppass.test' });
    expect(await assign.execute({ actor, campgroundId: pine.id, ownerId: owner.id })).toMatchObject({
      message: LOGO_PAGE_UNAUTHORIZED,
    });
  });
});
