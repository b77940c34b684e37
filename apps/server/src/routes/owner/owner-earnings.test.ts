import { encodeStripeObjectEvent, PAYOUT_FAILED, toStripePayoutObject } from '@camppass/core';
import { anEnabledAccount, aPayment, type InMemoryPaymentGateway, unwrap } from '@camppass/core/testing';
import {
  CAMPGROUND_ACCESS_DENIED,
  EARNINGS_OWNER_ONLY,
  EARNINGS_PERIOD_INVALID,
  EARNINGS_PERIOD_ORDER,
  EARNINGS_PERIOD_TOO_LONG,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { seedIntegrations } from '../../testing/api-key-http';
import { postWebhook } from '../../testing/card-payments-http';
import { call } from '../../testing/http';
import { payoutsTestApp, seedPayoutRoles } from '../../testing/payouts-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

type Seeded = Awaited<ReturnType<typeof seedIntegrations>>;
type Caller = MatrixCaller;
const CALLERS: Caller[] = ['anonymous', 'member', 'staff', 'owner', 'otherOwner', 'admin'];

/** What each caller gets for Pine Valley's money ('own') and the other campground's. */
const expected = (caller: Caller, where: 'own' | 'other') =>
  ownerOnlyAnswer(caller, where, {
    elsewhere: CAMPGROUND_ACCESS_DENIED,
    staff: EARNINGS_OWNER_ONLY,
    member: CAMPGROUND_ACCESS_DENIED,
  });

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('owner-earnings over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Seeded;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedIntegrations(test);
    const repos = test.container.get(REPOSITORIES);
    // 2026-06-01 12:00 UTC is June 1 in Chicago: one card payment half refunded, one at the office.
    const at = test.clock.now();
    for (const campgroundId of [s.campground.id, s.other.id]) {
      unwrap(
        await repos.payments.create(
          aPayment({
            campgroundId,
            amountCents: 5_470,
            applicationFeeCents: 470,
            refundedCents: 2_735,
            createdAt: at,
          }),
        ),
      );
    }
  });
  const earnings = (token: string | undefined, query: Record<string, string>) =>
    call(test, 'owner-earnings', { token, method: 'GET', query });

  it.each(CALLERS)('answers %s as the access policy says, for both campgrounds', async (caller) => {
    for (const where of ['own', 'other'] as const) {
      const campgroundId = where === 'own' ? s.campground.id : s.other.id;
      const token = caller === 'anonymous' ? undefined : s.tokens[caller];
      const res = await earnings(token, { campground_id: campgroundId, period: 'this_month' });
      const want = expected(caller, where);
      expect(res.status, `${caller} ${where}: ${res.body}`).toBe(want.status);
      if (want.error) expect(res.json.error).toBe(want.error);
      if (want.status === 200)
        expect(res.json).toEqual({
          success: true,
          data: {
            campground_id: campgroundId,
            period: 'this_month',
            from: '2026-06-01',
            to: '2026-06-01',
            time_zone: 'America/Chicago',
            currency: 'usd',
            gross_cents: 5_470,
            platform_fees_cents: 235,
            refunds_cents: 2_735,
            net_cents: 2_500,
            payment_count: 1,
            office_cents: 0,
            office_count: 0,
          },
        });
    }
  });

  it('refuses bad periods with 400 and the domain’s words', async () => {
    const ask = (query: Record<string, string>) =>
      earnings(s.tokens.owner, { campground_id: s.campground.id, ...query });
    expect((await ask({ period: 'forever' })).status).toBe(400);
    expect((await ask({})).status).toBe(400);
    const cases: [Record<string, string>, string][] = [
      [{ period: 'custom' }, EARNINGS_PERIOD_INVALID],
      [{ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, EARNINGS_PERIOD_INVALID],
      [{ period: 'custom', from: '2026-03-02', to: '2026-03-01' }, EARNINGS_PERIOD_ORDER],
      [{ period: 'custom', from: '2025-01-01', to: '2026-06-01' }, EARNINGS_PERIOD_TOO_LONG],
    ];
    for (const [query, error] of cases) {
      const res = await ask(query);
      expect(res.status, res.body).toBe(400);
      expect(res.json.error).toBe(error);
    }
    const range = await ask({ period: 'custom', from: '2026-05-01', to: '2026-06-30' });
    expect(res200(range)).toMatchObject({ from: '2026-05-01', to: '2026-06-30', gross_cents: 5_470 });
  });

  it('answers 50 parallel reads by every caller as one read would, never with a 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const caller = CALLERS[i % CALLERS.length] as Caller;
        const where: 'own' | 'other' = i % 2 === 0 ? 'own' : 'other';
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        const campgroundId = where === 'own' ? s.campground.id : s.other.id;
        return {
          caller,
          where,
          res: await earnings(token, { campground_id: campgroundId, period: 'this_month' }),
        };
      }),
    );
    for (const { caller, where, res } of answers) {
      const want = expected(caller, where);
      expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
      if (want.error) expect(res.json.error).toBe(want.error);
      if (want.status === 200)
        expect(res.json.data).toMatchObject({
          campground_id: where === 'own' ? s.campground.id : s.other.id,
          gross_cents: 5_470,
          refunds_cents: 2_735,
          net_cents: 2_500,
          payment_count: 1,
        });
    }
    expect(answers.filter(({ res }) => res.status >= 500)).toEqual([]);
  });

  it('answers 404 to a super admin for a campground that does not exist', async () => {
    const res = await earnings(s.tokens.admin, {
      campground_id: '00000000-0000-4000-8000-00000000abcd',
      period: 'this_year',
    });
    expect(res.status).toBe(404);
  });
});

