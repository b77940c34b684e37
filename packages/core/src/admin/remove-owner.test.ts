import { LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aCampground, aSession } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { RemoveOwner } from './remove-owner';

describe('RemoveOwner', () => {
  let core: InMemoryCore;
  let remove: RemoveOwner;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    remove = new RemoveOwner(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  });

  it('removes the owner role and assignments and keeps the account with its member role', async () => {
    const pine = unwrap(await core.repos.campgrounds.create(aCampground()));
    const owner = await seedAccount(core, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: pine.id }, { role: 'member' }],
    });
    await core.repos.campgrounds.update(pine.id, { ownerId: owner.id }, core.clock.now());

    expect(await remove.execute({ actor: admin, ownerId: owner.id })).toEqual({
      ok: true,
      value: { campgroundIds: [pine.id] },
    });
    expect((await core.repos.campgrounds.findById(pine.id))?.ownerId).toBeNull();
    expect((await core.repos.roles.listForUser(owner.id)).map((grant) => grant.role)).toEqual(['member']);
    expect(await core.repos.users.findById(owner.id)).not.toBeNull();
    const grant = (role: string, campgroundId: string | null) =>
      expect.objectContaining({ role, campgroundId });
    expect(core.unitOfWork.store.tables.auditLog[0]).toMatchObject({
      action: 'admin-delete-owner',
      subjectId: owner.id,
      before: {
        email: 'owner@camppass.test',
        roles: [grant('owner', pine.id), grant('member', null)],
        campgroundIds: [pine.id],
      },
      after: { email: 'owner@camppass.test', roles: [grant('member', null)] },
    });
  });

  it('ends every live session of the deleted owner at once, and no one else’s', async () => {
    const owner = await seedAccount(core, { email: 'owner@camppass.test', roles: [{ role: 'owner' }] });
    const laptop = await core.repos.sessions.create(aSession({ userId: owner.id }));
    const phone = await core.repos.sessions.create(aSession({ userId: owner.id }));
    const bystander = await seedAccount(core, { email: 'other@camppass.test', roles: [{ role: 'owner' }] });
    const theirs = await core.repos.sessions.create(aSession({ userId: bystander.id }));

    expect(await remove.execute({ actor: admin, ownerId: owner.id })).toMatchObject({ ok: true });
    for (const session of [laptop, phone]) {
      expect((await core.repos.sessions.findByRefreshTokenHash(session.refreshTokenHash))?.revokedAt).toEqual(
        core.clock.now(),
      );
    }
    expect((await core.repos.sessions.findByRefreshTokenHash(theirs.refreshTokenHash))?.revokedAt).toBeNull();
  });

  it('is for super admins only', async () => {
    const owner = await seedPrincipal(core, { email: 'o@camppass.test', roles: [{ role: 'owner' }] });
    expect(await remove.execute({ actor: owner, ownerId: owner.userId })).toMatchObject({
      code: 'FORBIDDEN',
      message: LOGO_PAGE_UNAUTHORIZED,
    });
  });
});
