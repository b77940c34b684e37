import { PAYOUTS_OWNER_ONLY } from '@camppass/domain';
import { describe, expect, it, vi } from 'vitest';
import { principalWith } from '../testing/builders';
import { seedCampground, unwrap } from '../testing/contract-harness';
import { createInMemoryCore, seedPrincipal } from '../testing/in-memory-core';
import { ConnectPayouts } from './connect-payouts';

const setUp = async (campgroundEmail: string | null = 'office@pine.test') => {
  const core = createInMemoryCore();
  const campground = await seedCampground(core.repos, { name: 'Pine Valley', email: campgroundEmail });
  const opened = vi.spyOn(core.gateway, 'createConnectedAccount');
  const linked = vi.spyOn(core.gateway, 'createAccountLink');
  const connect = new ConnectPayouts(core);
  return { core, campground, opened, linked, connect };
};

describe('connect-payouts', () => {
  it("opens a US account in the owner's name and e-mail, tagged with the campground", async () => {
    const f = await setUp();
    const owner = await seedPrincipal(f.core, {
      email: 'owner@pine.test',
      roles: [{ role: 'owner', campgroundId: f.campground.id }],
    });

    const { view } = unwrap(await f.connect.execute({ actor: owner, campgroundId: f.campground.id }));

    expect(f.opened).toHaveBeenCalledWith({
      email: 'owner@pine.test',
      country: 'US',
      businessName: 'Pine Valley',
      metadata: { campgroundId: f.campground.id },
      idempotencyKey: `payout-account-${f.campground.id}`,
    });
    expect(view).toMatchObject({ state: 'onboarding', callerRole: 'owner', canTakeCharges: false });
    expect(f.core.unitOfWork.store.tables.payoutAccounts.get(f.campground.id)?.accountId).toBe(
      view.account?.accountId,
    );
  });

  it("falls back to the campground's e-mail, then to none, when the owner has no stored e-mail", async () => {
    for (const [campgroundEmail, expected] of [
      ['office@pine.test', 'office@pine.test'],
      [null, ''],
    ] as const) {
      const f = await setUp(campgroundEmail);
      unwrap(
        await f.connect.execute({
          actor: principalWith(['owner', f.campground.id]),
          campgroundId: f.campground.id,
        }),
      );
      expect(f.opened.mock.calls[0]?.[0].email).toBe(expected);
    }
  });

  it('opens one account per campground: asked again, it only gives a fresh onboarding link', async () => {
    const f = await setUp();
    const owner = principalWith(['owner', f.campground.id]);
    const first = unwrap(await f.connect.execute({ actor: owner, campgroundId: f.campground.id }));
    const second = unwrap(await f.connect.execute({ actor: owner, campgroundId: f.campground.id }));

    expect(f.opened).toHaveBeenCalledTimes(1);
    expect(f.linked).toHaveBeenCalledTimes(2);
    expect(second.view.account?.accountId).toBe(first.view.account?.accountId);
  });

  it('gives two campgrounds of one owner two different accounts', async () => {
    const f = await setUp();
    const other = await seedCampground(f.core.repos, { name: 'Lakeside' });
    const owner = principalWith(['owner', f.campground.id], ['owner', other.id]);

    const pine = unwrap(await f.connect.execute({ actor: owner, campgroundId: f.campground.id }));
    const lake = unwrap(await f.connect.execute({ actor: owner, campgroundId: other.id }));

    expect(lake.view.account?.accountId).not.toBe(pine.view.account?.accountId);
  });

  it("brings the owner back to the campground's Settings, or asks for a new link when it expired", async () => {
    const f = await setUp();
    unwrap(
      await f.connect.execute({
        actor: principalWith(['owner', f.campground.id]),
        campgroundId: f.campground.id,
      }),
    );

    const input = f.linked.mock.calls[0]?.[0];
    const returnUrl = new URL(input?.returnUrl ?? '');
    const refreshUrl = new URL(input?.refreshUrl ?? '');
    expect(returnUrl.origin).toBe('https://portal.camppass.test');
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
      tab: 'settings',
      payouts: 'return',
      campground: f.campground.id,
    });
    expect(Object.fromEntries(refreshUrl.searchParams)).toEqual({
      tab: 'settings',
      payouts: 'refresh',
      campground: f.campground.id,
    });
  });

  it('refuses staff and a super admin, and answers CAMPGROUND_NOT_FOUND for an unknown campground', async () => {
    const f = await setUp();
    for (const actor of [principalWith(['staff', f.campground.id]), principalWith(['super_admin', null])]) {
      expect(await f.connect.execute({ actor, campgroundId: f.campground.id })).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
        message: PAYOUTS_OWNER_ONLY,
      });
    }
    expect(
      await f.connect.execute({ actor: principalWith(['owner', 'cg-missing']), campgroundId: 'cg-missing' }),
    ).toMatchObject({ ok: false, code: 'CAMPGROUND_NOT_FOUND' });
    expect(f.opened).not.toHaveBeenCalled();
  });
});
