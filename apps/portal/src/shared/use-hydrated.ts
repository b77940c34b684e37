import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true once the page's script runs it
 * (and from the start where the browser renders the page itself): controls that only work with the
 * script can be disabled until then, without the two renders differing.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
