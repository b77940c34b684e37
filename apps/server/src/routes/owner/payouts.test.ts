import { PAYOUTS_OWNER_ONLY } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http';
import { payoutsTestApp, seedPayoutRoles } from '../../testing/payouts-http';
import type { TestApp } from '../../testing/test-app';

type PayoutAccountBody = {
  state: string;
  account_id: string | null;
  caller_role: string;
  can_take_charges: boolean;
};

describe('the campground’s payouts account over HTTP (Settings → Payouts)', () => {
  let test: TestApp;
  let gateway: Awaited<ReturnType<typeof payoutsTestApp>>['gateway'];
  let s: Awaited<ReturnType<typeof seedPayoutRoles>>;
  beforeEach(async () => {
    ({ test, gateway } = await payoutsTestApp());
    s = await seedPayoutRoles(test);
  });

  const read = (token: string | undefined, campgroundId = s.campground.id) =>
    call(test, 'owner-payout-account', {
      method: 'GET',
      ...(token ? { token } : {}),
      query: { campgroundId },
    });
  const connect = (token: string | undefined, campgroundId = s.campground.id) =>
    call(test, 'owner-connect-payouts', { ...(token ? { token } : {}), body: { campgroundId } });
  const dashboard = (token: string | undefined, campgroundId = s.campground.id) =>
    call(test, 'owner-payouts-dashboard-link', { ...(token ? { token } : {}), body: { campgroundId } });
  const accountOf = (res: { json: Record<string, unknown> }) =>
    (res.json.data as { payoutAccount: PayoutAccountBody }).payoutAccount;

  it('lets the owner connect once, sends them to onboarding and back to Settings, and shows the new state on return', async () => {
    const before = await read(s.tokens.owner);
    expect(before.status, before.body).toBe(200);
    expect(accountOf(before)).toMatchObject({
      state: 'not_connected',
      account_id: null,
      can_take_charges: false,
      caller_role: 'owner',
    });

    const connected = await connect(s.tokens.owner);
    expect(connected.status, connected.body).toBe(200);
    const { onboarding, payoutAccount } = connected.json.data as {
      onboarding: { url: string };
      payoutAccount: PayoutAccountBody;
    };
    expect(payoutAccount).toMatchObject({ state: 'onboarding', account_id: expect.stringMatching(/^acct_/) });
    const returnUrl = new URL(decodeURIComponent(onboarding.url.split('return=')[1] ?? ''));
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe('http://camppass.test/owner-dashboard');
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
      tab: 'settings',
      payouts: 'return',
      campground: s.campground.id,
    });
    expect(gateway.accounts.get(payoutAccount.account_id ?? '')).toBeDefined();

    // The owner finishes onboarding; the webhook has not arrived, the card still shows the new state.
    gateway.completeOnboarding(payoutAccount.account_id ?? '');
    expect(accountOf(await read(s.tokens.owner))).toMatchObject({ state: 'enabled', can_take_charges: true });
    expect((await s.repos.payoutAccounts.findByCampground(s.campground.id))?.chargesEnabled).toBe(true);

    // Connecting again opens no second account: it is how the owner gets back into onboarding.
    const again = await connect(s.tokens.owner);
    expect(accountOf(again).account_id).toBe(payoutAccount.account_id);
    expect(gateway.accounts.size).toBe(1);
  });

  it('makes one account for 20 connect calls at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => connect(s.tokens.owner)));
    for (const answer of answers) expect(answer.status, answer.body).toBe(200);
    const ids = new Set(answers.map((answer) => accountOf(answer).account_id));
    expect(ids.size).toBe(1);
    expect(gateway.accounts.size).toBe(1);
    expect((await s.repos.payoutAccounts.findByCampground(s.campground.id))?.accountId).toBe([...ids][0]);
  });

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['otherOwner', 403],
  ] as const)('keeps the account from %s (%i)', async (who, status) => {
    await connect(s.tokens.owner);
    const token = who === 'anonymous' ? undefined : s.tokens[who];
    for (const answer of [await read(token), await connect(token), await dashboard(token)]) {
      expect(answer.status, answer.body).toBe(status);
      expect(answer.body).not.toContain('acct_');
    }
  });

  it.each(['staff', 'admin'] as const)('shows %s the state, not the buttons', async (who) => {
    await connect(s.tokens.owner);
    const shown = await read(s.tokens[who]);
    expect(shown.status, shown.body).toBe(200);
    expect(accountOf(shown)).toMatchObject({
      state: 'onboarding',
      caller_role: who === 'admin' ? 'super_admin' : 'staff',
    });
    for (const refused of [await connect(s.tokens[who]), await dashboard(s.tokens[who])]) {
      expect(refused.status, refused.body).toBe(403);
      expect(refused.json.error).toBe(PAYOUTS_OWNER_ONLY);
    }
  });

  it('never reads or onboards another campground’s account for its owner', async () => {
    await connect(s.tokens.otherOwner, s.other.id);
    for (const answer of [
      await read(s.tokens.owner, s.other.id),
      await connect(s.tokens.owner, s.other.id),
      await dashboard(s.tokens.owner, s.other.id),
    ]) {
      expect(answer.status, answer.body).toBe(403);
      expect(answer.body).not.toContain('acct_');
    }
    expect(gateway.accounts.size).toBe(1);
    expect(await s.repos.payoutAccounts.findByCampground(s.campground.id)).toBeNull();
    // The super admin reads any campground's state.
    expect(accountOf(await read(s.tokens.admin, s.other.id)).state).toBe('onboarding');
    // An unknown campground: the owner of none is refused, the super admin is told it does not exist.
    const unknown = '00000000-0000-4000-8000-00000000dead';
    expect((await read(s.tokens.owner, unknown)).status).toBe(403);
    expect((await read(s.tokens.admin, unknown)).status).toBe(404);
  });

  it('opens the Express dashboard for the owner once onboarding is submitted', async () => {
    const early = await dashboard(s.tokens.owner);
    expect(early.status, early.body).toBe(409);
    expect(early.json.code).toBe('PAYOUTS_NOT_CONNECTED');
    const { payoutAccount } = (await connect(s.tokens.owner)).json.data as {
      payoutAccount: PayoutAccountBody;
    };
    expect((await dashboard(s.tokens.owner)).json.code).toBe('PAYOUTS_NOT_CONNECTED');

    gateway.completeOnboarding(payoutAccount.account_id ?? '');
    const opened = await dashboard(s.tokens.owner);
    expect(opened.status, opened.body).toBe(200);
    expect((opened.json.data as { dashboard: { url: string } }).dashboard.url).toContain(
      payoutAccount.account_id,
    );
  });
});
