import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { isServerRenderedPage } from '@camppass/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import type { PublicReadCache } from '../http/public-read-cache';
import { contentTag, matchesTag } from '../http/public-reads';
import { areaModulesFor, preloadFiles, type ViteManifest, withPageHead } from './page-head';
import { type PortalRender, portalRenderLoader, withRenderedRoot } from './page-render';
import type { PageSeo } from './page-seo';
import { type PostedAnswer, pageFormLimit } from './page-verify';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
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

/**
 * The copies the build writes beside its text files (scripts/precompress.mjs), in the order the
 * server prefers them: brotli is smaller, gzip is understood everywhere.
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Never served even when the build holds them: source maps (they publish the sources), the
 * compressed copies under their own names (they are served only in place of their original), and
 * dot folders such as Vite's `.vite/manifest.json`.
 */
const NEVER_SERVED = /(?:^|\/)\.|\.(?:map|br|gz)$/i;

/** A path naming a file of a type the portal serves: answered 404 when the build has no such file. */
const looksLikeFile = (pathname: string): boolean =>
  extname(pathname).toLowerCase() in CONTENT_TYPES || NEVER_SERVED.test(pathname);

/** How long index.html's stats are taken as they were last read. */
const INDEX_LOOK_MS = 1_000;

/** Whether the path's last part has an extension, as every file of the build does. */
const namesFile = (pathname: string): boolean => /\.[^/]*$/.test(pathname);

const fileStats = async (path: string): Promise<Stats | undefined> => {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
};

/** The encodings an Accept-Encoding header allows (a `q=0` refuses one; `*` stands for the rest). */
export const acceptedEncodings = (header: string | undefined): ReadonlySet<string> => {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (token === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    quality.set(token, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = quality.get('*') ?? 0;
  return new Set(ENCODINGS.map(({ name }) => name).filter((name) => (quality.get(name) ?? wildcard) > 0));
};

const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return '/';
  }
};

