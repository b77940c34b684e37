// The server's render of the portal's public pages: the portal's build leaves its render in
// dist/.ssr/entry-server.js (apps/portal/src/entry-server.tsx, `vite build --ssr`); this imports it
// when it is there and puts the HTML it renders into the page's root element. Without it (a build
// without the render, the unit tests' fake portal) pages go out as before, rendered by the browser.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What entry-server.tsx exports. */
export interface PortalRender {
  renderPage(request: { url: string; answers: Readonly<Record<string, unknown>> }): Promise<string>;
}

/** The root element of the portal's index.html, which the browser's render fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The portal's render from the build in `distDir`, imported again when the build changes; null when
 * the build has none.
 */
export const portalRenderLoader = (distDir: string): (() => Promise<PortalRender | null>) => {
  const entry = join(distDir, '.ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; render: Promise<PortalRender | null> } | undefined;
  return async () => {
    const stats = await stat(entry).catch(() => null);
    if (!stats?.isFile()) return null;
    if (loaded?.mtimeMs !== stats.mtimeMs) {
      const url = `${pathToFileURL(entry).href}?build=${stats.mtimeMs}`;
      const render = import(url).then(
        (module: Partial<PortalRender>) =>
          typeof module.renderPage === 'function' ? { renderPage: module.renderPage } : null,
        () => null,
      );
      loaded = { mtimeMs: stats.mtimeMs, render };
    }
    return loaded.render;
  };
};

/** index.html with `rendered` inside its root element; unchanged when it has no empty root. */
export const withRenderedRoot = (html: string, rendered: string): string => {
  const at = html.indexOf(EMPTY_ROOT);
  if (at === -1) return html;
  const open = EMPTY_ROOT.length - '</div>'.length;
  return `${html.slice(0, at + open)}${rendered}${html.slice(at + open)}`;
};
