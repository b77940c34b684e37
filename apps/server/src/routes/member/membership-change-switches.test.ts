import { UNIT_OF_WORK } from '@camppass/core';
import { EXTENSIONS_NOT_ALLOWED_MESSAGE, RENEWALS_NOT_ALLOWED_MESSAGE } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http';
import { extensionIntent, renewalIntent, seedMembershipChanges } from '../../testing/membership-change-http';
import { type TestApp, testApp } from '../../testing/test-app';

let test: TestApp;
let area: Awaited<ReturnType<typeof seedMembershipChanges>>;

const switches = (patch: { allowMemberRenewals?: boolean; allowMemberExtensions?: boolean }) =>
  test.container
    .get(UNIT_OF_WORK)
    .run((repos) => repos.campgrounds.updateSettings(area.campground.id, patch, test.clock.now()));

describe("renewals and extensions follow the campground's switches", () => {
  beforeEach(async () => {
    test = await testApp();
    area = await seedMembershipChanges(test);
  });

  it('refuses a renewal with 403 and says why while renewals are off; extensions still go', async () => {
    await switches({ allowMemberRenewals: false });
    const renewal = await renewalIntent(test, area.tokens.member, area.expiredOwn.id);
    expect([renewal.status, renewal.json.code, renewal.json.error]).toEqual([
      403,
      'RENEWALS_NOT_ALLOWED',
      RENEWALS_NOT_ALLOWED_MESSAGE,
    ]);
    const renewed = await call(test, 'renew-membership', {
      token: area.tokens.member,
      body: { membershipId: area.expiredOwn.id, paymentIntentId: 'no-payment-needed' },
    });
    expect([renewed.status, renewed.json.error]).toEqual([403, RENEWALS_NOT_ALLOWED_MESSAGE]);
    const extension = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id);
    expect(extension.status, extension.body).toBe(200);
  });

  it('refuses an extension with 403 and says why while extensions are off; renewals still go', async () => {
    await switches({ allowMemberExtensions: false });
    const extension = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id);
    expect([extension.status, extension.json.code, extension.json.error]).toEqual([
      403,
      'EXTENSIONS_NOT_ALLOWED',
      EXTENSIONS_NOT_ALLOWED_MESSAGE,
    ]);
    const extended = await call(test, 'extend-membership', {
      token: area.tokens.member,
      body: {
        membershipId: area.weeklyOwn.id,
        newMembershipTypeId: area.type.id,
        paymentIntentId: 'no-payment-needed',
      },
    });
    expect([extended.status, extended.json.error]).toEqual([403, EXTENSIONS_NOT_ALLOWED_MESSAGE]);
    const renewal = await renewalIntent(test, area.tokens.member, area.expiredOwn.id);
    expect(renewal.status, renewal.body).toBe(200);
  });

  it('lets the member dashboard offer only what the switches allow', async () => {
    await switches({ allowMemberRenewals: false, allowMemberExtensions: false });
    const dashboard = await call(test, 'get-member-dashboard', { method: 'GET', token: area.tokens.member });
    expect(dashboard.status, dashboard.body).toBe(200);
    expect(dashboard.body).toContain('"allow_member_renewals":false');
    expect(dashboard.body).toContain('"allow_member_extensions":false');
  });
});
