import { PAYOUTS_NOT_CONNECTED, PAYOUTS_OWNER_ONLY, PAYOUTS_SETUP_NOT_FINISHED } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { principalWith } from '../testing/builders';
import { seedCampground, unwrap } from '../testing/contract-harness';
import { createInMemoryCore } from '../testing/in-memory-core';
import { OpenPayoutsDashboard } from './open-payouts-dashboard';

const setUp = async () => {
  const core = createInMemoryCore();
  const campground = await seedCampground(core.repos, { name: 'Pine Valley' });
  const owner = principalWith(['owner', campground.id]);
  const opened = await core.gateway.createConnectedAccount({
    email: 'owner@pine.test',
    country: 'US',
    businessName: 'Pine Valley',
    metadata: { campgroundId: campground.id },
    idempotencyKey: `payout-account-${campground.id}`,
  });
  const open = () => new OpenPayoutsDashboard(core).execute({ actor: owner, campgroundId: campground.id });
  const store = (detailsSubmitted: boolean) =>
    core.repos.payoutAccounts.create(campground.id, { ...opened, detailsSubmitted }, core.clock.now());
  return { core, campground, opened, open, store };
};

const dashboardOf = (accountId: string) => `https://connect.example.test/express/${accountId}`;

describe('open-payouts-dashboard', () => {
  it('asks the owner to connect first when the campground has no account', async () => {
    const f = await setUp();
    expect(await f.open()).toEqual({
      ok: false,
      code: 'PAYOUTS_NOT_CONNECTED',
      message: PAYOUTS_NOT_CONNECTED,
    });
  });

  it('asks the owner to finish setting up while the gateway still has no submitted details', async () => {
    const f = await setUp();
    await f.store(false);
    expect(await f.open()).toEqual({
      ok: false,
      code: 'PAYOUTS_NOT_CONNECTED',
      message: PAYOUTS_SETUP_NOT_FINISHED,
    });
  });

  it('opens the dashboard when the gateway already has the details the stored state still lacks', async () => {
    const f = await setUp();
    await f.store(false);
    f.core.gateway.setAccount(f.opened.id, { detailsSubmitted: true });
    expect(unwrap(await f.open()).url).toBe(dashboardOf(f.opened.id));
  });

  it('opens the dashboard of an account whose details are stored as submitted', async () => {
    const f = await setUp();
    await f.store(true);
    expect(unwrap(await f.open()).url).toBe(dashboardOf(f.opened.id));
  });

  it('refuses staff and a super admin', async () => {
    const f = await setUp();
    await f.store(true);
    for (const actor of [principalWith(['staff', f.campground.id]), principalWith(['super_admin', null])]) {
      expect(
        await new OpenPayoutsDashboard(f.core).execute({ actor, campgroundId: f.campground.id }),
      ).toMatchObject({ ok: false, code: 'FORBIDDEN', message: PAYOUTS_OWNER_ONLY });
    }
  });
});
