import { FILE_STORAGE, PASSWORD_HASHER, RANDOM_SOURCE, UNIT_OF_WORK } from '@camppass/core';
import { feeBreakdown } from '@camppass/domain';
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
    files: test.container.get(FILE_STORAGE),
  });

const LOGIN_TYPE = {
  '/admin-login': 'superAdmin',
  '/owner-login': 'owner',
  '/member-login': 'member',
} as const;

describe('demo data', () => {
  it('creates the four sign-ins of the issue and a super admin still to set up a second factor, each accepted by its own login', async () => {
    const test = await testApp();
    expect(await seed(test)).toBe(true);
    expect(DEMO_ACCOUNTS.map((account) => [account.email, account.role])).toEqual([
      ['admin@camppass.test', 'super_admin'],
      ['owner@camppass.test', 'owner'],
      ['staff@camppass.test', 'staff'],
      ['member@camppass.test', 'member'],
      ['new-admin@camppass.test', 'super_admin'],
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
    expect(memberships.map((membership) => membership.status).sort()).toEqual([
      'active',
      'active',
      'expired',
      'expired',
    ]);
    for (const membership of memberships) {
      expect(membership.campgroundId).toBe(pine?.id);
      expect(membership.endDate >= today).toBe(membership.status === 'active');
    }

    expect(await repos.campgrounds.findBySlug('lakeside-pines')).toMatchObject({ status: 'active' });
    expect(await repos.campgrounds.findBySlug('desert-sands')).toMatchObject({ status: 'inactive' });
  });

  it('shows the member every state of the member screens, with payments and documents', async () => {
    const test = await testApp();
    await seed(test);
    const login = await call(test, 'auth-login', {
      body: {
        email: 'member@camppass.test',
        password: DEMO_PASSWORD,
        loginType: 'member',
        recaptchaToken: 'dev-ok',
      },
    });
    const token = (login.json.tokens as { accessToken: string }).accessToken;
    const dashboard = await call(test, 'get-member-dashboard', { method: 'GET', token });
    const data = dashboard.json.data as {
      summary: Record<string, number>;
      memberships: Record<
        'active' | 'expiring' | 'expired',
        { membershipTypeName: string; isMilitaryDiscount: boolean; pricePaid: number }[]
      >;
      payments: { amount: number; membershipCode: string | null }[];
    };
    // None of the demo member's payments is refunded, so the total paid is their sum (in cents).
    const paidCents = data.payments.reduce((sum, p) => sum + p.amount, 0);
    expect(data.summary).toEqual({
      totalMemberships: 4,
      activeMemberships: 2,
      expiringMemberships: 1,
      expiredMemberships: 2,
      totalPaidCents: paidCents,
    });
    expect(data.memberships.expiring.map((m) => m.membershipTypeName)).toEqual(['Weekly']);
    expect(data.memberships.expired.map((m) => m.membershipTypeName).sort()).toEqual(['Monthly', 'Weekend']);
    const annual = data.memberships.active.find((m) => m.membershipTypeName === 'Annual');
    expect(annual).toMatchObject({ isMilitaryDiscount: true, pricePaid: 1_020 });
    expect(data.payments).toHaveLength(4);
    expect(data.payments.map((p) => p.amount)).toContain(feeBreakdown(120_000, 15).total);

    const documents = await call(test, 'get-user-documents', { method: 'GET', token });
    const set = documents.json.data as Record<string, { signed_url: string; file_size: number }[]>;
    expect(
      [set.selfieDocuments, set.militaryDocuments, set.signatureDocuments].map((list) => list?.length),
    ).toEqual([1, 1, 1]);
    const link = new URL(set.militaryDocuments?.[0]?.signed_url ?? '');
    const file = await test.app.request(`${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-1\.4/);
  });

  it('is created once: a second start changes nothing', async () => {
    const test = await testApp();
    expect(await seed(test)).toBe(true);
    expect(await seed(test)).toBe(false);
  });
});
