import { aMembership, seedMembershipType, unwrap } from '@camppass/core/testing';
import { REPOSITORIES } from '../container/persistence-module';
import { seedMatrixPeople, signInMatrix } from './access-callers';
import { call, seedAccount, seedCampground } from './http';
import type { TestApp } from './test-app';

/** Two campgrounds, a member with a code at the first, and a signed-in caller in every role. */
export const seedIntegrations = async (test: TestApp) => {
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
  const type = await seedMembershipType(repos, campground.id);
  unwrap(
    await repos.memberships.create(
      aMembership({
        campgroundId: campground.id,
        memberId: people.member.id,
        membershipTypeId: type.id,
        membershipCode: 'PIN-ABCD0001',
        startDate: '2026-05-01',
        endDate: '2027-04-30',
      }),
    ),
  );
  const tokens = await signInMatrix(test, { owner, ...people });
  return { campground, other, tokens };
};

export const createKey = async (
  test: TestApp,
  token: string,
  campgroundId: string,
  name = 'Booking engine',
) => {
  const res = await call(test, 'create-api-key', { token, body: { campgroundId, name } });
  if (res.status !== 200) throw new Error(`create-api-key answered ${res.status}: ${res.body}`);
  const data = res.json.data as { key: string; apiKey: { id: string } };
  return { key: data.key, id: data.apiKey.id };
};

/** A verification of the seeded member's code for a stay in June 2026, with `fields` changed. */
export const verificationBody = (fields: {
  membershipCode?: string;
  email?: string;
  campgroundSlug?: string;
}) => ({
  membershipCode: 'PIN-ABCD0001',
  email: 'member@camppass.test',
  campgroundSlug: 'pine-valley',
  dateRanges: [['2026-06-02', '2026-06-05']],
  ...fields,
});

/** The partner question about the seeded member, with `key` in the Authorization header. */
export const askPartner = (
  test: TestApp,
  key: string | undefined,
  fields: { membershipCode?: string; email?: string; campgroundSlug?: string } = {},
  env?: unknown,
) =>
  call(test, 'partner-validate-membership', {
    ...(key === undefined ? {} : { headers: { authorization: `Bearer ${key}` } }),
    body: verificationBody(fields),
    ...(env === undefined ? {} : { env }),
  });
