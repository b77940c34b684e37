import '@camppass/ui/styles.css';
import './portal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createRoutes } from './routes';
import { buildTimeConfig, loadRuntimeConfig } from './shared/config/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The router starts fetching the page's area chunk as it is made, while the runtime configuration
// is on its way: the first paint waits for the slower of the two, not for both in turn.
const configured = loadRuntimeConfig(buildTimeConfig(import.meta.env as Record<string, string | undefined>));
const router = createBrowserRouter(createRoutes());
const config = await configured;
createRoot(container).render(
  <StrictMode>
    <App router={router} config={config} />
  </StrictMode>,
);
