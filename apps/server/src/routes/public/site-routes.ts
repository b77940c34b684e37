import { ListCampgrounds } from '@camppass/core/public/list-campgrounds';
import { PATHS } from '@camppass/domain';
import { Hono } from 'hono';
import type { Area } from '../../http/area';
import type { AppEnv } from '../../http/context';
import { escapeHtml } from '../../http/html-text';

/** Paths no crawler has any use for: the API, the embedded stand-ins, signed file links. */
const NOT_CRAWLED = ['/functions/', '/dev/', '/files/'];
/** The product's own pages listed beside the campgrounds' public pages. */
const PRODUCT_PAGES = [PATHS.home, PATHS.membership, PATHS.privacy, PATHS.terms];

/**
 * robots.txt and sitemap.xml (the sitemaps.org protocol): every active campground's public page,
 * with the day it last changed, and the product's public pages. Private pages are not listed and
 * carry `noindex` themselves (page-seo.ts): a robots.txt `Disallow` would hide that tag from crawlers.
 */
export const siteRoutes = ({ use, config }: Area) => {
  const base = config.appBaseUrl;
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(
        [
          'User-agent: *',
          'Allow: /',
          ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      );
    })
    .get('/sitemap.xml', async (c) => {
      const campgrounds = await use(ListCampgrounds).execute();
      const entries = [
        ...PRODUCT_PAGES.map((path) => `<url><loc>${escapeHtml(`${base}${path}`)}</loc></url>`),
        ...campgrounds.map(
          (campground) =>
            `<url><loc>${escapeHtml(`${base}/campground/${encodeURIComponent(campground.slug)}`)}</loc>` +
            `<lastmod>${campground.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
      ];
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
    });
};
