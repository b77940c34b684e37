import { PATHS } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import {
  answerFile,
  answerPage,
  dropOldCaches,
  FILES_KEPT_MS,
  GATE_CACHE,
  GATE_PAGE,
  type GateWorkerDeps,
  gateStrategy,
  holdsPage,
  keepPageFiles,
} from './gate-worker';

const ORIGIN = 'https://camp.example';

/** The Cache API's part the worker uses, in memory, by address. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: RequestInfo | URL) => store.get(String(key))?.clone(),
      put: async (key: RequestInfo | URL, response: Response) => void store.set(String(key), response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (key: RequestInfo | URL) => store.delete(String(key)),
    } as unknown as Cache;
  };
  return {
    stores,
    caches: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

/** A network answering the given addresses (anything else 404) with its clock as `Date`, or none at all. */
function network(files: Record<string, string>, online = { up: true }) {
  const asked: string[] = [];
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const fetch = async (request: Request | string) => {
    const url = typeof request === 'string' ? request : request.url;
    asked.push(url);
    if (!online.up) throw new TypeError('Failed to fetch');
    const body = files[url];
    const headers = { Date: new Date(clock.now).toUTCString() };
    return body === undefined
      ? new Response('Not found', { status: 404, headers })
      : new Response(body, { headers });
  };
  return { fetch, asked, online, clock };
}

const setUp = (files: Record<string, string> = {}) => {
  const memory = memoryCaches();
  const net = network(files);
  const deps: GateWorkerDeps = { caches: memory.caches, fetch: net.fetch, origin: ORIGIN };
  return { ...memory, net, deps };
};

const navigate = (path: string) => new Request(`${ORIGIN}${path}`);

describe('the gate worker: what it answers', () => {
  it('serves the owner dashboard, the one page its scope holds', () => {
    expect(GATE_PAGE).toBe(PATHS.ownerDashboard);
  });

  it.each([
    [{ url: `${ORIGIN}/assets/index-abc.js`, method: 'GET', mode: 'no-cors' }, 'file'],
    [{ url: `${ORIGIN}/owner-dashboard?tab=check-in`, method: 'GET', mode: 'navigate' }, 'page'],
    [{ url: `${ORIGIN}/owner-dashboard`, method: 'GET', mode: 'navigate' }, 'page'],
    // The functions, stored files, other pages, other origins and anything but a read are left alone.
    [{ url: `${ORIGIN}/functions/v1/owner-campgrounds`, method: 'GET', mode: 'cors' }, null],
    [{ url: `${ORIGIN}/files/logo.png`, method: 'GET', mode: 'no-cors' }, null],
    [{ url: `${ORIGIN}/member-dashboard`, method: 'GET', mode: 'navigate' }, null],
    [{ url: `${ORIGIN}/owner-dashboard`, method: 'GET', mode: 'cors' }, null],
    [{ url: 'https://js.stripe.com/assets/v3.js', method: 'GET', mode: 'no-cors' }, null],
    [{ url: `${ORIGIN}/assets/index-abc.js`, method: 'POST', mode: 'cors' }, null],
    [{ url: 'not an address', method: 'GET', mode: 'navigate' }, null],
  ])('%o → %s', (request, strategy) => {
    expect(gateStrategy(request, ORIGIN)).toBe(strategy);
  });
});

describe('the gate worker: built files from the cache first', () => {
  it('fetches a file once, then answers the kept copy even with no network', async () => {
    const { deps, net } = setUp({ [`${ORIGIN}/assets/a-1.js`]: 'code' });
    const request = new Request(`${ORIGIN}/assets/a-1.js`);
    expect(await (await answerFile(request, deps)).text()).toBe('code');
    net.online.up = false;
    expect(await (await answerFile(request, deps)).text()).toBe('code');
    expect(net.asked).toEqual([`${ORIGIN}/assets/a-1.js`]);
  });

  it('keeps no failure: a missing file is asked for again', async () => {
    const { deps, net } = setUp();
    const request = new Request(`${ORIGIN}/assets/gone-1.js`);
    expect((await answerFile(request, deps)).status).toBe(404);
    expect((await answerFile(request, deps)).status).toBe(404);
    expect(net.asked).toHaveLength(2);
  });
});

describe('the gate worker: the page from the network first', () => {
  it('answers the network and keeps the page; offline, any tab gets the last page kept', async () => {
    const { deps, net } = setUp({ [`${ORIGIN}/owner-dashboard?tab=check-in`]: '<html>v1</html>' });
    expect(await (await answerPage(navigate('/owner-dashboard?tab=check-in'), deps)).text()).toBe(
      '<html>v1</html>',
    );
    net.online.up = false;
    expect(await (await answerPage(navigate('/owner-dashboard?tab=members'), deps)).text()).toBe(
      '<html>v1</html>',
    );
  });

  it('online, a newer page replaces the kept one', async () => {
    const files = { [`${ORIGIN}/owner-dashboard`]: '<html>v1</html>' };
    const { deps, net } = setUp(files);
    await answerPage(navigate('/owner-dashboard'), deps);
    files[`${ORIGIN}/owner-dashboard`] = '<html>v2</html>';
    expect(await (await answerPage(navigate('/owner-dashboard'), deps)).text()).toBe('<html>v2</html>');
    net.online.up = false;
    expect(await (await answerPage(navigate('/owner-dashboard'), deps)).text()).toBe('<html>v2</html>');
  });

  it('offline with nothing kept, the failure stands; an error page is never kept', async () => {
    const { deps, net } = setUp();
    expect((await answerPage(navigate('/owner-dashboard'), deps)).status).toBe(404);
    net.online.up = false;
    await expect(answerPage(navigate('/owner-dashboard'), deps)).rejects.toThrow('Failed to fetch');
  });
});

