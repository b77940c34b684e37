import { Theme } from '@camppass/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from './shared/config/RuntimeConfigContext';
import type { RuntimeConfig } from './shared/config/runtime-config';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  config: RuntimeConfig;
  queryClient: QueryClient;
}

/** The portal: configuration, query cache and theme around the router. Dark is the default theme (01 §9). */
export function App({ router, config, queryClient }: AppProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Theme className="portal-theme">
          <RouterProvider router={router} />
        </Theme>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
