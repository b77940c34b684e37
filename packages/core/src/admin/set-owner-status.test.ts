import { LOGO_PAGE_UNAUTHORIZED, OWNER_NOT_FOUND, SUPER_ADMIN_NOT_AN_OWNER } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { aSession } from '../testing/builders';
import { createInMemoryCore, type InMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { SetOwnerStatus } from './set-owner-status';

describe('SetOwnerStatus', () => {
  let core: InMemoryCore;
  let setStatus: SetOwnerStatus;
  let admin: Principal;

  beforeEach(async () => {
    core = createInMemoryCore();
    setStatus = new SetOwnerStatus(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  });

  it('suspends an owner and revokes every session at once; activates again', async () => {
    const owner = await seedAccount(core, { email: 'owner@camppass.test', roles: [{ role: 'owner' }] });
    const session = await core.repos.sessions.create(aSession({ userId: owner.id }));

    expect(await setStatus.execute({ actor: admin, ownerId: owner.id, status: 'suspended' })).toEqual({
      ok: true,
      value: { status: 'suspended' },
    });
    expect((await core.repos.users.findProfile(owner.id))?.status).toBe('suspended');
    expect((await core.repos.sessions.findByRefreshTokenHash(session.refreshTokenHash))?.revokedAt).toEqual(
      core.clock.now(),
    );
    await setStatus.execute({ actor: admin, ownerId: owner.id, status: 'active' });
    expect((await core.repos.users.findProfile(owner.id))?.status).toBe('active');
    expect(core.unitOfWork.store.tables.auditLog.map((entry) => [entry.action, entry.after])).toEqual([
      ['admin-suspend-owner', { email: 'owner@camppass.test', status: 'suspended' }],
      ['admin-reactivate-owner', { email: 'owner@camppass.test', status: 'active' }],
    ]);
  });

  it('records the status before and after, and reactivating ends no session', async () => {
    const owner = await seedAccount(core, { email: 'owner@camppass.test', roles: [{ role: 'owner' }] });
    await setStatus.execute({ actor: admin, ownerId: owner.id, status: 'suspended' });
    const fresh = await core.repos.sessions.create(aSession({ userId: owner.id }));
    await setStatus.execute({ actor: admin, ownerId: owner.id, status: 'active' });
    expect((await core.repos.sessions.findByRefreshTokenHash(fresh.refreshTokenHash))?.revokedAt).toBeNull();
    expect(core.unitOfWork.store.tables.auditLog.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { email: 'owner@camppass.test', status: 'active' },
        { email: 'owner@camppass.test', status: 'suspended' },
      ],
      [
        { email: 'owner@camppass.test', status: 'suspended' },
        { email: 'owner@camppass.test', status: 'active' },
      ],
    ]);
  });

  it('suspends an owner who has no profile yet, giving them one with the status', async () => {
    const owner = await seedAccount(core, {
      email: 'new@camppass.test',
      roles: [{ role: 'owner' }],
      status: null,
    });
    expect(await setStatus.execute({ actor: admin, ownerId: owner.id, status: 'suspended' })).toMatchObject({
      ok: true,
    });
    expect(await core.repos.users.findProfile(owner.id)).toMatchObject({
      firstName: '',
      lastName: '',
      status: 'suspended',
    });
    expect(core.unitOfWork.store.tables.auditLog[0]?.before).toEqual({
      email: 'new@camppass.test',
      status: null,
    });
  });

  it('acts on owners only, never on a super admin, and only for super admins', async () => {
    const member = await seedAccount(core, { email: 'member@camppass.test' });
    expect(await setStatus.execute({ actor: admin, ownerId: member.id, status: 'suspended' })).toEqual({
      ok: false,
      code: 'OWNER_NOT_FOUND',
      message: OWNER_NOT_FOUND,
    });
    const both = await seedAccount(core, {
      email: 'both@camppass.test',
      roles: [{ role: 'owner' }, { role: 'super_admin' }],
    });
    expect(await setStatus.execute({ actor: admin, ownerId: both.id, status: 'suspended' })).toMatchObject({
      code: 'FORBIDDEN',
      message: SUPER_ADMIN_NOT_AN_OWNER,
    });
    const owner = await seedPrincipal(core, { email: 'o@camppass.test', roles: [{ role: 'owner' }] });
    expect(await setStatus.execute({ actor: owner, ownerId: owner.userId, status: 'active' })).toMatchObject({
      message: LOGO_PAGE_UNAUTHORIZED,
    });
    expect(core.unitOfWork.store.tables.auditLog).toEqual([]);
  });
});
