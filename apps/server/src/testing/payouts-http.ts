import { InMemoryPaymentGateway } from '@camppass/core/testing';
import { REPOSITORIES } from '../container/persistence-module';
import { seedMatrixPeople, signInMatrix } from './access-callers';
import { withGateway } from './card-payments-http';
import { seedAccount, seedCampground } from './http';
import { type TestApp, testApp } from './test-app';

/**
 * The app over the in-memory gateway, which keeps Connect accounts and each intent's destination for
 * the test to read and move along (`completeOnboarding`, `setStatus`).
 */
export const payoutsTestApp = async () => {
  const gateway = new InMemoryPaymentGateway();
  const test = await testApp(withGateway(() => gateway));
  return { test, gateway };
};

/**
 * Two campgrounds with no payouts account yet (Pine Valley, owned, with staff; and another
 * campground with its own owner), and a signed-in caller in every role.
 */
export const seedPayoutRoles = async (test: TestApp) => {
  const campground = await seedCampground(test, 'pine-valley', null, { payouts: false });
  const other = await seedCampground(test, 'other-camp', null, { payouts: false });
  const owner = await seedAccount(test, {
    email: 'owner@camppass.test',
    roles: [{ role: 'owner', campgroundId: campground.id }],
  });
  const tokens = await signInMatrix(test, { owner, ...(await seedMatrixPeople(test, campground, other)) });
  return { campground, other, tokens, repos: test.container.get(REPOSITORIES) };
};
