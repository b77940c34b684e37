import { describe, expect, it } from 'vitest';
import { call, loginAs, seedAccount, seedCampground } from '../../testing/http';
import { payoutsTestApp } from '../../testing/payouts-http';

describe('the super admin’s campgrounds list shows each payouts state', () => {
  it('says which campgrounds can sell and which still onboard, and shows it to no one else', async () => {
    const { test } = await payoutsTestApp();
    await seedCampground(test, 'pine-valley');
    const lake = await seedCampground(test, 'lake-side', null, { payouts: false });
    await seedCampground(test, 'desert-sands', null, { payouts: false });
    const owner = await seedAccount(test, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: lake.id }],
    });
    const ownerToken = (await loginAs(test, owner, 'owner')).accessToken;
    const connected = await call(test, 'owner-connect-payouts', {
      token: ownerToken,
      body: { campgroundId: lake.id },
    });
    expect(connected.status, connected.body).toBe(200);
    const admin = await seedAccount(test, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    const adminToken = (await loginAs(test, admin, 'superAdmin')).accessToken;

    const listed = await call(test, 'admin-campgrounds', { body: {}, token: adminToken });
    expect(listed.status, listed.body).toBe(200);
    const rows = (listed.json.data as { slug: string; payout_state: string }[]).map((row) => [
      row.slug,
      row.payout_state,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['pine-valley', 'enabled'],
        ['lake-side', 'onboarding'],
        ['desert-sands', 'not_connected'],
      ]),
    );
    expect((await call(test, 'admin-campgrounds', { body: {}, token: ownerToken })).status).toBe(403);
    expect((await call(test, 'admin-campgrounds', { body: {} })).status).toBe(401);
  });
});
