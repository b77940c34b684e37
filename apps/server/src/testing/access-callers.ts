import type { CampgroundRecord } from '@camppass/core';
import { loginAs, type SeededAccount, seedAccount } from './http';
import type { TestApp } from './test-app';

type Campground = Pick<CampgroundRecord, 'id'>;

/**
 * The access matrix's other people, seeded: `other`'s owner, staff (and member) of `campground`, a
 * super admin and a member of nowhere in particular.
 */
export const seedMatrixPeople = async (test: TestApp, campground: Campground, other: Campground) => ({
  otherOwner: await seedAccount(test, {
    email: 'other-owner@camppass.test',
    roles: [{ role: 'owner', campgroundId: other.id }],
  }),
  staff: await seedAccount(test, {
    email: 'staff@camppass.test',
    roles: [{ role: 'staff', campgroundId: campground.id }, { role: 'member' }],
  }),
  admin: await seedAccount(test, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] }),
  member: await seedAccount(test, { email: 'member@camppass.test' }),
});

/** Each of the matrix's people signed in the way the role signs in: their access tokens. */
export const signInMatrix = async (
  test: TestApp,
  people: { readonly owner: SeededAccount } & Awaited<ReturnType<typeof seedMatrixPeople>>,
) => ({
  owner: (await loginAs(test, people.owner, 'owner')).accessToken,
  otherOwner: (await loginAs(test, people.otherOwner, 'owner')).accessToken,
  staff: (await loginAs(test, people.staff)).accessToken,
  admin: (await loginAs(test, people.admin, 'superAdmin')).accessToken,
  member: (await loginAs(test, people.member)).accessToken,
});
