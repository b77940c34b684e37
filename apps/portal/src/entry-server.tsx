// The server's render of the portal's public pages (apps/server/src/routes/page-render.ts): built by
// `vite build --ssr` into dist/.ssr, it renders the same route table and components as main.tsx, with
// the query cache filled from the answers the server embeds in the page, so the browser's first render
// (hydrateRoot, main.tsx) reads the same data and finds the same markup.
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { App } from './App';
import { createRoutes } from './routes';
import { buildTimeConfig, loadRuntimeConfig } from './shared/config/runtime-config';
import { createQueryClient } from './shared/query-client';

export interface RenderRequest {
  /** The page's path and query, as the browser asked for it. */
  readonly url: string;
  /** The answers embedded in the page, by path and query (page-head.ts). */
  readonly answers: Readonly<Record<string, unknown>>;
}

const jsonResponse = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The render's `fetch`: the GETs of `answers` (the answers the page embeds) answered from them,
 * anything else answered "not found", as the server had found it while reading them. It never
 * reaches the network.
 */
export const answersFetch =
  (answers: Readonly<Record<string, unknown>>): typeof fetch =>
  async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://page');
    const key = url.pathname + url.search;
    if (Object.hasOwn(answers, key)) return jsonResponse(answers[key], 200);
    return jsonResponse({ success: false, error: 'Not found.', code: 'NOT_FOUND' }, 404);
  };

const routes = createRoutes();

function Routes() {
  return useRoutes(routes);
}

/**
 * The HTML inside the page's root element, rendered once every part of it is ready (the area's
 * chunk, the data), so the page goes out whole and carries no inline script.
 */
export async function renderPage({ url, answers }: RenderRequest): Promise<string> {
  const fetchAnswer = answersFetch(answers);
  const config = await loadRuntimeConfig(
    buildTimeConfig(import.meta.env as Record<string, string | undefined>),
    fetchAnswer,
  );
  const queryClient = createQueryClient();
  const { primePublicPage } = await import('./areas/public/pages');
  await primePublicPage(
    queryClient,
    fetchAnswer,
    new URL(url, 'http://page').pathname,
    (key) => answers[key],
  );
  let failed: unknown = null;
  const stream = await renderToReadableStream(
    <StrictMode>
      <App
        router={
          <StaticRouter location={url}>
            <Routes />
          </StaticRouter>
        }
        config={config}
        queryClient={queryClient}
      />
    </StrictMode>,
    {
      onError: (error) => {
        failed = error;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  queryClient.clear();
  if (failed) throw failed;
  return html;
}
