import type { CampPassClient, CampPassClientOptions } from '../http/camppass-client';

// The full client behind a dynamic import: screens that may send a call, but must not wait for the
// contract's zod schemas to be interactive, hold this one (the sign-in screens, light-client.ts).

type FullClientModule = typeof import('../index');

/** The client module (the contract and zod), fetched once, at the first call that needs it. */
let fullModule: Promise<FullClientModule> | null = null;
export const loadFullModule = (): Promise<FullClientModule> => {
  fullModule ??= import('../index');
  return fullModule;
};

/**
 * The typed client, its module fetched at the first call: a screen becomes interactive without it,
 * and the module is there by the time a form is sent.
 */
export function createLazyClient(options: CampPassClientOptions): CampPassClient {
  let client: Promise<CampPassClient> | null = null;
  const load = () => {
    client ??= loadFullModule().then((module) => module.createCampPassClient(options));
    return client;
  };
  const forward = <K extends keyof CampPassClient>(method: K) =>
    ((...args: unknown[]) =>
      load().then((loaded) =>
        (loaded[method] as (...given: unknown[]) => unknown)(...args),
      )) as CampPassClient[K];
  return {
    call: forward('call'),
    image: forward('image'),
    upload: forward('upload'),
    uploadCampgroundFile: forward('uploadCampgroundFile'),
    publicConfig: forward('publicConfig'),
    refresh: forward('refresh'),
  };
}
