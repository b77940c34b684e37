import { PAYMENT_GATEWAY } from '@camppass/core';
import { InMemoryPaymentGateway } from '@camppass/core/testing';
import { REPOSITORIES } from '../container/persistence-module';
import { loginAs, seedAccount, seedCampground } from './http';
import { type TestApp, testApp } from './test-app';

/**
 * The app over the in-memory gateway, which keeps Connect accounts and each intent's destination for
 * the test to read and move along (`completeOnboarding`, `setStatus`).
 */
export const payoutsTestApp = async () => {
  const gateway = new InMemoryPaymentGateway();
  const test = await testApp({
    override: (container) => container.rebind(PAYMENT_GATEWAY).toConstantValue(gateway),
  });
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
  const otherOwner = await seedAccount(test, {
    email: 'other-owner@camppass.test',
    roles: [{ role: 'owner', campgroundId: other.id }],
  });
  const staff = await seedAccount(test, {
    email: 'staff@camppass.test',
    roles: [{ role: 'staff', campgroundId: campground.id }, { role: 'member' }],
  });
  const admin = await seedAccount(test, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
  const member = await seedAccount(test, { email: 'member@camppass.test' });
  const tokens = {
    owner: (await loginAs(test, owner, 'owner')).accessToken,
    otherOwner: (await loginAs(test, otherOwner, 'owner')).accessToken,
    staff: (await loginAs(test, staff)).accessToken,
    admin: (await loginAs(test, admin, 'superAdmin')).accessToken,
    member: (await loginAs(test, member)).accessToken,
  };
  return { campground, other, tokens, repos: test.container.get(REPOSITORIES) };
};
