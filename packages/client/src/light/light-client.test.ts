import { describe, expect, it, vi } from 'vitest';
import { createCampPassClient } from '../http/camppass-client';
import { aCampground, pageData } from '../testing/public-answers';
import { createLightClient } from './light-client';

type Reply = { status: number; body: string; headers?: Record<string, string> } | 'network';

const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});

/** A fetch answering every request with `reply`; records what was asked. */
function serverReplying(reply: Reply) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const page = { success: true, data: pageData };
const offContract = { success: true, data: { ...pageData, membershipTypes: [{ id: 't1', price: '60' }] } };

const REPLIES: [string, Reply][] = [
  ['a valid answer', json(200, page)],
  [
    'a valid answer with extra keys',
    json(200, {
      ...page,
      extra: 1,
      data: { ...pageData, campground: { ...pageData.campground, x_booking_url: 'u' } },
    }),
  ],
  ['an answer off the contract', json(200, offContract)],
  ['a success that is not JSON', { status: 200, body: '<html>', headers: { 'Content-Type': 'text/html' } }],
  ['a refusal', json(404, { success: false, error: 'Campground not found', code: 'CAMPGROUND_NOT_FOUND' })],
  [
    'a refusal with Retry-After',
    json(429, { success: false, error: 'Slow down', code: 'RATE_LIMITED' }, { 'Retry-After': '30' }),
  ],
  ['a server error without an envelope', { status: 500, body: 'oops' }],
  ['no connection', 'network'],
];

/** The same call through the full client and the light client, each on its own server. */
async function both<T>(reply: Reply, run: (client: ReturnType<typeof createCampPassClient>) => Promise<T>) {
  const fullServer = serverReplying(reply);
  const lightServer = serverReplying(reply);
  const full = await run(createCampPassClient({ baseUrl: 'https://camp.example/', fetch: fullServer.fetch }));
  const light = await run(createLightClient({ baseUrl: 'https://camp.example/', fetch: lightServer.fetch }));
  return { full, light, fullRequests: fullServer.requests, lightRequests: lightServer.requests };
}

describe('the light client of the public page', () => {
  it.each(REPLIES)('get-campground, %s: the same request and result as the full client', async (_, reply) => {
    const { full, light, fullRequests, lightRequests } = await both(reply, (client) =>
      client.call('get-campground', { slug: 'pine-valley' }),
    );
    expect(light).toEqual(full);
    expect(lightRequests).toEqual(fullRequests);
    expect(lightRequests[0]?.url).toBe('https://camp.example/functions/v1/get-campground?slug=pine-valley');
  });

  it.each(REPLIES)(
    'list-campgrounds and public-config, %s: the same results as the full client',
    async (_, reply) => {
      const list = await both(reply, (client) => client.call('list-campgrounds'));
      expect(list.light).toEqual(list.full);
      expect(list.lightRequests).toEqual(list.fullRequests);
      const config = await both(reply, (client) => client.publicConfig());
      expect(config.light).toEqual(config.full);
      expect(config.lightRequests).toEqual(config.fullRequests);
    },
  );

  it('reads a valid campground list and public config', async () => {
    const campgrounds = [aCampground('c1', 'Pine', 'pine')];
    const list = await both(json(200, { success: true, data: { campgrounds } }), (client) =>
      client.call('list-campgrounds'),
    );
    expect(list.light).toEqual({ ok: true, value: { success: true, data: { campgrounds } } });
    const config = await both(json(200, { success: true, data: { stripePublishableKey: null } }), (client) =>
      client.publicConfig(),
    );
    expect(config.light).toEqual({ ok: true, value: { stripePublishableKey: null } });
  });

  it('sends every other call through the full client, its request checked by the contract', async () => {
    const reply = json(200, { success: true, isValid: false, message: 'No membership found' });
    const input = {
      membershipCode: 'ABC',
      email: 'a@b.co',
      campgroundSlug: 'pine',
      dateRanges: [['2026-07-01', '2026-07-03']] as [string, string][],
    };
    const sent = await both(reply, (client) => client.call('validate-membership', input));
    expect(sent.light).toEqual(sent.full);
    expect(sent.lightRequests).toEqual(sent.fullRequests);
    expect(sent.lightRequests[0]?.method).toBe('POST');

    const refused = await both(reply, (client) =>
      client.call('validate-membership', { ...input, membershipCode: 'x'.repeat(10_000) }),
    );
    expect(refused.light).toEqual(refused.full);
    expect(refused.lightRequests).toEqual(refused.fullRequests);
  });

  it('lets an aborted read throw, as fetch and the full client do', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const client = createLightClient({ baseUrl: '', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(
      client.call('get-campground', { slug: 'pine' }, { signal: controller.signal }),
    ).rejects.toThrow('aborted');
  });
});
