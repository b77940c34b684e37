import { Theme } from '@camppass/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { RuntimeConfigProvider } from './shared/config/RuntimeConfigContext';
import type { RuntimeConfig } from './shared/config/runtime-config';
import { GivenQueryClient } from './shared/query-cache';

export interface AppProps {
  /** The router with the route table (routes.tsx): the browser's in main.tsx, a memory router in tests. */
  router: ReactElement;
  config: RuntimeConfig;
  /** The query cache; left out, the areas that fetch data make one when the first of them opens. */
  queryClient?: QueryClient;
}

/** The portal: configuration, the given query cache and theme around the router. Dark is the default theme (01 §9). */
export function App({ router, config, queryClient }: AppProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <GivenQueryClient.Provider value={queryClient ?? null}>
        <Theme className="portal-theme">{router}</Theme>
      </GivenQueryClient.Provider>
    </RuntimeConfigProvider>
  );
}