const NOT_BUILT = (productName: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${productName}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto">
<h1>${productName}</h1><p>The portal is not built yet. Run <code>npm run build -w @camppass/portal</code>
(or <code>npm start</code>, which builds it), then reload. The API answers under <code>/functions/v1/</code>.</p>
</body></html>`;

/**
 * The answers of GET functions a page asks for first, by path and query (none when it asks for
 * none), and whether the thing the page shows does not exist (a campground's page for an unknown or
 * inactive campground), so the page answers 404 while still showing its "not found" screen.
 */
export type PageAnswers = (
  c: Context<AppEnv>,
  pathname: string,
) => Promise<{
  readonly answers: Readonly<Record<string, unknown>>;
  readonly notFound: boolean;
  /** Every answer asked for came (none refused by a limit or failed): the page may be kept. */
  readonly complete: boolean;
}>;

export interface PortalOptions {
  /** Embedded in the page's index.html (see page-head.ts); without it pages carry no answers. */
  readonly pageAnswers?: PageAnswers;
  /** The page's title and search/sharing tags from its answers (page-seo.ts); none without it. */
  readonly pageSeo?: (pathname: string, answers: Readonly<Record<string, unknown>>) => PageSeo;
  /**
   * Pages kept in memory, by build, encoding and path, until the public answers they embed change
   * (public-read-cache.ts): a page's answers are the same for every visitor.
   */
  readonly keptPages?: PublicReadCache;
  /**
   * The portal's server render (page-render.ts); by default the build's own when it has one. The
   * public pages it renders carry their content in the HTML; the others are rendered by the browser.
   */
  readonly render?: () => Promise<PortalRender | null>;
  /**
   * A campground page's verify form posted without scripts (page-verify.ts): the page answers it
   * with the verification's answer. Without it the page takes no posts.
   */
  readonly postedVerification?: (c: Context<AppEnv>, slug: string) => Promise<Response | PostedAnswer>;
}

/**
 * Serves the built portal: a file when the path names one, otherwise index.html so the SPA's router
 * handles the route (the not-found page included). A path that names a missing file answers 404.
 * Hashed assets are cached for good; everything else is revalidated through its ETag. Text files go
 * out as their precompressed brotli or gzip copy when the browser accepts it. index.html carries the
 * preloads and first answers of the page the path shows (page-head.ts), compressed as it is sent.
 */
export const portalRoutes = (distDir: string, productName: string, options: PortalOptions = {}) => {
  const root = normalize(distDir);
  const indexHtml = join(root, 'index.html');
  const manifestPath = join(root, '.vite', 'manifest.json');
  // index.html and the manifest as the build left them, read again when index.html changes.
  let build: { mtimeMs: number; html: string; manifest: ViteManifest } | undefined;
  const readBuild = async (indexStats: Stats) => {
    if (build?.mtimeMs === indexStats.mtimeMs) return build;
    const html = await readFile(indexHtml, 'utf8');
    let manifest: ViteManifest = {};
    try {
      manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
    } catch {
      // A build without a manifest serves its pages without preloads.
    }
    build = { mtimeMs: indexStats.mtimeMs, html, manifest };
    return build;
  };

  // index.html's stats, looked up at most once a second: every page's request needs them (a new build
  // is seen within that second), and a look on disk per request cost more than a kept page's answer.
  let indexLook: { at: number; stats: Promise<Stats | undefined> } | undefined;
  const indexStatsNow = (): Promise<Stats | undefined> => {
    const now = Date.now();
    if (!indexLook || now - indexLook.at >= INDEX_LOOK_MS || now < indexLook.at) {
      indexLook = { at: now, stats: fileStats(indexHtml) };
    }
    return indexLook.stats;
  };

  const loadRender = options.render ?? portalRenderLoader(root);
  // Imported now rather than on the first visit, which would otherwise wait for it (about a second
  // on a 2-core machine: the render is one large module).
  void loadRender();

  /** The page's root element rendered on the server, or the empty one when it is not rendered there. */
  const renderedRoot = async (
    html: string,
    url: string,
    page: { answers: Readonly<Record<string, unknown>>; notFound: boolean; complete: boolean },
  ): Promise<{ html: string; failed: boolean }> => {
    const pathname = url.replace(/\?.*$/, '');
    // An answer refused (a limit, a failure) would show differently in the browser: it asks itself.
    if (!isServerRenderedPage(pathname) || !(page.complete || page.notFound)) return { html, failed: false };
    const render = await loadRender();
    if (!render) return { html, failed: false };
    try {
      return {
        html: withRenderedRoot(html, await render.renderPage({ url, answers: page.answers })),
        failed: false,
      };
    } catch {
      // The browser renders what the server could not; the page is not kept, the next one tries again.
      return { html, failed: true };
    }
  };

  const sendPage = async (c: Context<AppEnv>, pathname: string, indexStats: Stats, posted?: PostedAnswer) => {
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    c.header('Content-Type', CONTENT_TYPES['.html']);
    // A posted form's answer shows what the visitor typed: no cache keeps it.
    c.header('Cache-Control', posted ? 'no-store' : 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    const keptPages = posted ? undefined : options.keptPages;
    const query = c.req.url.indexOf('?');
    const url = query === -1 ? pathname : pathname + c.req.url.slice(query);
    const key = `${indexStats.mtimeMs} ${encoding ?? 'identity'} ${url}`;
    const kept = keptPages?.find(key);
    if (kept) {
      c.header('ETag', kept.etag);
      if (matchesTag(c.req.header('If-None-Match'), kept.etag)) return c.body(null, 304);
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(kept.body));
    }
    const mark = keptPages?.mark() ?? 0;
    const { html, manifest } = await readBuild(indexStats);
    const read = (await options.pageAnswers?.(c, pathname)) ?? {
      answers: {},
      notFound: false,
      complete: true,
    };
    const { notFound, complete } = read;
    const answers = posted ? { ...read.answers, ...posted.answers } : read.answers;
    const seo = options.pageSeo?.(pathname, answers);
    const rendered = await renderedRoot(html, url, { answers, notFound, complete });
    const page = withPageHead(rendered.html, {
      ...preloadFiles(manifest, areaModulesFor(pathname)),
      answers,
      ...(seo ? { title: seo.title, tags: seo.tags } : {}),
    });
    const status = notFound ? 404 : (posted?.status ?? 200);
    if (posted?.retryAfter) c.header('Retry-After', posted.retryAfter);
    const etag = contentTag(page);
    if (!posted) c.header('ETag', etag);
    if (status === 200 && !posted && matchesTag(c.req.header('If-None-Match'), etag))
      return c.body(null, 304);
    const plain = Buffer.from(page);
    const body = new Uint8Array(
      encoding === 'br'
        ? // A page not kept is compressed on every request: a low quality for those.
          brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: keptPages ? 9 : 5 } })
        : encoding === 'gzip'
          ? gzipSync(plain)
          : plain,
    );
    if (keptPages && !notFound && complete && !rendered.failed) {
      keptPages.keep(key, mark, { body: body.buffer, contentType: CONTENT_TYPES['.html'] ?? '', etag });
    }
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body, status);
  };

  const sendFile = async (c: Context, path: string, stats: Stats, immutable: boolean) => {
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    let served = { path, stats };
    for (const encoding of ENCODINGS) {
      if (!accepted.has(encoding.name)) continue;
      const compressed = await fileStats(path + encoding.suffix);
      if (!compressed) continue;
      served = { path: path + encoding.suffix, stats: compressed };
      c.header('Content-Encoding', encoding.name);
      break;
    }
    c.header('Content-Type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    // Weak: the same content is sent under several encodings, each with its own tag.
    const etag = `W/"${served.stats.size.toString(16)}-${Math.floor(served.stats.mtimeMs).toString(16)}"`;
    c.header('ETag', etag);
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304);
    return c.body(new Uint8Array(await readFile(served.path)));
  };

  const routes = new Hono<AppEnv>();
  const { postedVerification } = options;
  if (postedVerification) {
    routes.post('/campground/:slug', pageFormLimit, async (c) => {
      const indexStats = await indexStatsNow();
      if (!indexStats) return c.html(NOT_BUILT(productName), 200);
      const posted = await postedVerification(c, c.req.param('slug'));
      if (posted instanceof Response) return posted;
      return sendPage(c, decodedPath(c.req.path), indexStats, posted);
    });
  }
  return routes.get('*', async (c) => {
    const indexStats = await indexStatsNow();
    if (!indexStats) return c.html(NOT_BUILT(productName), 200);
    const pathname = decodedPath(c.req.path);
    const candidate = normalize(join(root, pathname));
    // Every file of the build has an extension: a path without one is a page, looked for on no disk
    // (a missing file's look costs more than the kept page's answer).
    if (
      namesFile(pathname) &&
      candidate.startsWith(root + sep) &&
      !candidate.includes('\0') &&
      !NEVER_SERVED.test(pathname)
    ) {
      const stats = await fileStats(candidate);
      if (stats) return sendFile(c, candidate, stats, pathname.startsWith('/assets/'));
    }
    // A missing file (a stale page asking for an old hash, a probe for /favicon.png) gets a plain
    // 404: index.html would only mislead it.
    if (pathname.startsWith('/assets/') || looksLikeFile(pathname)) return c.text('Not found', 404);
    return sendPage(c, pathname, indexStats);
  });
};
