import { WEBHOOK_ENDPOINT_NOT_FOUND, WEBHOOK_OWNER_REQUIRED, WEBHOOK_URL_NOT_HTTPS } from '@camppass/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedIntegrations } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';
import { startWebhookReceiver } from '../../testing/webhook-receiver';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

describe('outbound webhooks over HTTP (owner area)', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedIntegrations>>;
  let receiver: Receiver;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.close());

  const addEndpoint = async (token: string, campgroundId: string) => {
    const res = await call(test, 'create-webhook-endpoint', {
      token,
      body: { campgroundId, url: receiver.url, events: ['membership.created', 'payment.refunded'] },
    });
    if (res.status !== 200) throw new Error(`create-webhook-endpoint answered ${res.status}: ${res.body}`);
    return res.json.data as { secret: string; endpoint: { id: string } };
  };

  it('lets the owner add an endpoint, send a signed test event, see and resend it, rotate, turn off and delete', async () => {
    const { secret, endpoint } = await addEndpoint(s.tokens.owner, s.campground.id);
    expect(secret).toMatch(/^whsec_/);
    const ids = { campgroundId: s.campground.id, endpointId: endpoint.id };
    const listed = await call(test, 'list-webhook-endpoints', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campgroundId: s.campground.id },
    });
    expect(listed.json.data).toEqual({
      endpoints: [expect.objectContaining({ id: endpoint.id, url: receiver.url, enabled: true })],
    });
    expect(listed.body).not.toContain(secret);

    const tested = await call(test, 'send-test-webhook', { token: s.tokens.owner, body: ids });
    expect(tested.status, tested.body).toBe(200);
    expect(tested.json.data).toMatchObject({
      delivery: { eventType: 'webhook.test', status: 'delivered', responseStatus: 204, attempts: 1 },
    });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['webhook-signature']).toMatch(/^v1,/);

    const log = await call(test, 'list-webhook-deliveries', {
      method: 'GET',
      token: s.tokens.owner,
      query: ids,
    });
    const [delivery] = (log.json.data as { deliveries: { id: string; eventId: string }[] }).deliveries;
    const resent = await call(test, 'resend-webhook-delivery', {
      token: s.tokens.owner,
      body: { campgroundId: s.campground.id, deliveryId: delivery?.id },
    });
    expect(resent.json.data).toMatchObject({ delivery: { eventId: delivery?.eventId, status: 'pending' } });

    const rotated = await call(test, 'rotate-webhook-secret', { token: s.tokens.owner, body: ids });
    expect((rotated.json.data as { secret: string }).secret).not.toBe(secret);
    const off = await call(test, 'set-webhook-endpoint-enabled', {
      token: s.tokens.owner,
      body: { ...ids, enabled: false },
    });
    expect(off.json.data).toMatchObject({ endpoint: { enabled: false, disabledAt: null } });
    expect((await call(test, 'send-test-webhook', { token: s.tokens.owner, body: ids })).status).toBe(409);
    expect(
      (await call(test, 'delete-webhook-endpoint', { token: s.tokens.owner, body: ids })).json.data,
    ).toEqual({
      deleted: true,
    });
  });

  it.each([
    ['staff', 403],
    ['otherOwner', 403],
    ['member', 403],
    ['admin', 403],
    ['anonymous', 401],
  ] as const)('refuses %s every webhook function (%i)', async (who, status) => {
    const { endpoint } = await addEndpoint(s.tokens.owner, s.campground.id);
    const token = who === 'anonymous' ? undefined : s.tokens[who];
    const auth = token === undefined ? {} : { token };
    const ids = { campgroundId: s.campground.id, endpointId: endpoint.id };
    const answers = [
      await call(test, 'list-webhook-endpoints', {
        ...auth,
        method: 'GET',
        query: { campgroundId: s.campground.id },
      }),
      await call(test, 'create-webhook-endpoint', {
        ...auth,
        body: { campgroundId: s.campground.id, url: receiver.url, events: ['membership.created'] },
      }),
      await call(test, 'set-webhook-endpoint-enabled', { ...auth, body: { ...ids, enabled: false } }),
      await call(test, 'rotate-webhook-secret', { ...auth, body: ids }),
      await call(test, 'send-test-webhook', { ...auth, body: ids }),
      await call(test, 'list-webhook-deliveries', { ...auth, method: 'GET', query: ids }),
      await call(test, 'resend-webhook-delivery', {
        ...auth,
        body: { campgroundId: s.campground.id, deliveryId: endpoint.id },
      }),
      await call(test, 'delete-webhook-endpoint', { ...auth, body: ids }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(status);
      if (status === 403) expect(answer.json.error).toBe(WEBHOOK_OWNER_REQUIRED);
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('answers another campground’s endpoint id exactly like an unknown one', async () => {
    const theirs = await addEndpoint(s.tokens.otherOwner, s.other.id);
    const unknownId = '00000000-0000-4000-8000-0000000000ff';
    for (const name of ['send-test-webhook', 'rotate-webhook-secret', 'delete-webhook-endpoint']) {
      const foreign = await call(test, name, {
        token: s.tokens.owner,
        body: { campgroundId: s.campground.id, endpointId: theirs.endpoint.id },
      });
      const unknown = await call(test, name, {
        token: s.tokens.owner,
        body: { campgroundId: s.campground.id, endpointId: unknownId },
      });
      expect([foreign.status, foreign.json]).toEqual([unknown.status, unknown.json]);
      expect([unknown.status, unknown.json.error]).toEqual([404, WEBHOOK_ENDPOINT_NOT_FOUND]);
    }
    const log = await call(test, 'list-webhook-deliveries', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campgroundId: s.campground.id, endpointId: theirs.endpoint.id },
    });
    expect(log.status).toBe(404);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses bad addresses, events, NUL bytes and other content types with 400', async () => {
    const add = (body: unknown, headers?: Record<string, string>) =>
      call(test, 'create-webhook-endpoint', { token: s.tokens.owner, body, ...(headers ? { headers } : {}) });
    const base = { campgroundId: s.campground.id, url: receiver.url, events: ['membership.created'] };
    const notHttps = await add({ ...base, url: 'http://hooks.example.com/in' });
    expect([notHttps.status, notHttps.json.error]).toEqual([400, WEBHOOK_URL_NOT_HTTPS]);
    for (const body of [
      { ...base, url: '' },
      { ...base, url: `${receiver.url}\u0000` },
      { ...base, events: [] },
      { ...base, events: ['member.deleted'] },
      { ...base, events: 'membership.created' },
      { ...base, campgroundId: `${s.campground.id}\u0000` },
    ]) {
      expect((await add(body)).status, JSON.stringify(body)).toBe(400);
    }
    const text = await test.app.request('/functions/v1/create-webhook-endpoint', {
      method: 'POST',
      headers: { authorization: `Bearer ${s.tokens.owner}`, 'content-type': 'text/plain' },
      body: 'url=x',
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it('holds 50 test sends at once: each delivered once, each its own event', async () => {
    const { endpoint } = await addEndpoint(s.tokens.owner, s.campground.id);
    const body = { campgroundId: s.campground.id, endpointId: endpoint.id };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(test, 'send-test-webhook', { token: s.tokens.owner, body })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(receiver.received).toHaveLength(50);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(50);
    const log = await call(test, 'list-webhook-deliveries', {
      method: 'GET',
      token: s.tokens.owner,
      query: body,
    });
    const deliveries = (log.json.data as { deliveries: { status: string }[] }).deliveries;
    expect(deliveries.map((d) => d.status)).toEqual(Array.from({ length: 50 }, () => 'delivered'));
  });
});
