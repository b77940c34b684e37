import { CAMPGROUND_SLUG_TAKEN, LOGO_PAGE_UNAUTHORIZED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { T0 } from '../testing/builders';
import { createInMemoryCore, type InMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { CreateCampground } from './create-campground';

describe('CreateCampground', () => {
  let core: InMemoryCore;
  let create: CreateCampground;
  let admin: Principal;
  const form = { name: 'Pine Valley RV Resort', address: '1 Forest Road', city: ' ', slug: '' };

  beforeEach(async () => {
    core = createInMemoryCore();
    create = new CreateCampground(core);
    admin = await seedPrincipal(core, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  });

  it('creates the campground with a slug from its name, defaults and settings, and audits it', async () => {
    const result = await create.execute({
      actor: admin,
      form: {
        ...form,
        operating_season_start: 11,
        operating_season_end: 3,
        military_discount_percentage: 12.5,
      },
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        name: 'Pine Valley RV Resort',
        slug: 'pine-valley-rv-resort',
        city: null,
        status: 'active',
        operatingSeasonStart: 11,
        operatingSeasonEnd: 3,
        militaryDiscountPercentage: 12.5,
        brandingPrimaryColor: '#3B82F6',
        createdAt: T0,
      },
    });
    if (!result.ok) return;
    expect(await core.repos.campgrounds.findSettings(result.value.id)).toMatchObject({ codeLength: 8 });
    expect(core.unitOfWork.store.tables.auditLog).toEqual([
      expect.objectContaining({
        action: 'create-campground',
        actorRole: 'super_admin',
        campgroundId: result.value.id,
        before: null,
        after: expect.objectContaining({ slug: 'pine-valley-rv-resort', createdAt: T0.toISOString() }),
      }),
    ]);
  });

  it('refuses a slug in use with its message, and checks the form', async () => {
    await create.execute({ actor: admin, form });
    expect(await create.execute({ actor: admin, form: { ...form, slug: 'Pine-Valley-RV-Resort' } })).toEqual({
      ok: false,
      code: 'SLUG_TAKEN',
      message: CAMPGROUND_SLUG_TAKEN,
      fieldErrors: { slug: CAMPGROUND_SLUG_TAKEN },
    });
    expect(await create.execute({ actor: admin, form: { name: 'x', address: '' } })).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Name and address are required',
    });
    expect(core.unitOfWork.store.tables.campgrounds.size).toBe(1);
    expect(core.unitOfWork.store.tables.auditLog).toHaveLength(1);
  });

  it('is for super admins only', async () => {
    const owner = await seedPrincipal(core, { email: 'owner@camppass.test', roles: [{ role: 'owner' }] });
    expect(await create.execute({ actor: owner, form })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: LOGO_PAGE_UNAUTHORIZED,
    });
  });
});
