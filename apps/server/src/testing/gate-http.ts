import { aMembership, seedMembershipType, unwrap } from '@camppass/core/testing';
import { REPOSITORIES } from '../container/persistence-module';
import { seedMatrixPeople, signInMatrix } from './access-callers';
import { call, seedAccount, seedCampground } from './http';
import type { TestApp } from './test-app';

/** Two campgrounds with a membership each, and a signed-in caller in every role. */
export const seedGate = async (test: TestApp) => {
  const owner = await seedAccount(test, { email: 'owner@camppass.test' });
  const campground = await seedCampground(test, 'pine-valley', owner.id);
  const other = await seedCampground(test, 'other-camp');
  const repos = test.container.get(REPOSITORIES);
  await repos.roles.grant({
    userId: owner.id,
    role: 'owner',
    campgroundId: campground.id,
    createdAt: test.clock.now(),
  });
  const people = await seedMatrixPeople(test, campground, other);
  const membershipAt = async (campgroundId: string, code: string) => {
    const type = await seedMembershipType(repos, campgroundId);
    return unwrap(
      await repos.memberships.create(
        aMembership({
          campgroundId,
          memberId: people.member.id,
          membershipTypeId: type.id,
          membershipCode: code,
          startDate: '2026-05-01',
          endDate: '2027-04-30',
        }),
      ),
    );
  };
  const membership = await membershipAt(campground.id, 'PIN-ABCD0001');
  const foreign = await membershipAt(other.id, 'OTH-ABCD0001');
  const tokens = await signInMatrix(test, { owner, ...people });
  return { campground, other, membership, foreign, tokens, people, repos };
};

/** A check-in of `membershipId` at the campground by the token's holder. */
export const checkIn = (
  test: TestApp,
  token: string | undefined,
  body: { campgroundId: string; membershipId: string; clientId: string; checkedAt?: string },
) =>
  call(test, 'record-check-in', {
    ...(token === undefined ? {} : { token }),
    body: { device: 'Gate tablet', ...body },
  });