describe('the gate worker: keeping what the page loaded before it', () => {
  it('keeps the page and its built files, and nothing the worker would not serve', async () => {
    const { deps, net, stores } = setUp({
      [`${ORIGIN}/owner-dashboard?tab=check-in`]: '<html>shell</html>',
      [`${ORIGIN}/assets/index-1.js`]: 'entry',
      [`${ORIGIN}/assets/jsQR-2.js`]: 'decoder',
      [`${ORIGIN}/functions/v1/owner-campgrounds`]: '{"secret":true}',
    });
    const kept = await keepPageFiles(
      [
        `${ORIGIN}/owner-dashboard?tab=check-in`,
        `${ORIGIN}/assets/index-1.js`,
        `${ORIGIN}/assets/index-1.js`,
        `${ORIGIN}/assets/jsQR-2.js`,
        `${ORIGIN}/assets/missing-3.js`,
        `${ORIGIN}/functions/v1/owner-campgrounds`,
        'https://evil.example/assets/x.js',
        42,
      ],
      deps,
    );
    expect(kept).toBe(3);
    expect(await holdsPage(deps)).toBe(true);
    expect([...(stores.get(GATE_CACHE)?.keys() ?? [])].sort()).toEqual([
      `${ORIGIN}/assets/index-1.js`,
      `${ORIGIN}/assets/jsQR-2.js`,
      `${ORIGIN}/owner-dashboard`,
    ]);
    expect(net.asked).not.toContain(`${ORIGIN}/functions/v1/owner-campgrounds`);

    // Offline now: the page and its files come from what was kept.
    net.online.up = false;
    expect(await (await answerPage(navigate('/owner-dashboard?tab=check-in'), deps)).text()).toBe(
      '<html>shell</html>',
    );
    expect(await (await answerFile(new Request(`${ORIGIN}/assets/jsQR-2.js`), deps)).text()).toBe('decoder');
  });

  it('asked again, fetches only the files it does not hold yet; unreachable ones are skipped', async () => {
    const { deps, net } = setUp({ [`${ORIGIN}/assets/index-1.js`]: 'entry' });
    await keepPageFiles([`${ORIGIN}/assets/index-1.js`], deps);
    // Files without the page do not open the scanner offline.
    expect(await holdsPage(deps)).toBe(false);
    net.online.up = false;
    expect(await keepPageFiles([`${ORIGIN}/assets/index-1.js`, `${ORIGIN}/assets/other-2.js`], deps)).toBe(1);
    expect(net.asked).toEqual([`${ORIGIN}/assets/index-1.js`, `${ORIGIN}/assets/other-2.js`]);
  });

  it('drops the files of earlier builds a month after they were fetched, never those the page names', async () => {
    const files = {
      [`${ORIGIN}/owner-dashboard`]: '<html>v2</html>',
      [`${ORIGIN}/assets/old-1.js`]: 'old',
      [`${ORIGIN}/assets/recent-2.js`]: 'recent',
      [`${ORIGIN}/assets/index-3.js`]: 'entry',
    };
    const { deps, net, stores } = setUp(files);
    const day = 24 * 60 * 60 * 1000;
    await keepPageFiles([`${ORIGIN}/assets/old-1.js`, `${ORIGIN}/assets/index-3.js`], deps, net.clock.now);
    net.clock.now += FILES_KEPT_MS - 2 * day;
    await keepPageFiles([`${ORIGIN}/assets/recent-2.js`], deps, net.clock.now);
    const keptFiles = () =>
      [...(stores.get(GATE_CACHE)?.keys() ?? [])].filter((url) => url.includes('/assets/')).sort();

    // Offline, nothing is dropped: the page could not load anything again.
    net.online.up = false;
    await keepPageFiles([`${ORIGIN}/owner-dashboard`], deps, net.clock.now + 5 * day);
    expect(keptFiles()).toHaveLength(3);

    // Online a month on: the old build's file goes; the page's entry stays, named; the recent one stays.
    net.online.up = true;
    await keepPageFiles(
      [`${ORIGIN}/owner-dashboard`, `${ORIGIN}/assets/index-3.js`],
      deps,
      net.clock.now + 5 * day,
    );
    expect(keptFiles()).toEqual([`${ORIGIN}/assets/index-3.js`, `${ORIGIN}/assets/recent-2.js`]);
  });

  it("drops an earlier version's cache and no one else's", async () => {
    const { deps, stores } = setUp();
    await deps.caches.open('camppass-gate-v0');
    await deps.caches.open(GATE_CACHE);
    await deps.caches.open('someone-else');
    await dropOldCaches(deps);
    expect([...stores.keys()].sort()).toEqual([GATE_CACHE, 'someone-else']);
  });
});
