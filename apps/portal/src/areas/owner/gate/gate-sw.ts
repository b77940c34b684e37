// The gate's service worker, built to /gate-sw.js (vite.config.ts) and registered by the Check in tab
// for the owner dashboard only (gate-worker-registration.ts). It imports nothing but its strategies,
// so the build gives it no chunk shared with the portal.
import {
  answerFile,
  answerPage,
  dropOldCaches,
  type GateWorkerDeps,
  gateStrategy,
  holdsPage,
  keepPageFiles,
} from './gate-worker';

// The portal is type-checked with the DOM's types; these are the worker's few of its own.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const deps: GateWorkerDeps = {
  caches,
  fetch: (request) => fetch(request),
  origin: scope.location.origin,
};

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
// Controls the open scanner at once, so the files it loads from now on are kept too.
scope.addEventListener('activate', (event) =>
  event.waitUntil(dropOldCaches(deps).then(() => scope.clients.claim())),
);

scope.addEventListener('fetch', (event) => {
  const strategy = gateStrategy(event.request, deps.origin);
  if (strategy === 'file') event.respondWith(answerFile(event.request, deps));
  else if (strategy === 'page') event.respondWith(answerPage(event.request, deps));
});

// `{ keep: [addresses] }` from the scanner: what it loaded before this worker controlled it; answers
// how many addresses it holds and whether it holds the page.
scope.addEventListener('message', (event) => {
  const data = event.data as { keep?: unknown } | null;
  if (!data || !Array.isArray(data.keep)) return;
  event.waitUntil(
    keepPageFiles(data.keep, deps).then(async (kept) => {
      const page = await holdsPage(deps);
      for (const port of event.ports) port.postMessage({ kept, page });
    }),
  );
});
