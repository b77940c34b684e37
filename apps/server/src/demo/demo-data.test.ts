import { PASSWORD_HASHER, RANDOM_SOURCE, UNIT_OF_WORK } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { call } from '../testing/http';
import { type TestApp, testApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-data';

const seed = (test: TestApp) =>
  seedDemoData({
    unitOfWork: test.container.get(UNIT_OF_WORK),
    passwordHasher: test.container.get(PASSWORD_HASHER),
    clock: test.clock,
    random: test.container.get(RANDOM_SOURCE),
  });

const LOGIN_TYPE = {
  '/admin-login': 'superAdmin',
  '/owner-login': 'owner',
  '/member-login': 'member',
} as const;

describe('demo data', () => {
  it('creates the four sign-ins of the issue, each accepted by its own login', async () => {
    const test = await testApp();
    expect(await seed(test)).toBe(true);
    expect(DEMO_ACCOUNTS.map((account) => [account.email, account.role])).toEqual([
      ['admin@camppass.test', 'super_admin'],
      ['owner@camppass.test', 'owner'],
      ['staff@camppass.test', 'staff'],
      ['member@camppass.test', 'member'],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(test, 'auth-login', {
        body: {
          email: account.email,
          password: DEMO_PASSWORD,
          loginType: LOGIN_TYPE[account.loginPath],
          recaptchaToken: 'dev-ok',
        },
      });
      expect(res.status, account.email).toBe(200);
      expect((res.json.user as { role: string }).role).toBe(account.role);
    }
  });

  it('creates Pine Valley with its five plans, the member memberships and two more campgrounds', async () => {
    const test = await testApp();
    await seed(test);
    const repos = test.persistence.repos;
    const pine = await repos.campgrounds.findBySlug('pine-valley');
    const owner = await repos.users.findByEmail('owner@camppass.test');
    expect(pine).toMatchObject({
      name: 'Pine Valley RV Resort',
      state: 'Texas',
      status: 'active',
      militaryDiscountEnabled: true,
    });
    expect(pine?.ownerId).toBe(owner?.id);
    const staff = await repos.users.findByEmail('staff@camppass.test');
    expect(await repos.roles.listForUser(staff?.id ?? '')).toMatchObject([
      { role: 'staff', campgroundId: pine?.id },
    ]);

    const types = await repos.membershipTypes.listByCampground(pine?.id ?? '');
    expect(
      types.map((type) => [
        type.displayName,
        type.durationDays,
        type.priceCents,
        type.isFeatured,
        type.militaryDiscountEligible,
      ]),
    ).toEqual([
      ['Day Pass', 1, 2_500, false, false],
      ['Weekend', 3, 6_000, false, false],
      ['Weekly', 7, 14_000, false, false],
      ['Monthly', 30, 45_000, true, false],
      ['Annual', 365, 120_000, false, true],
    ]);

    const member = await repos.users.findByEmail('member@camppass.test');
    const memberships = await repos.memberships.listByMember(member?.id ?? '');
    const today = '2026-06-01';
    expect(memberships.map((membership) => membership.status).sort()).toEqual(['active', 'expired']);
    for (const membership of memberships) {
      expect(membership.campgroundId).toBe(pine?.id);
      expect(membership.endDate >= today).toBe(membership.status === 'active');
    }

    expect(await repos.campgrounds.findBySlug('lakeside-pines')).toMatchObject({ status: 'active' });
    expect(await repos.campgrounds.findBySlug('desert-sands')).toMatchObject({ status: 'inactive' });
  });

  it('is created once: a second start changes nothing', async () => {
    const test = await testApp();
    expect(await seed(test)).toBe(true);
    expect(await seed(test)).toBe(false);
  });
});
