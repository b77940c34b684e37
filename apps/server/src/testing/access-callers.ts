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

/** Who calls: one of the matrix's signed-in people, or nobody. */
export type MatrixCaller = keyof Awaited<ReturnType<typeof signInMatrix>> | 'anonymous';

/**
 * What an owner-only action answers each caller at Pine Valley ('own') or the other campground: 401
 * to nobody, 200 to a super admin and to the campground's owner; 403 to a member (`words.member`),
 * to anyone else's campground (`words.elsewhere`) and to staff (`words.staff`).
 */
export const ownerOnlyAnswer = (
  caller: MatrixCaller,
  where: 'own' | 'other',
  words: { readonly elsewhere: string; readonly staff: string; readonly member: string | undefined },
): { status: number; error?: string } => {
  if (caller === 'anonymous') return { status: 401 };
  if (caller === 'admin') return { status: 200 };
  if (caller === 'member')
    return words.member === undefined ? { status: 403 } : { status: 403, error: words.member };
  const holds = { owner: 'own', staff: 'own', otherOwner: 'other' }[caller];
  if (holds !== where) return { status: 403, error: words.elsewhere };
  if (caller === 'staff') return { status: 403, error: words.staff };
  return { status: 200 };
};
