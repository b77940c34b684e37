import '@camppass/ui/styles.css';
import './portal.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { App } from './App';
import { createRoutes, preloadRoute, routeReadsData } from './routes';
import { buildTimeConfig, loadRuntimeConfig } from './shared/config/runtime-config';
import { embeddedAnswer, pageFetch } from './shared/embedded-answers';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page's area chunk is fetched while the runtime configuration is on its way: the first paint
// waits for the slower of the two, not for both in turn.
// The server's public settings usually came embedded in the page (shared/embedded-answers.ts).
const configured = loadRuntimeConfig(
  buildTimeConfig(import.meta.env as Record<string, string | undefined>),
  pageFetch,
);
const routes = createRoutes();
const screenLoaded = preloadRoute(routes, window.location.pathname);
const config = await configured;

// The route table in a browser router (not a data router: the portal uses none of its loaders or
// actions, and leaving it out keeps the JavaScript of every first load smaller).
function Routes() {
  return useRoutes(routes);
}

const portal = (
  <StrictMode>
    <App
      router={
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      }
      config={config}
    />
  </StrictMode>
);

// A page the server rendered (entry-server.tsx) is hydrated: a public page's data goes into the
// query cache first, from the answers the page embeds, so the first render shows what the server's
// showed. The sign-in screens, privacy and terms read no data.
if (container.hasChildNodes()) {
  // The screen's chunk first, so the whole page is hydrated in one pass (routes.tsx, `area`).
  await screenLoaded;
  if (routeReadsData(routes, window.location.pathname)) {
    const [{ primePublicPage }, { areaQueryClient }] = await Promise.all([
      import('./areas/public/pages'),
      import('./shared/AreaQueries'),
    ]);
    await primePublicPage(areaQueryClient(), pageFetch, window.location.pathname, embeddedAnswer);
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (docs/decisions/first-load.md#hydration-runs-as-a-transition).
  startTransition(() => {
    hydrateRoot(container, portal);
  });
} else {
  createRoot(container).render(portal);
}
