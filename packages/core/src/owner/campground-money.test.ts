import { CAMPGROUND_ACCESS_DENIED, EARNINGS_OWNER_ONLY, EARNINGS_PERIOD_TOO_LONG } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { Payout } from '../ports/payment-gateway';
import { aPayment } from '../testing/builders';
import { seedCampground, unwrap } from '../testing/contract-harness';
import { createInMemoryCore } from '../testing/in-memory-core';
import { callerWith } from '../testing/owner-members-fixture';
import { anEnabledAccount } from '../testing/public-page-fixture';
import { GetCampgroundEarnings } from './get-campground-earnings';
import { GetCampgroundPayouts } from './get-campground-payouts';

// T0 is 2026-06-01 12:00 UTC: 2026-06-01 07:00 in Chicago.
const setUp = async () => {
  const core = createInMemoryCore();
  const pine = await seedCampground(core.repos, { name: 'Pine Valley' });
  const other = await seedCampground(core.repos, { name: 'Other' });
  return {
    core,
    pine,
    other,
    earnings: new GetCampgroundEarnings(core),
    payouts: new GetCampgroundPayouts(core),
    owner: callerWith(['owner', pine.id]),
    staff: callerWith(['staff', pine.id]),
    otherOwner: callerWith(['owner', other.id]),
    admin: callerWith(['super_admin', null]),
    member: callerWith(['member', null]),
  };
};

const aPayout = (id: string, status: Payout['status']): Payout => ({
  id,
  amountCents: 4_200,
  currency: 'usd',
  status,
  arrivalDate: new Date('2026-05-30T00:00:00Z'),
  createdAt: new Date('2026-05-28T00:00:00Z'),
  failureMessage: null,
});

describe('GetCampgroundEarnings', () => {
  it('sums this month’s payments in US dollars in the campground’s time zone for its owner and a super admin', async () => {
    const f = await setUp();
    // 2026-06-01 04:00 UTC is still May 31 in Chicago; 06:00 UTC is June 1.
    const pay = async (createdAt: string, fields: Parameters<typeof aPayment>[0] = {}) =>
      unwrap(
        await f.core.repos.payments.create(
          aPayment({ campgroundId: f.pine.id, createdAt: new Date(createdAt), ...fields }),
        ),
      );
    await pay('2026-06-01T04:00:00Z', { amountCents: 1_000, applicationFeeCents: 100 });
    await pay('2026-06-01T06:00:00Z', { amountCents: 5_470, applicationFeeCents: 470, refundedCents: 2_735 });
    const result = unwrap(
      await f.earnings.execute({ actor: f.owner, campgroundId: f.pine.id, period: 'this_month' }),
    );
    expect(result).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-01',
      timeZone: 'America/Chicago',
      currency: 'usd',
      figures: {
        grossCents: 5_470,
        platformFeesCents: 235,
        refundsCents: 2_735,
        netCents: 2_500,
        paymentCount: 1,
      },
    });
    const lastMonth = unwrap(
      await f.earnings.execute({ actor: f.admin, campgroundId: f.pine.id, period: 'last_month' }),
    );
    expect(lastMonth).toMatchObject({
      from: '2026-05-01',
      to: '2026-05-31',
      figures: { grossCents: 1_000, netCents: 900 },
    });
  });

  it('refuses staff, another campground’s owner and members, and a bad range; an unknown campground is not found', async () => {
    const f = await setUp();
    const ask = (actor: typeof f.owner, campgroundId = f.pine.id) =>
      f.earnings.execute({ actor, campgroundId, period: 'this_year' });
    expect(await ask(f.staff)).toMatchObject({ ok: false, code: 'FORBIDDEN', message: EARNINGS_OWNER_ONLY });
    expect(await ask(f.otherOwner)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
    expect(await ask(f.member)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
    expect(await ask(f.admin, '00000000-0000-4000-8000-00000000ffff')).toMatchObject({
      ok: false,
      code: 'CAMPGROUND_NOT_FOUND',
    });
    expect(
      await f.earnings.execute({
        actor: f.owner,
        campgroundId: f.pine.id,
        period: 'custom',
        from: '2024-01-01',
        to: '2026-01-01',
      }),
    ).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', message: EARNINGS_PERIOD_TOO_LONG });
  });
});

describe('GetCampgroundPayouts', () => {
  const withAccount = async (enabled = { chargesEnabled: true, payoutsEnabled: true }) => {
    const f = await setUp();
    const account = await f.core.gateway.createConnectedAccount({
      email: 'o@camp.test',
      country: 'US',
      businessName: 'Pine Valley',
      metadata: { campgroundId: f.pine.id },
      idempotencyKey: 'k',
    });
    f.core.gateway.completeOnboarding(account.id);
    await f.core.repos.payoutAccounts.create(
      f.pine.id,
      { ...anEnabledAccount(account.id), ...enabled },
      new Date(),
    );
    return { ...f, accountId: account.id };
  };

  it('says so when the campground has no enabled payout account', async () => {
    const f = await setUp();
    expect(unwrap(await f.payouts.execute({ actor: f.owner, campgroundId: f.pine.id }))).toEqual({
      state: 'no_account',
      balance: null,
      payouts: [],
    });
    await f.core.repos.payoutAccounts.create(
      f.pine.id,
      { ...anEnabledAccount('acct_unfinished'), chargesEnabled: false, payoutsEnabled: false },
      new Date(),
    );
    expect(unwrap(await f.payouts.execute({ actor: f.owner, campgroundId: f.pine.id }))).toMatchObject({
      state: 'no_account',
    });
  });

  it('answers the gateway’s balance and payouts, and what webhooks told us when the gateway fails', async () => {
    const f = await withAccount();
    f.core.gateway.balances.set(f.accountId, {
      availableCents: 12_000,
      pendingCents: 3_400,
      currency: 'usd',
    });
    f.core.gateway.payouts.set(f.accountId, [aPayout('po_live', 'in_transit')]);
    await f.core.repos.earnings.savePayout(
      { ...aPayout('po_kept', 'paid'), campgroundId: f.pine.id },
      f.core.clock.now(),
    );
    expect(unwrap(await f.payouts.execute({ actor: f.owner, campgroundId: f.pine.id }))).toEqual({
      state: 'live',
      balance: { availableCents: 12_000, pendingCents: 3_400, currency: 'usd' },
      payouts: [aPayout('po_live', 'in_transit')],
    });
    f.core.gateway.connectFailure = new Error('gateway down');
    expect(unwrap(await f.payouts.execute({ actor: f.admin, campgroundId: f.pine.id }))).toEqual({
      state: 'recorded',
      balance: null,
      payouts: [aPayout('po_kept', 'paid')],
    });
  });

  it('asks the gateway for an account that can take payments while its payouts are held', async () => {
    const f = await withAccount({ chargesEnabled: true, payoutsEnabled: false });
    f.core.gateway.payouts.set(f.accountId, [aPayout('po_live', 'pending')]);
    expect(unwrap(await f.payouts.execute({ actor: f.owner, campgroundId: f.pine.id }))).toMatchObject({
      state: 'live',
      payouts: [aPayout('po_live', 'pending')],
    });
  });

  it('refuses staff and another campground’s owner', async () => {
    const f = await withAccount();
    expect(await f.payouts.execute({ actor: f.staff, campgroundId: f.pine.id })).toMatchObject({
      code: 'FORBIDDEN',
      message: EARNINGS_OWNER_ONLY,
    });
    expect(await f.payouts.execute({ actor: f.otherOwner, campgroundId: f.pine.id })).toMatchObject({
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
  });
});
