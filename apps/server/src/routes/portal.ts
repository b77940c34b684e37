import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

const NOT_BUILT = (productName: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${productName}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto">
<h1>${productName}</h1><p>The portal is not built yet. Run <code>npm run build -w @camppass/portal</code>
(or <code>npm start</code>, which builds it), then reload. The API answers under <code>/functions/v1/</code>.</p>
</body></html>`;

/**
 * Serves the built portal: a file when the path names one, otherwise index.html so the SPA's router
 * handles the route (the not-found page included). Hashed assets are cached for good, index.html never.
 */
export const portalRoutes = (distDir: string, productName: string) => {
  const root = normalize(distDir);
  const indexHtml = join(root, 'index.html');

  const sendFile = async (c: Context, path: string, immutable: boolean) => {
    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    c.header('Content-Type', type);
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.body(new Uint8Array(await readFile(path)));
  };

  return new Hono<AppEnv>().get('*', async (c) => {
    if (!(await isFile(indexHtml))) return c.html(NOT_BUILT(productName), 200);
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      pathname = '/';
    }
    const candidate = normalize(join(root, pathname));
    if (candidate.startsWith(root + sep) && !candidate.includes('\0') && (await isFile(candidate))) {
      return sendFile(c, candidate, pathname.startsWith('/assets/'));
    }
    // A missing build file is a stale page asking for an old hash: index.html would only mislead it.
    if (pathname.startsWith('/assets/')) return c.text('Not found', 404);
    return sendFile(c, indexHtml, false);
  });
};
