import '@camppass/ui/styles.css';
import './portal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createRoutes } from './routes';
import { buildTimeConfig, loadRuntimeConfig } from './shared/config/runtime-config';
import { createQueryClient } from './shared/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const config = await loadRuntimeConfig(
  buildTimeConfig(import.meta.env as Record<string, string | undefined>),
);
createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(createRoutes())} config={config} queryClient={createQueryClient()} />
  </StrictMode>,
);
