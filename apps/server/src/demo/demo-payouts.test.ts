import { FILE_STORAGE, PASSWORD_HASHER, PAYMENT_GATEWAY, RANDOM_SOURCE, UNIT_OF_WORK } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { call } from '../testing/http';
import { payoutsTestApp } from '../testing/payouts-http';
import { seedDemoData } from './demo-data';
import { DEMO_SELLING_SLUG, onboardDemoCampground } from './demo-payouts';

describe('demo payouts', () => {
  it('onboards the demo campground through the gateway once, so its page is on sale', async () => {
    const { test, gateway } = await payoutsTestApp();
    await seedDemoData({
      unitOfWork: test.container.get(UNIT_OF_WORK),
      passwordHasher: test.container.get(PASSWORD_HASHER),
      clock: test.clock,
      random: test.container.get(RANDOM_SOURCE),
      files: test.container.get(FILE_STORAGE),
    });
    const deps = {
      unitOfWork: test.container.get(UNIT_OF_WORK),
      gateway: test.container.get(PAYMENT_GATEWAY),
      clock: test.clock,
    };
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
    await seedDemoData({
      unitOfWork: test.container.get(UNIT_OF_WORK),
      passwordHasher: test.container.get(PASSWORD_HASHER),
      clock: test.clock,
      random: test.container.get(RANDOM_SOURCE),
    });
    // Stripe's own test keys: no way to finish onboarding from the server.
    const withoutInstantOnboarding = new Proxy(gateway, {
      get: (target, name, receiver) =>
        name === 'completeOnboarding' ? undefined : Reflect.get(target, name, receiver),
    });
    expect(
      await onboardDemoCampground({
        unitOfWork: test.container.get(UNIT_OF_WORK),
        gateway: withoutInstantOnboarding,
        clock: test.clock,
      }),
    ).toBe(false);
    expect([...gateway.accounts.values()]).toEqual([expect.objectContaining({ chargesEnabled: false })]);
  });
});
