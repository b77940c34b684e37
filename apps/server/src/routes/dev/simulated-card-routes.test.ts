import { FUNCTIONS } from '@camppass/client';
import { PAYMENT_GATEWAY } from '@camppass/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: '123' });

let test: TestApp;

beforeEach(async () => {
  test = await testApp();
});

/** A member's customer and a setup intent for their "Update card", as the server would make them. */
const aSetupIntent = async (member = 'usr_1') => {
  const gateway = test.container.get(PAYMENT_GATEWAY);
  const customer = await gateway.ensureCustomer({
    idempotencyKey: `customer-${member}`,
    email: `${member}@camppass.test`,
    name: 'Avery Stone',
    metadata: { userId: member },
  });
  const setup = await gateway.createSetupIntent({
    customerId: customer.id,
    idempotencyKey: `update-card-${member}`,
    metadata: { membershipId: 'mem_1' },
  });
  return { gateway, customer, setup };
};

const confirmSetup = (clientSecret: string, number = '4242 4242 4242 4242', token?: string) =>
  call(test, 'simulated-setup-confirm', {
    body: { clientSecret, card: card(number) },
    ...(token ? { token } : {}),
  });

describe('simulated-setup-confirm (the simulated card form saving a card)', () => {
  it('saves the test card to the setup intent’s customer and answers it in the contract’s shape', async () => {
    const { gateway, customer, setup } = await aSetupIntent();

    const answer = await confirmSetup(setup.clientSecret);

    expect(answer.status).toBe(200);
    expect(FUNCTIONS['simulated-setup-confirm'].response.safeParse(answer.json).error?.issues ?? []).toEqual(
      [],
    );
    expect(answer.json).toEqual({
      success: true,
      status: 'succeeded',
      setupIntentId: setup.id,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
    });
    const saved = await gateway.retrieveSetupIntent(setup.id);
    expect(saved).toMatchObject({ status: 'succeeded', customerId: customer.id });
    expect(await gateway.retrievePaymentMethod(saved?.card?.paymentMethodId ?? '')).toMatchObject({
      customerId: customer.id,
      last4: '4242',
    });
  });

  it('confirms by the whole client secret only: the bare id or another intent’s secret confirm nothing', async () => {
    const { setup } = await aSetupIntent('usr_1');
    const other = await aSetupIntent('usr_2');

    for (const secret of [
      setup.id,
      `${setup.id}_secret_forged`,
      other.setup.clientSecret.replace('_secret_', 'x'),
    ]) {
      const answer = await confirmSetup(secret);
      expect(answer.status, secret).toBe(404);
      expect(answer.json).toMatchObject({ success: false, code: 'PAYMENT_INTENT_NOT_FOUND' });
    }
    expect((await confirmSetup(other.setup.clientSecret)).status).toBe(200);
    expect(await test.container.get(PAYMENT_GATEWAY).retrieveSetupIntent(setup.id)).toMatchObject({
      status: 'requires_payment_method',
      card: null,
    });
  });

  it('refuses a declined card (402) and an unreadable body (400), leaving the setup to try again', async () => {
    const { setup } = await aSetupIntent();

    const declined = await confirmSetup(setup.clientSecret, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.json).toMatchObject({ success: false, code: 'CARD_DECLINED' });
    const malformed = await call(test, 'simulated-setup-confirm', {
      body: { clientSecret: setup.clientSecret },
    });
    expect(malformed.status).toBe(400);
    expect((await confirmSetup(setup.clientSecret, '4000 0000 0000 0341')).status).toBe(200);
  });

  it('saves one card when the same setup is confirmed twice at once; the other answers 409', async () => {
    const { setup } = await aSetupIntent();

    const answers = await Promise.all([confirmSetup(setup.clientSecret), confirmSetup(setup.clientSecret)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await confirmSetup(setup.clientSecret)).json).toMatchObject({
      code: 'PAYMENT_INTENT_UNEXPECTED_STATE',
    });
  });
});