const res200 = (res: { status: number; body: string; json: Record<string, unknown> }) => {
  expect(res.status, res.body).toBe(200);
  return res.json.data;
};

describe('owner-payouts over HTTP', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedPayoutRoles>>;
  let gateway: InMemoryPaymentGateway;
  beforeEach(async () => {
    ({ test, gateway } = await payoutsTestApp());
    s = await seedPayoutRoles(test);
  });
  const payouts = (token: string | undefined, campgroundId: string) =>
    call(test, 'owner-payouts', { token, method: 'GET', query: { campground_id: campgroundId } });
  const connect = async (campgroundId: string) => {
    const account = await gateway.createConnectedAccount({
      email: 'owner@camppass.test',
      country: 'US',
      businessName: 'Camp',
      metadata: { campgroundId },
      idempotencyKey: campgroundId,
    });
    gateway.completeOnboarding(account.id);
    const repos = test.container.get(REPOSITORIES);
    await repos.payoutAccounts.create(
      campgroundId,
      { ...anEnabledAccount(account.id), chargesEnabled: true, payoutsEnabled: true },
      new Date(),
    );
    return account.id;
  };
  const payout = {
    id: 'po_1',
    amountCents: 9_000,
    currency: 'usd',
    status: 'in_transit' as const,
    arrivalDate: new Date('2026-06-03T00:00:00Z'),
    createdAt: new Date('2026-06-01T00:00:00Z'),
    failureMessage: null,
  };

  it.each(CALLERS)('answers %s as the access policy says, for both campgrounds', async (caller) => {
    for (const id of [await connect(s.campground.id), await connect(s.other.id)])
      gateway.payouts.set(id, [payout]);
    for (const where of ['own', 'other'] as const) {
      const token = caller === 'anonymous' ? undefined : s.tokens[caller];
      const res = await payouts(token, where === 'own' ? s.campground.id : s.other.id);
      const want = expected(caller, where);
      expect(res.status, `${caller} ${where}: ${res.body}`).toBe(want.status);
      if (want.error) expect(res.json.error).toBe(want.error);
      if (want.status === 200)
        expect(res.json.data).toEqual({
          state: 'live',
          balance: { available_cents: 0, pending_cents: 0, currency: 'usd' },
          payouts: [
            {
              id: 'po_1',
              amount_cents: 9_000,
              currency: 'usd',
              status: 'in_transit',
              arrival_date: '2026-06-03T00:00:00.000Z',
              created_at: '2026-06-01T00:00:00.000Z',
              failure_message: null,
            },
          ],
        });
    }
  });

  it('answers 50 parallel reads by every caller as one read would, never with a 5xx', async () => {
    for (const id of [await connect(s.campground.id), await connect(s.other.id)])
      gateway.payouts.set(id, [payout]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const caller = CALLERS[i % CALLERS.length] as Caller;
        const where: 'own' | 'other' = i % 2 === 0 ? 'own' : 'other';
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        return { caller, where, res: await payouts(token, where === 'own' ? s.campground.id : s.other.id) };
      }),
    );
    const granted = answers.filter(({ caller, where }) => expected(caller, where).status === 200);
    expect(granted.length).toBeGreaterThan(0);
    for (const { caller, where, res } of answers) {
      const want = expected(caller, where);
      expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
      if (want.error) expect(res.json.error).toBe(want.error);
    }
    // Every granted read is the same answer: the live balance and the one payout.
    for (const { res } of granted) expect(res.json.data).toEqual(granted[0]?.res.json.data);
    expect(granted[0]?.res.json.data).toMatchObject({ state: 'live', payouts: [{ id: 'po_1' }] });
    expect(answers.filter(({ res }) => res.status >= 500)).toEqual([]);
  });

  it('says when there is no account, and falls back to webhook payouts when the gateway fails', async () => {
    expect(res200(await payouts(s.tokens.owner, s.campground.id))).toEqual({
      state: 'no_account',
      balance: null,
      payouts: [],
    });
    const accountId = await connect(s.campground.id);
    // A payout.failed webhook on the account: kept, and the owner is e-mailed.
    const now = Math.floor(test.clock.now().getTime() / 1000);
    const rawBody = encodeStripeObjectEvent({
      id: 'evt_po_failed',
      type: PAYOUT_FAILED,
      createdSeconds: now,
      object: toStripePayoutObject({ ...payout, status: 'failed', failureMessage: 'Account closed' }),
      accountId,
    });
    const delivery = await gateway.signedDelivery(rawBody, now);
    for (let i = 0; i < 2; i += 1) {
      const res = await postWebhook(test, delivery);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ outcome: i === 0 ? 'recorded' : 'duplicate' });
    }
    const repos = test.container.get(REPOSITORIES);
    const mails = (await repos.outbox.list({ limit: 50, offset: 0 })).items.filter(
      (mail) => mail.tags.kind === 'payout-failed',
    );
    expect(mails.map((mail) => mail.to)).toEqual(['owner@camppass.test']);

    gateway.connectFailure = new Error('gateway unreachable');
    expect(res200(await payouts(s.tokens.owner, s.campground.id))).toMatchObject({
      state: 'recorded',
      balance: null,
      payouts: [{ id: 'po_1', status: 'failed', failure_message: 'Account closed' }],
    });
  });
});
