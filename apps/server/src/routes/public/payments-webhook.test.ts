import { signWebhookPayload } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { SOCKET } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

const deliver = async (test: TestApp, payload: string, signedAtSeconds: number) => {
  const res = await test.app.request(
    '/functions/v1/payments-webhook',
    {
      method: 'POST',
      headers: {
        'stripe-signature': await signWebhookPayload(payload, 'whsec_test_simulated', signedAtSeconds),
        'content-type': 'application/json',
      },
      body: payload,
    },
    SOCKET,
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

const event = (created: number) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', created, data: { object: {} } });

describe('payments-webhook', () => {
  it('refuses a delivery signed an hour in the future (400), as it refuses one an hour old', async () => {
    const test = await testApp();
    const now = Math.floor(test.clock.now().getTime() / 1000);

    expect(await deliver(test, event(now + 3600), now + 3600)).toMatchObject({
      status: 400,
      json: { success: false, code: 'STALE_EVENT' },
    });
    expect(await deliver(test, event(now - 3600), now - 3600)).toMatchObject({
      status: 400,
      json: { code: 'STALE_EVENT' },
    });
    expect((await deliver(test, event(now + 60), now + 60)).status).toBe(200);
  });

  it('answers 400, not 500, for a correctly signed body that is not a JSON event', async () => {
    const test = await testApp();
    const now = Math.floor(test.clock.now().getTime() / 1000);

    for (const payload of ['not json at all', '[1,2]']) {
      expect(await deliver(test, payload, now)).toMatchObject({
        status: 400,
        json: { success: false, code: 'INVALID_PAYLOAD' },
      });
    }
  });
});
