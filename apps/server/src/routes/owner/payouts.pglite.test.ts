import { encodeStripeObjectEvent, toStripeAccountObject } from '@camppass/core/checkout/webhook-event';
import { anEnabledAccount, InMemoryPaymentGateway } from '@camppass/core/testing';
import { describe, expect, it } from 'vitest';
import { postWebhook, withGateway } from '../../testing/card-payments-http';
import { call } from '../../testing/http';
import { seedPayoutRoles } from '../../testing/payouts-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import type { TestApp } from '../../testing/test-app';

let gateway = new InMemoryPaymentGateway();
const open = pgliteTestApps(withGateway(() => gateway));
const start = async () => {
  gateway = new InMemoryPaymentGateway();
  const test = await open();
  return { test, s: await seedPayoutRoles(test) };
};

const deliverAccountUpdated = async (
  test: TestApp,
  eventId: string,
  account: ReturnType<typeof anEnabledAccount>,
) => {
  const seconds = Math.floor(test.clock.now().getTime() / 1000);
  const rawBody = encodeStripeObjectEvent({
    id: eventId,
    type: 'account.updated',
    createdSeconds: seconds,
    object: toStripeAccountObject(account),
    accountId: account.id,
  });
  return postWebhook(test, await gateway.signedDelivery(rawBody, seconds));
};

/** The owner connects Pine Valley's payouts: the new account's id. */
const connectPayouts = async (test: TestApp, s: Awaited<ReturnType<typeof start>>['s']) => {
  const connected = await call(test, 'owner-connect-payouts', {
    token: s.tokens.owner,
    body: { campgroundId: s.campground.id },
  });
  return (connected.json.data as { payoutAccount: { account_id: string } }).payoutAccount.account_id;
};

// Five sign-ins and 20 concurrent transactions on the embedded database take a while on a busy machine.
describe('payouts on PostgreSQL (PGlite)', { timeout: 60_000 }, () => {
  it('makes one account for 20 connect calls at once', async () => {
    const { test, s } = await start();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(test, 'owner-connect-payouts', {
          token: s.tokens.owner,
          body: { campgroundId: s.campground.id },
        }),
      ),
    );
    const ids = new Set(
      answers.map((answer) => {
        expect(answer.status, answer.body).toBe(200);
        return (answer.json.data as { payoutAccount: { account_id: string } }).payoutAccount.account_id;
      }),
    );
    expect(ids.size).toBe(1);
    expect((await s.repos.payoutAccounts.findByCampground(s.campground.id))?.accountId).toBe([...ids][0]);
  });

  it('keeps the stored state current from account.updated, once per event, ignoring unknown accounts', async () => {
    const { test, s } = await start();
    const accountId = await connectPayouts(test, s);

    expect(await deliverAccountUpdated(test, 'evt_acct_1', anEnabledAccount(accountId))).toMatchObject({
      status: 200,
      json: { outcome: 'updated' },
    });
    expect(await s.repos.payoutAccounts.findByCampground(s.campground.id)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
    });

    // A later event restricts the account; replaying the first one changes nothing.
    const restricted = {
      ...anEnabledAccount(accountId),
      payoutsEnabled: false,
      requirementsDue: ['external_account'],
    };
    expect((await deliverAccountUpdated(test, 'evt_acct_2', restricted)).json.outcome).toBe('updated');
    expect((await deliverAccountUpdated(test, 'evt_acct_1', anEnabledAccount(accountId))).json.outcome).toBe(
      'duplicate',
    );
    expect(await s.repos.payoutAccounts.findByCampground(s.campground.id)).toMatchObject({
      payoutsEnabled: false,
      requirementsDue: ['external_account'],
    });

    expect(await deliverAccountUpdated(test, 'evt_acct_3', anEnabledAccount('acct_not_ours'))).toMatchObject({
      status: 200,
      json: { outcome: 'ignored' },
    });
    expect(await s.repos.payoutAccounts.findByAccountId('acct_not_ours')).toBeNull();
  });
  it('answers 50 parallel payouts reads by the owner alike, never with a 5xx', async () => {
    const { test, s } = await start();
    const accountId = await connectPayouts(test, s);
    expect((await deliverAccountUpdated(test, 'evt_acct_1', anEnabledAccount(accountId))).status).toBe(200);
    gateway.payouts.set(accountId, [
      {
        id: 'po_1',
        amountCents: 9_000,
        currency: 'usd',
        status: 'paid',
        arrivalDate: new Date('2026-06-03T00:00:00Z'),
        createdAt: new Date('2026-06-01T00:00:00Z'),
        failureMessage: null,
      },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(test, 'owner-payouts', {
          token: s.tokens.owner,
          method: 'GET',
          query: { campground_id: s.campground.id },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(answer.json.data).toEqual(answers[0]?.json.data);
    }
    expect(answers[0]?.json.data).toMatchObject({ state: 'live', payouts: [{ id: 'po_1', status: 'paid' }] });
  });
});
