import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { Principal } from '../shared/principal';
import { aCampground } from './builders';
import { unwrap } from './contract-harness';
import { createInMemoryCore, type InMemoryCore, seedPrincipal } from './in-memory-core';

/** Two campgrounds (Pine with its military discount on) and a caller in every role of the owner area. */
export const ownerTypesFixture = async () => {
  const core: InMemoryCore = createInMemoryCore();
  const pine: CampgroundRecord = unwrap(
    await core.repos.campgrounds.create(
      aCampground({ name: 'Pine', slug: 'pine', militaryDiscountEnabled: true }),
    ),
  );
  const oak: CampgroundRecord = unwrap(
    await core.repos.campgrounds.create(aCampground({ name: 'Oak', slug: 'oak' })),
  );
  const as = (email: string, roles: Parameters<typeof seedPrincipal>[1]['roles']): Promise<Principal> =>
    seedPrincipal(core, { email, roles });
  return {
    core,
    pine,
    oak,
    owner: await as('owner@camppass.test', [{ role: 'owner', campgroundId: pine.id }]),
    staff: await as('staff@camppass.test', [{ role: 'staff', campgroundId: pine.id }]),
    oakOwner: await as('oak@camppass.test', [{ role: 'owner', campgroundId: oak.id }]),
    admin: await as('admin@camppass.test', [{ role: 'super_admin' }]),
  };
};

/** A filled-in membership type form for the campground. */
export const aTypeForm = (campgroundId: string, fields: Record<string, unknown> = {}) => ({
  campground_id: campgroundId,
  name: 'Annual Pass',
  description: 'All year',
  duration_days: 365,
  price: 120.5,
  benefits: [' Pool ', '', 'Wi-Fi'],
  ...fields,
});
