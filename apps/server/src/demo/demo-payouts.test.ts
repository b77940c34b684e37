import { SimulatedPaymentGateway } from '@camppass/adapter-local';
import {
  FILE_STORAGE,
  PASSWORD_HASHER,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  RANDOM_SOURCE,
  UNIT_OF_WORK,
} from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { ensureDemoData } from '../bootstrap';
import { call } from '../testing/http';
import { payoutsTestApp } from '../testing/payouts-http';
import { type TestApp, testApp } from '../testing/test-app';
import { seedDemoData } from './demo-data';
import { DEMO_SELLING_SLUG, onboardDemoCampground, restoreGatewayAccounts } from './demo-payouts';

/** The demo data, seeded through the app's own ports; its files stored too when `withFiles`. */
const seedDemo = (test: TestApp, { withFiles }: { readonly withFiles: boolean }) =>
  seedDemoData({
    unitOfWork: test.container.get(UNIT_OF_WORK),
    passwordHasher: test.container.get(PASSWORD_HASHER),
    clock: test.clock,
    random: test.container.get(RANDOM_SOURCE),
    ...(withFiles ? { files: test.container.get(FILE_STORAGE) } : {}),
  });

/** What the demo's onboarding takes: the app's storage and clock, and `gateway`. */
const onboardingDeps = (test: TestApp, gateway: PaymentGateway) => ({
  unitOfWork: test.container.get(UNIT_OF_WORK),
  gateway,
  clock: test.clock,
});

describe('demo payouts', () => {
  it('onboards the demo campground through the gateway once, so its page is on sale', async () => {
    const { test, gateway } = await payoutsTestApp();
    await seedDemo(test, { withFiles: true });
    const deps = onboardingDeps(test, test.container.get(PAYMENT_GATEWAY));
    const page = () => call(test, 'get-campground', { method: 'GET', query: { slug: DEMO_SELLING_SLUG } });
    expect(((await page()).json.data as { settings: { on_sale: boolean } }).settings.on_sale).toBe(false);

    expect(await onboardDemoCampground(deps)).toBe(true);
    expect(await onboardDemoCampground(deps)).toBe(true);

    expect(gateway.accounts.size).toBe(1);
    const [account] = [...gateway.accounts.values()];
    expect(account).toMatchObject({ chargesEnabled: true, payoutsEnabled: true });
    expect(((await page()).json.data as { settings: { on_sale: boolean } }).settings.on_sale).toBe(true);
    // Only the demo campground sells; the others wait for their owners.
    const lakeside = await call(test, 'get-campground', { method: 'GET', query: { slug: 'lakeside-pines' } });
    expect((lakeside.json.data as { settings: { on_sale: boolean } }).settings.on_sale).toBe(false);
  });

  it('leaves an account it cannot finish in onboarding, to be finished by the owner', async () => {
    const { test, gateway } = await payoutsTestApp();
    await seedDemo(test, { withFiles: false });
    // Stripe's own test keys: no way to finish onboarding from the server.
    const withoutInstantOnboarding = new Proxy(gateway, {
      get: (target, name, receiver) =>
        name === 'completeOnboarding' ? undefined : Reflect.get(target, name, receiver),
    });
    expect(await onboardDemoCampground(onboardingDeps(test, withoutInstantOnboarding))).toBe(false);
    expect([...gateway.accounts.values()]).toEqual([expect.objectContaining({ chargesEnabled: false })]);
  });

  it('gives a simulated gateway that restarted the accounts it forgot, so the demo campground still sells', async () => {
    const app = await testApp({ config: { nodeEnv: 'development' } });
    await ensureDemoData(app);
    const unitOfWork = app.container.get(UNIT_OF_WORK);
    const pine = await unitOfWork.run((repos) => repos.campgrounds.findBySlug(DEMO_SELLING_SLUG));
    const stored = await unitOfWork.run((repos) => repos.payoutAccounts.findByCampground(pine?.id ?? ''));
    if (!stored) throw new Error('The demo campground has no payouts account');
    const restarted = new SimulatedPaymentGateway({ webhookSecret: 'whsec_restarted_gateway_1' });
    const charge = () =>
      restarted.createPaymentIntent({
        amountCents: 6_512,
        currency: 'usd',
        metadata: {},
        idempotencyKey: `charge-${Math.random()}`,
        destination: { accountId: stored.accountId, applicationFeeCents: 512 },
      });
    await expect(charge()).rejects.toThrow();

    expect(await restoreGatewayAccounts({ unitOfWork, gateway: restarted })).toBe(1);
    expect(await restoreGatewayAccounts({ unitOfWork, gateway: restarted })).toBe(1);

    expect(await restarted.retrieveConnectedAccount(stored.accountId)).toMatchObject({
      id: stored.accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    await expect(charge()).resolves.toMatchObject({ amountCents: 6_512 });
  });

  it('gives nothing back to a gateway that keeps its accounts', async () => {
    const { test } = await payoutsTestApp();
    expect(
      await restoreGatewayAccounts({
        unitOfWork: test.container.get(UNIT_OF_WORK),
        gateway: test.container.get(PAYMENT_GATEWAY),
      }),
    ).toBe(0);
  });
});
