import { FUNCTIONS, type MemberDashboardResponse } from '@camppass/client';
import { type NewPayment, UNIT_OF_WORK } from '@camppass/core';
import { aPayment } from '@camppass/core/testing';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http';
import { seedMemberArea } from '../../testing/member-http';
import { sharedPglite } from '../../testing/pglite';
import { type TestApp, testApp } from '../../testing/test-app';

let test: TestApp;
let area: Awaited<ReturnType<typeof seedMemberArea>>;

const dashboardOf = async (token: string) => {
  const exchange = await call(test, 'get-member-dashboard', { method: 'GET', token });
  expect(exchange.status, exchange.body).toBe(200);
  expect(FUNCTIONS['get-member-dashboard'].response.safeParse(exchange.json).error?.issues ?? []).toEqual([]);
  return (exchange.json as MemberDashboardResponse).data;
};

const pglite = sharedPglite();
afterAll(pglite.close);

describe.each([
  ['in memory', undefined],
  ['PGlite', pglite.persistence],
] as const)('the member dashboard’s totals and offers (%s)', (_label, persistence) => {
  beforeEach(async () => {
    test = await testApp(persistence ? { persistence } : {});
    area = await seedMemberArea(test);
  });

  it('counts total paid from the recorded payments, a refunded one and a failed one taken off', async () => {
    const at = test.clock.now();
    await test.container.get(UNIT_OF_WORK).run(async (repos) => {
      const payment = (gatewayPaymentId: string, amountCents: number, extra: Partial<NewPayment>) =>
        repos.payments.create(
          aPayment({
            gatewayPaymentId,
            userId: area.member.id,
            campgroundId: area.campground.id,
            membershipId: area.own.id,
            purpose: 'renewal',
            amountCents,
            createdAt: at,
            ...extra,
          }),
        );
      await payment('pi_extension', 30_000, { purpose: 'extension' });
      await payment('pi_refunded', 50_000, { refunded: true });
      await payment('pi_failed', 70_000, { status: 'failed' });
    });
    const data = await dashboardOf(area.tokens.member);
    expect(data.summary.totalPaidCents).toBe(156_000);
    expect(data.memberships.active[0]).toMatchObject({ pricePaid: 1_200, totalPaid: 1_560 });
    expect(data.payments).toHaveLength(4);
    // The other member's payments count for nobody else.
    expect((await dashboardOf(area.tokens.other)).summary.totalPaidCents).toBe(126_000);
  });

  it('says when the campground turned renewals or extensions off', async () => {
    const settings = (patch: { allowMemberRenewals?: boolean; allowMemberExtensions?: boolean }) =>
      test.container
        .get(UNIT_OF_WORK)
        .run((repos) => repos.campgrounds.updateSettings(area.campground.id, patch, test.clock.now()));
    const offers = async () => (await dashboardOf(area.tokens.member)).memberships.active[0]?.campground;
    expect(await offers()).toMatchObject({ allow_member_renewals: true, allow_member_extensions: true });
    await settings({ allowMemberRenewals: false });
    expect(await offers()).toMatchObject({ allow_member_renewals: false, allow_member_extensions: true });
    await settings({ allowMemberRenewals: true, allowMemberExtensions: false });
    expect(await offers()).toMatchObject({ allow_member_renewals: true, allow_member_extensions: false });
    const listed = await call(test, 'user-memberships', { method: 'GET', token: area.tokens.member });
    expect(listed.json).toMatchObject({
      data: { memberships: [{ campground: { allow_member_extensions: false }, totalPaid: 1_260 }] },
    });
  });
});
