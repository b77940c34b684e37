import { PAYMENT_GATEWAY, SIMULATED_CARD_PAYMENTS } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { SIMULATED_WEBHOOK_SINK, type WebhookDelivery } from '../../container/dev-module';
import { testApp } from '../../testing/test-app';
import { ownTarget } from './simulated-connect-routes';

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const RETURN = 'http://camppass.test/owner/settings?connect=return';
const REFRESH = '/owner/settings?connect=refresh';

const setUp = async () => {
  const test = await testApp();
  const sent: WebhookDelivery[] = [];
  test.container.get(SIMULATED_WEBHOOK_SINK).connect(async (delivery) => {
    sent.push(delivery);
  });
  const gateway = test.container.get(PAYMENT_GATEWAY);
  const account = await gateway.createConnectedAccount({
    email: 'owner@pinevalley.example',
    country: 'US',
    businessName: 'Pine Valley',
    metadata: { campgroundId: 'cg_1' },
    idempotencyKey: 'connect-cg_1',
  });
  const eventTypes = () => sent.map((delivery) => JSON.parse(delivery.rawBody).type as string);
  return { ...test, gateway, account, eventTypes };
};

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const onboardQuery = (account: string, returnUrl = RETURN, refreshUrl = REFRESH) =>
  `/dev/connect/onboard?${new URLSearchParams({ account, return_url: returnUrl, refresh_url: refreshUrl })}`;

describe('/dev/connect (the simulated gateway’s Stripe pages)', () => {
  it("leads the gateway's account link to the onboarding page, which completes onboarding and returns", async () => {
    const { app, gateway, account, eventTypes } = await setUp();
    const link = await gateway.createAccountLink({
      accountId: account.id,
      returnUrl: RETURN,
      refreshUrl: REFRESH,
    });
    const url = new URL(link.url);
    expect(url.origin).toBe('http://camppass.test');

    const page = await app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Simulated Stripe onboarding</h1>');
    expect(html).toContain(account.id);
    expect(html).toContain('<button type="submit">Complete onboarding</button>');
    expect(html).toContain(`<a href="${RETURN}">Leave without finishing</a>`);
    expect((await gateway.retrieveConnectedAccount(account.id))?.chargesEnabled).toBe(false);

    const done = await app.request(
      '/dev/connect/onboard',
      form({ account: account.id, return_url: RETURN, refresh_url: REFRESH }),
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(RETURN);
    expect(await gateway.retrieveConnectedAccount(account.id)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    expect(eventTypes()).toEqual(['account.updated']);
  });

  it.each([
    'https://evil.example/owner',
    '//evil.example/owner',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://camppass.test.evil.example/',
    '',
  ])('refuses %j as a return address (no open redirect)', async (target) => {
    const { app, gateway, account } = await setUp();

    expect((await app.request(onboardQuery(account.id, target))).status).toBe(400);
    expect((await app.request(onboardQuery(account.id, RETURN, target))).status).toBe(400);
    const posted = await app.request(
      '/dev/connect/onboard',
      form({ account: account.id, return_url: target }),
    );
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
    expect((await gateway.retrieveConnectedAccount(account.id))?.chargesEnabled).toBe(false);
  });

  it('answers 404 for an account the gateway does not know', async () => {
    const { app } = await setUp();

    expect((await app.request(onboardQuery('acct_sim_unknown'))).status).toBe(404);
    const posted = await app.request(
      '/dev/connect/onboard',
      form({ account: 'acct_sim_unknown', return_url: RETURN }),
    );
    expect(posted.status).toBe(404);
    expect((await app.request('/dev/connect/express?account=acct_sim_unknown')).status).toBe(404);
    const payout = await app.request(
      '/dev/connect/express/payout',
      form({ account: 'acct_sim_unknown', outcome: 'paid' }),
    );
    expect(payout.status).toBe(404);
  });

  it('shows the account, its balance and payouts, and sends or fails a payout', async () => {
    const { app, gateway, account, clock, container, eventTypes } = await setUp();
    const cards = container.get(SIMULATED_CARD_PAYMENTS);
    await cards.completeOnboarding(account.id);
    const intent = await gateway.createPaymentIntent({
      amountCents: 10_000,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'k-1',
      destination: { accountId: account.id, applicationFeeCents: 1_000 },
    });
    expect((await cards.confirmCard(intent.clientSecret, VISA)).ok).toBe(true);
    const login = new URL((await gateway.createLoginLink(account.id)).url);

    const pending = await (await app.request(`${login.pathname}${login.search}`)).text();
    expect(pending).toContain('<h1>Simulated Express dashboard</h1>');
    expect(pending).toMatch(/<dt>Available<\/dt><dd>\$0\.00<\/dd>\s*<dt>Pending<\/dt><dd>\$90\.00<\/dd>/);
    expect(pending).toContain('No payouts yet.');
    expect(pending).toContain('>Send a payout</button>');
    expect(pending).toContain('>Fail a payout</button>');

    const tooEarly = await app.request(
      '/dev/connect/express/payout',
      form({ account: account.id, outcome: 'paid' }),
    );
    expect(tooEarly.status).toBe(303);
    const back = tooEarly.headers.get('location') ?? '';
    expect(back).toBe(`/dev/connect/express?account=${account.id}&error=BALANCE_INSUFFICIENT`);
    expect(await (await app.request(back)).text()).toContain('<p role="alert">There is no available balance');

    clock.advance({ days: 3 });
    const failed = await app.request(
      '/dev/connect/express/payout',
      form({ account: account.id, outcome: 'failed' }),
    );
    expect(failed.headers.get('location')).toBe(`/dev/connect/express?account=${account.id}`);
    const sent = await app.request(
      '/dev/connect/express/payout',
      form({ account: account.id, outcome: 'paid' }),
    );
    expect(sent.status).toBe(303);

    const after = await (await app.request(`/dev/connect/express?account=${account.id}`)).text();
    expect(after).toContain('<dt>Available</dt><dd>$0.00</dd>');
    expect(after).toContain('<td>$90.00</td><td>paid</td>');
    expect(after).toContain('<td>$90.00</td><td>failed (The bank account has been closed.)</td>');
    expect(eventTypes().filter((type) => type.startsWith('payout.'))).toEqual([
      'payout.failed',
      'payout.paid',
    ]);
    const wrong = await app.request(
      '/dev/connect/express/payout',
      form({ account: account.id, outcome: 'lost' }),
    );
    expect(wrong.status).toBe(400);
  });

  it('is not mounted when Stripe takes the payments', async () => {
    const { app } = await testApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_51CampPassStubKey',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_51CampPassStubKey',
        STRIPE_WEBHOOK_SECRET: 'whsec_camppass_stub',
      },
    });

    expect((await app.request(onboardQuery('acct_1'))).status).toBe(404);
  });
});

describe('ownTarget', () => {
  it.each([
    ['/owner/settings', 'http://camppass.test/owner/settings'],
    ['http://camppass.test/owner?x=1#y', 'http://camppass.test/owner?x=1#y'],
    ['http://camppass.test', 'http://camppass.test/'],
    ['owner/settings', null],
    ['http://camppass.test:8080/owner', null],
    ['https://camppass.test/owner', null],
  ])('reads %j as %j', (value, expected) => {
    expect(ownTarget(value, 'http://camppass.test')).toBe(expected);
  });
});
