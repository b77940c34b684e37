import { CAMPGROUND_NOT_FOUND } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { ConnectedAccount } from '../ports/payment-gateway';
import { principalWith } from '../testing/builders';
import { seedCampground, unwrap } from '../testing/contract-harness';
import { createInMemoryCore } from '../testing/in-memory-core';
import { GetPayoutAccount } from './get-payout-account';

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
  const storeAs = (account: ConnectedAccount) =>
    core.repos.payoutAccounts.create(campground.id, account, core.clock.now());
  const read = () => new GetPayoutAccount(core).execute({ actor: owner, campgroundId: campground.id });
  const stored = () => core.unitOfWork.store.tables.payoutAccounts.get(campground.id);
  const later = new Date(core.clock.now().getTime() + 60_000);
  return { core, campground, owner, opened, storeAs, read, stored, later };
};

describe('get-payout-account', () => {
  it('answers CAMPGROUND_NOT_FOUND for a campground that does not exist', async () => {
    const core = createInMemoryCore();
    const result = await new GetPayoutAccount(core).execute({
      actor: principalWith(['super_admin', null]),
      campgroundId: 'cg-missing',
    });
    expect(result).toEqual({ ok: false, code: 'CAMPGROUND_NOT_FOUND', message: CAMPGROUND_NOT_FOUND });
  });

  it('shows "not connected" to the owner until an account is opened', async () => {
    const f = await setUp();
    const view = unwrap(await f.read());
    expect(view).toMatchObject({
      account: null,
      state: 'not_connected',
      canTakeCharges: false,
      callerRole: 'owner',
    });
  });

  it('shows the owner back from onboarding the new state before the webhook, and stores it', async () => {
    const f = await setUp();
    await f.storeAs(f.opened);
    f.core.gateway.completeOnboarding(f.opened.id);
    f.core.clock.set(f.later);

    const view = unwrap(await f.read());

    expect(view).toMatchObject({ state: 'enabled', canTakeCharges: true });
    expect(f.stored()).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, updatedAt: f.later });
  });

  it('leaves the stored account untouched when the gateway reports the same state', async () => {
    const f = await setUp();
    const created = await f.storeAs(f.opened);
    f.core.clock.set(f.later);

    const view = unwrap(await f.read());

    expect(view.state).toBe('onboarding');
    expect(f.stored()?.updatedAt).toEqual(created.updatedAt);
    expect(f.stored()?.requirementsDue).toEqual(f.opened.requirementsDue);
  });

  it.each([
    ['details submitted', { detailsSubmitted: true }],
    ['charges enabled', { chargesEnabled: true }],
    ['payouts enabled', { payoutsEnabled: true }],
    ['the reason it is disabled', { disabledReason: 'under_review' }],
    ['what is still due', { requirementsDue: ['external_account'] }],
  ] as const)('stores the account again when only %s changed at the gateway', async (_, change) => {
    const f = await setUp();
    await f.storeAs(f.opened);
    f.core.gateway.setAccount(f.opened.id, change);
    f.core.clock.set(f.later);

    const view = unwrap(await f.read());

    expect(view.account).toMatchObject(change);
    expect(f.stored()).toMatchObject({ ...change, updatedAt: f.later });
  });

  it('tells due requirements apart even when their letters run together', async () => {
    const f = await setUp();
    await f.storeAs({ ...f.opened, requirementsDue: ['ab', 'c'] });
    f.core.gateway.setAccount(f.opened.id, { requirementsDue: ['a', 'bc'] });

    expect(unwrap(await f.read()).account?.requirementsDue).toEqual(['a', 'bc']);
  });

  it('does not ask the gateway again once charges and payouts are both enabled', async () => {
    const f = await setUp();
    await f.storeAs({ ...f.core.gateway.completeOnboarding(f.opened.id) });
    f.core.gateway.setAccount(f.opened.id, { chargesEnabled: false, disabledReason: 'under_review' });

    const view = unwrap(await f.read());

    expect(view).toMatchObject({ state: 'enabled', canTakeCharges: true });
    expect(f.stored()).toMatchObject({ chargesEnabled: true, disabledReason: null });
  });

  it('reads the gateway again while payouts are still paused, even if charges are on', async () => {
    const f = await setUp();
    await f.storeAs({ ...f.opened, detailsSubmitted: true, chargesEnabled: true, disabledReason: null });
    f.core.gateway.completeOnboarding(f.opened.id);

    expect(unwrap(await f.read()).account).toMatchObject({ payoutsEnabled: true, requirementsDue: [] });
  });

  it('shows the stored state when the gateway does not answer', async () => {
    const f = await setUp();
    await f.storeAs(f.opened);
    f.core.gateway.completeOnboarding(f.opened.id);
    f.core.gateway.connectFailure = new Error('gateway down');

    expect(unwrap(await f.read())).toMatchObject({ state: 'onboarding', canTakeCharges: false });
  });
});
