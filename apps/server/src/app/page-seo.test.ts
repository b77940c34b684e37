import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNIT_OF_WORK } from '@camppass/core';
import { seedPublicCampground } from '@camppass/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

const INDEX =
  '<!doctype html><html><head><title>CampPass</title></head><body><div id="root"></div></body></html>';
const DESCRIPTION =
  'Pine Valley sits under tall pines by a quiet lake, with full hookups, a camp store and trails. '.repeat(3);

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('what the pages tell search engines and link previews', () => {
  let test: Awaited<ReturnType<typeof testApp>>;
  const page = async (path: string) => headOf(await (await test.app.request(path)).text());

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await writeFile(join(dir, 'index.html'), INDEX);
    test = await testApp({ portalDir: dir });
    await test.container.get(UNIT_OF_WORK).run(async (repos) => {
      await seedPublicCampground(repos, {
        campground: {
          slug: 'pine-valley',
          name: 'Pine Valley <RV> & "Lake"',
          description: DESCRIPTION,
          brandingLogoUrl: '/files/logos/pine.png',
          city: 'Bend',
          state: 'OR',
        },
      });
      await seedPublicCampground(repos, {
        campground: { slug: 'aspen-ridge', name: 'Aspen Ridge', description: null, status: 'inactive' },
      });
      await seedPublicCampground(repos, { campground: { slug: 'birch-hollow', name: 'Birch Hollow' } });
    });
  });

  it("gives a campground's page its title, description, canonical address and sharing card with the logo", async () => {
    const head = await page('/campground/pine-valley');
    expect(head).toContain('<title>Pine Valley &lt;RV> &amp; "Lake" · CampPass</title>');
    const description = metaContent(head, 'description') ?? '';
    expect(description.startsWith('Pine Valley sits under tall pines by a quiet lake')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(head).toContain('<link rel="canonical" href="http://camppass.test/campground/pine-valley">');
    expect(metaContent(head, 'og:title')).toBe('Pine Valley &lt;RV&gt; &amp; &quot;Lake&quot; · CampPass');
    expect(metaContent(head, 'og:url')).toBe('http://camppass.test/campground/pine-valley');
    expect(metaContent(head, 'og:image')).toBe('http://camppass.test/files/logos/pine.png');
    expect(metaContent(head, 'twitter:card')).toBe('summary');
    expect(metaContent(head, 'twitter:image')).toBe('http://camppass.test/files/logos/pine.png');
    expect(metaContent(head, 'twitter:description')).toBe(description);
    expect(head).not.toContain('noindex');
  });

  it('describes the campground in JSON-LD with each plan as an offer at its price', async () => {
    const head = await page('/campground/pine-valley');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Campground',
      name: 'Pine Valley <RV> & "Lake"',
      url: 'http://camppass.test/campground/pine-valley',
      logo: 'http://camppass.test/files/logos/pine.png',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Bend',
        addressRegion: 'OR',
        addressCountry: 'US',
      },
      makesOffer: [
        { '@type': 'Offer', name: 'Weekend', price: '60.00', priceCurrency: 'USD' },
        { '@type': 'Offer', name: 'Annual', price: '1200.00', priceCurrency: 'USD' },
      ],
    });
  });

  it('falls back to the welcome text when the owner wrote no description, and shows no image without a logo', async () => {
    const head = await page('/campground/birch-hollow');
    expect(metaContent(head, 'description')).toBe(
      'Become a member of Birch Hollow and enjoy your stays with member benefits. Choose a membership below.',
    );
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('twitter:image');
  });

  it('asks search engines to leave out private areas, the purchase path and campgrounds not found', async () => {
    for (const path of [
      '/member-dashboard',
      '/owner-dashboard',
      '/super-admin-dashboard',
      '/member-login',
      '/security',
      '/campground/pine-valley/purchase',
      '/campground/aspen-ridge',
      '/campground/no-such-place',
    ]) {
      expect(await page(path), path).toContain('<meta name="robots" content="noindex">');
    }
    // A campground that is unknown or not active is a page not found, still showing the portal's screen.
    for (const path of [
      '/campground/aspen-ridge',
      '/campground/no-such-place',
      '/campground/no-such-place/purchase',
    ]) {
      const res = await test.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<div id="root">');
    }
    for (const path of ['/campground/pine-valley', '/campground/birch-hollow', '/member-dashboard']) {
      expect((await test.app.request(path)).status, path).toBe(200);
    }
    // The purchase path points at the page itself.
    expect(await page('/campground/pine-valley/purchase')).toContain(
      '<link rel="canonical" href="http://camppass.test/campground/pine-valley">',
    );
    for (const path of ['/', '/membership', '/privacy', '/terms']) {
      const head = await page(path);
      expect(head, path).not.toContain('noindex');
      expect(head, path).toContain(`<link rel="canonical" href="http://camppass.test${path}">`);
    }
  });

  it('lists the active campgrounds and the public pages in sitemap.xml, named by robots.txt', async () => {
    const robots = await test.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const rules = await robots.text();
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /functions/');
    expect(rules).toContain('Sitemap: http://camppass.test/sitemap.xml');

    const sitemap = await test.app.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual([
      'http://camppass.test/',
      'http://camppass.test/membership',
      'http://camppass.test/privacy',
      'http://camppass.test/terms',
      'http://camppass.test/campground/birch-hollow',
      'http://camppass.test/campground/pine-valley',
    ]);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
