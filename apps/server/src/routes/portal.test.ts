import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, portalRoutes } from './portal';

const SCRIPT = `console.log(${JSON.stringify('campground '.repeat(400))});`;
const INDEX = '<!doctype html><title>CampPass</title><div id="root"></div>';

/** A build as the portal's Vite build leaves it: hashed assets with brotli and gzip copies. */
async function portalBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  await writeFile(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(dir, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  await writeFile(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  await writeFile(join(dir, '.vite', 'manifest.json'), '{}');
  // No file of a real build lacks an extension: an address without one is a page.
  await writeFile(join(dir, 'membership'), 'not a page');
  return dir;
}

describe('the portal files', () => {
  let portal: ReturnType<typeof portalRoutes>;
  const get = (path: string, headers: Record<string, string> = {}) => portal.request(path, { headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  beforeAll(async () => {
    portal = portalRoutes(await portalBuild(), 'CampPass');
  });

  it('are looked for only at addresses with an extension: one without is a page', async () => {
    const page = await get('/membership');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(INDEX);
    expect((await get('/favicon.ico')).headers.get('content-type')).toBe('image/x-icon');
  });

  it('go out as their brotli copy, else gzip, else as they are, by the Accept-Encoding header', async () => {
    const brotli = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(SCRIPT);

    const plainHeaders: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': '*;q=0' },
    ];
    for (const headers of plainHeaders) {
      const plain = await get('/assets/index-AbC123.js', headers);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await bytes(plain)).toString()).toBe(SCRIPT);
    }
    // Every answer says it depends on the header, so a shared cache keeps one copy per encoding.
    for (const res of [brotli, gzip]) expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect((await get('/assets/index-AbC123.js')).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('with a hash in their name are cached for a year; index.html and the favicon are revalidated', async () => {
    const asset = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/campground/pine-valley', '/index.html', '/favicon.ico']) {
      expect((await get(path)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answer 304 when the browser already holds the same version', async () => {
    const first = await get('/campground/pine-valley');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get('/member-login', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/member-login', { 'if-none-match': 'W/"0-0"' })).status).toBe(200);
    // The brotli copy is another representation, with its own tag.
    const brotli = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('etag')).not.toBe((await get('/assets/index-AbC123.js')).headers.get('etag'));
  });

  it('include a favicon; a path naming any other missing file answers 404, not the page', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    for (const path of ['/favicon.png', '/robots.txt', '/campground/pine-valley/logo.svg', '/old.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    }
    // A dot that does not start a served file type is part of a route.
    for (const path of ['/campground/lake-2.0', '/campground/st.-marys']) {
      expect(await (await get(path)).text(), path).toContain('<div id="root">');
    }
  });

  it('never include source maps, the compressed copies under their own names or build records', async () => {
    for (const path of [
      '/assets/index-AbC123.js.map',
      '/assets/index-AbC123.js.br',
      '/assets/index-AbC123.js.gz',
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("a page's index.html", () => {
  const MANIFEST = {
    'index.html': {
      file: 'assets/index-E1.js',
      isEntry: true,
      imports: ['_Button.js'],
      css: ['assets/index-E1.css'],
    },
    '_Button.js': { file: 'assets/Button-B1.js' },
    '_query.js': { file: 'assets/query-Q1.js', imports: ['_Button.js'] },
    'src/areas/public/pages.tsx': {
      file: 'assets/pages-P1.js',
      imports: ['_query.js', '_Button.js'],
      css: ['assets/pages-P1.css'],
    },
    'src/shared/AreaQueries.tsx': { file: 'assets/AreaQueries-A1.js', imports: ['_query.js'] },
    'src/areas/auth/pages.tsx': { file: 'assets/pages-L1.js', imports: ['_Button.js'] },
    'src/areas/member/pages.tsx': { file: 'assets/pages-M1.js' },
  };
  const HTML =
    '<!doctype html><html><head><title>CampPass</title></head><body><div id="root"></div></body></html>';
  let portal: ReturnType<typeof portalRoutes>;
  const asked: string[] = [];
  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await portal.request(path, { headers })).text();

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, 'index.html'), HTML);
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    portal = portalRoutes(dir, 'CampPass', {
      pageAnswers: async (_c, pathname) => {
        asked.push(pathname);
        return {
          answers: pathname.startsWith('/campground/')
            ? { '/functions/v1/get-campground?slug=pine-valley': { success: true, name: '</script><b>' } }
            : {},
          notFound: false,
          complete: true,
        };
      },
    });
  });

  it("preloads the chunks of the page's area that the entry does not already load", async () => {
    const html = await page('/campground/pine-valley');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloads.sort()).toEqual([
      '/assets/AreaQueries-A1.js',
      '/assets/pages-P1.js',
      '/assets/query-Q1.js',
    ]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/pages-P1.css">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));

    const signIn = await page('/member-login');
    expect([...signIn.matchAll(/modulepreload[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/pages-L1.js',
    ]);
    // Pages behind a sign-in, and unknown ones, preload nothing: the entry decides there.
    for (const path of ['/member-dashboard', '/no-such-page']) expect(await page(path)).toBe(HTML);
  });

  it('embeds the answers the page asks for first, in JSON that cannot close its element', async () => {
    const html = await page('/campground/pine-valley/purchase');
    const embedded = /<script type="application\/json" id="cp-embedded-answers">(.*?)<\/script>/s.exec(html);
    expect(embedded?.[1]).not.toContain('</script>');
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual({
      '/functions/v1/get-campground?slug=pine-valley': { success: true, name: '</script><b>' },
    });
    expect(asked).toContain('/campground/pine-valley/purchase');
  });

  it('goes out compressed when the browser accepts it, with a tag of its own content', async () => {
    const brotli = await portal.request('/campground/pine-valley', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const text = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(text).toBe(await page('/campground/pine-valley'));
    const gzip = await portal.request('/campground/pine-valley', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);

    const etag = brotli.headers.get('etag') ?? '';
    const again = await portal.request('/campground/pine-valley', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // Another page carries other preloads: its tag differs.
    const other = await portal.request('/member-login', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });
});

describe("the portal's server render", () => {
  it('is loaded when the routes are made, so the first visitor does not wait for its import', async () => {
    let loads = 0;
    portalRoutes(await mkdtemp(join(tmpdir(), 'portal-')), 'CampPass', {
      render: async () => {
        loads += 1;
        return null;
      },
    });
    expect(loads).toBe(1);
  });
});

describe('acceptedEncodings', () => {
  it('reads the encodings the browser allows, with their q-values and the wildcard', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0.1, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings('GZIP ; Q=1')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('identity')]).toEqual([]);
  });
});
