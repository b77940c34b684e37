import { CAMPGROUND_SLUG_TAKEN, LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { Principal } from '../shared/principal';
import { aCampground, minutesAfterT0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, seedPrincipal } from '../testing/in-memory-core';
import { UpdateCampground } from './update-campground';

describe('UpdateCampground', () => {
  let core: InMemoryCore;
  let update: UpdateCampground;
  let admin: Principal;
  let pine: CampgroundRecord;
  const form = { name: 'Pine Valley', address: '1 Forest Road', slug: 'pine-valley' };

  beforeEach(async () => {
    core = createInMemoryCore();
    update = new UpdateCampground(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    pine = unwrap(
      await core.repos.campgrounds.create(aCampground({ name: 'Pine', slug: 'pine', city: 'Austin' })),
    );
    core.clock.advance({ minutes: 5 });
  });

  it('saves the form with any status and records before and after', async () => {
    for (const status of ['suspended', 'pending', 'inactive', 'active']) {
      const result = await update.execute({ actor: admin, campgroundId: pine.id, form: { ...form, status } });
      expect(result).toMatchObject({
        ok: true,
        value: { status, slug: 'pine-valley', city: null, ownerName: null },
      });
    }
    const [first] = core.unitOfWork.store.tables.auditLog;
    expect(first).toMatchObject({
      action: 'admin-update-campground',
      campgroundId: pine.id,
      before: { name: 'Pine', slug: 'pine', city: 'Austin', status: 'active' },
      after: { name: 'Pine Valley', status: 'suspended', updatedAt: minutesAfterT0(5).toISOString() },
    });
    expect(core.unitOfWork.store.tables.auditLog).toHaveLength(4);
  });

  it('names the owner by full name, or by e-mail when the profile has no name', async () => {
    const named = await seedAccount(core, {
      email: 'olive@camppass.test',
      roles: [{ role: 'owner', campgroundId: pine.id }],
      firstName: 'Olive',
      lastName: 'Owner',
    });
    await core.repos.campgrounds.update(pine.id, { ownerId: named.id }, core.clock.now());
    expect(await update.execute({ actor: admin, campgroundId: pine.id, form })).toMatchObject({
      value: { ownerName: 'Olive Owner' },
    });
    const unnamed = await seedAccount(core, {
      email: 'new@camppass.test',
      roles: [{ role: 'owner' }],
      status: null,
    });
    await core.repos.campgrounds.update(pine.id, { ownerId: unnamed.id }, core.clock.now());
    expect(await update.execute({ actor: admin, campgroundId: pine.id, form })).toMatchObject({
      value: { ownerName: 'new@camppass.test' },
    });
  });

  it('refuses another campground’s slug, an unknown campground and a bad status', async () => {
    unwrap(await core.repos.campgrounds.create(aCampground({ slug: 'lake' })));
    expect(
      await update.execute({ actor: admin, campgroundId: pine.id, form: { ...form, slug: 'lake' } }),
    ).toMatchObject({
      code: 'SLUG_TAKEN',
      message: CAMPGROUND_SLUG_TAKEN,
    });
    expect(await update.execute({ actor: admin, campgroundId: 'nope', form })).toMatchObject({
      code: 'CAMPGROUND_NOT_FOUND',
    });
    expect(
      await update.execute({ actor: admin, campgroundId: pine.id, form: { ...form, status: 'gone' } }),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(core.unitOfWork.store.tables.auditLog).toEqual([]);
  });

  it('is for super admins only', async () => {
    const owner = await seedPrincipal(core, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: pine.id }],
    });
    expect(await update.execute({ actor: owner, campgroundId: pine.id, form })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: LOGO_PAGE_UNAUTHORIZED,
    });
  });
});
