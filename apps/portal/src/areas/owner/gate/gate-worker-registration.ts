import { PATHS } from '@camppass/domain';

/**
 * Where the build writes the gate's service worker (vite.config.ts). Nothing here imports the worker's
 * modules: a module both import would become a chunk the worker cannot load.
 */
const GATE_WORKER_URL = '/gate-sw.js';

/** The same-origin addresses this page has loaded: its own and every file it fetched. */
const loadedAddresses = (): string[] => {
  const files = performance.getEntriesByType('resource').map((entry) => entry.name);
  const tags = [
    ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]'),
  ].map((tag) => ('src' in tag ? tag.src : tag.href));
  return [window.location.href, ...tags, ...files].filter((url) => url.startsWith(window.location.origin));
};

/** Asks the worker to keep the addresses; resolves to whether it holds the page (false when it does not answer). */
const askToKeep = (worker: ServiceWorker, keep: readonly string[]): Promise<boolean> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 30_000);
    channel.port1.onmessage = (event: MessageEvent<{ page?: unknown }>) => {
      clearTimeout(timer);
      resolve(event.data?.page === true);
    };
    worker.postMessage({ keep }, [channel.port2]);
  });

/** The registration's active worker, once the one installing has become it (null if it fails). */
const activeWorker = (registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> => {
  if (registration.active) return Promise.resolve(registration.active);
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.resolve(null);
  return new Promise((resolve) => {
    coming.addEventListener('statechange', () => {
      if (coming.state === 'activated') resolve(coming);
      else if (coming.state === 'redundant') resolve(registration.active);
    });
  });
};

/**
 * Registers the gate's service worker for the owner dashboard, loads what scanning offline will
 * need (`warm`: the QR decoder), and has the worker keep this page and the files it loaded before the
 * worker controlled it. Resolves to whether the scanner now opens with no signal; false where the
 * browser has no service workers, in development, or when registering failed.
 */
export async function keepGateOffline(warm: () => Promise<unknown>): Promise<boolean> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return false;
  try {
    const registration = await navigator.serviceWorker.register(GATE_WORKER_URL, {
      scope: PATHS.ownerDashboard,
    });
    // Not `navigator.serviceWorker.ready`: it waits for a worker of the address the page was loaded
    // at, and staff often reach the dashboard from the sign-in page without loading it.
    const worker = await activeWorker(registration);
    await warm().catch(() => undefined);
    return worker ? await askToKeep(worker, loadedAddresses()) : false;
  } catch {
    return false;
  }
}
