// What the gate's service worker does (gate-sw.ts registers these handlers): it keeps the owner
// dashboard's page and the portal's built files so a scanner reloaded with no signal still opens
// (docs/decisions/card-at-the-gate.md#the-scanner-offline). The functions, stored files and other
// origins are never touched: the scanner's own IndexedDB keeps what it needs of their answers.

/** The worker's cache; a new name when what it keeps changes shape (older ones are dropped). */
export const GATE_CACHE = 'camppass-gate-v1';
const CACHE_FAMILY = 'camppass-gate-';

/**
 * The page the worker serves: the owner dashboard (`PATHS.ownerDashboard`, which the worker cannot
 * import without sharing a chunk with the portal; a test holds them equal), the same for every tab.
 */
export const GATE_PAGE = '/owner-dashboard';

/** What a worker needs of its scope, given so the strategies run in tests without one. */
export interface GateWorkerDeps {
  readonly caches: Pick<CacheStorage, 'open' | 'keys' | 'delete'>;
  readonly fetch: (request: Request | string) => Promise<Response>;
  /** The portal's origin (the worker's own). */
  readonly origin: string;
}

/** How the worker answers a request, or null when it leaves it to the network. */
export type GateStrategy = 'file' | 'page';

interface RequestLike {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
}

const isGatePage = (pathname: string) => pathname === GATE_PAGE || pathname.startsWith(`${GATE_PAGE}/`);

/**
 * Built files (`/assets/*`, hashed, never changed) from the cache first; the owner dashboard's page
 * from the network first, the last one kept when there is none; anything else is not touched.
 */
export const gateStrategy = (request: RequestLike, origin: string): GateStrategy | null => {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/assets/')) return 'file';
  if (request.mode === 'navigate' && isGatePage(url.pathname)) return 'page';
  return null;
};

const pageKey = (origin: string) => new URL(GATE_PAGE, origin).href;

/** A built file: the kept copy, else the network's answer, kept when it is a whole success. */
export const answerFile = async (request: Request, deps: GateWorkerDeps): Promise<Response> => {
  const cache = await deps.caches.open(GATE_CACHE);
  const kept = await cache.match(request.url);
  if (kept) return kept;
  const response = await deps.fetch(request);
  if (response.status === 200) await cache.put(request.url, response.clone());
  return response;
};

/** The dashboard's page: the network's answer (kept), else the last page kept, else the failure. */
export const answerPage = async (request: Request, deps: GateWorkerDeps): Promise<Response> => {
  const cache = await deps.caches.open(GATE_CACHE);
  try {
    const response = await deps.fetch(request);
    if (response.status === 200 && !response.redirected)
      await cache.put(pageKey(deps.origin), response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(pageKey(deps.origin));
    if (kept) return kept;
    throw error;
  }
};

/**
 * Built files kept this long after they were fetched are dropped, unless the page still uses them:
 * files of earlier builds would otherwise pile up on a gate device for good.
 */
export const FILES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keeps what a page loaded before the worker controlled it (its own address and its built files),
 * fetched again so the cache holds whole answers; answers how many addresses are kept. Addresses the
 * worker would not serve are ignored, so a page cannot make it keep anything else. When the page
 * itself was reached (online), built files it did not name and fetched more than
 * {@link FILES_KEPT_MS} ago are dropped: a file still in use is fetched again as the page loads it.
 */
export const keepPageFiles = async (
  urls: readonly unknown[],
  deps: GateWorkerDeps,
  now: number = Date.now(),
): Promise<number> => {
  const cache = await deps.caches.open(GATE_CACHE);
  const named = new Set<string>();
  let kept = 0;
  let online = false;
  for (const url of new Set(urls)) {
    if (typeof url !== 'string') continue;
    const strategy = gateStrategy({ url, method: 'GET', mode: 'navigate' }, deps.origin);
    if (!strategy) continue;
    const key = strategy === 'page' ? pageKey(deps.origin) : new URL(url).href;
    if (strategy === 'file') named.add(key);
    if (strategy === 'file' && (await cache.match(key))) {
      kept += 1;
      continue;
    }
    try {
      const response = await deps.fetch(url);
      if (strategy === 'page') online = true;
      if (response.status !== 200 || response.redirected) continue;
      await cache.put(key, response);
      kept += 1;
    } catch {
      // Not reachable now: kept the next time the page asks, or when the page loads it itself.
    }
  }
  if (online) await dropStaleFiles(cache, named, now, deps.origin);
  return kept;
};

/** Drops the kept built files not named and fetched (their `Date`) more than FILES_KEPT_MS ago. */
const dropStaleFiles = async (
  cache: Cache,
  named: ReadonlySet<string>,
  now: number,
  origin: string,
): Promise<void> => {
  for (const request of await cache.keys()) {
    if (
      named.has(request.url) ||
      gateStrategy({ url: request.url, method: 'GET', mode: '' }, origin) !== 'file'
    )
      continue;
    const fetchedAt = Date.parse((await cache.match(request.url))?.headers.get('date') ?? '');
    if (Number.isFinite(fetchedAt) && now - fetchedAt > FILES_KEPT_MS) await cache.delete(request.url);
  }
};

/** Whether the worker holds the dashboard's page: what a reload with no signal needs first. */
export const holdsPage = async (deps: GateWorkerDeps): Promise<boolean> =>
  Boolean(await (await deps.caches.open(GATE_CACHE)).match(pageKey(deps.origin)));

/** Drops the caches an earlier version of the worker kept. */
export const dropOldCaches = async (deps: GateWorkerDeps): Promise<void> => {
  for (const name of await deps.caches.keys()) {
    if (name.startsWith(CACHE_FAMILY) && name !== GATE_CACHE) await deps.caches.delete(name);
  }
};
