import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Repositories, UNIT_OF_WORK } from '@camppass/core';
import { seedPublicCampground } from '@camppass/core/testing';
import {
  CAMPGROUND_NOT_FOUND_TITLE,
  FORM_NEEDS_SCRIPTS,
  formatPlanPrice,
  SELECT_CAMPGROUND_TITLE,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { withRenderedRoot } from '../routes/page-render';
import { SOCKET } from '../testing/http';
import { pgliteTestApps } from '../testing/pglite-app';
import { PORTAL_HTML, portalWithRender } from '../testing/portal-render';
import { type TestApp, testApp } from '../testing/test-app';

const PAGE = '/campground/pine-valley';
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

const portalDir = await portalWithRender();

describe.each([
  ['on the in-memory fakes', () => testApp({ portalDir })],
  ['on PGlite, the page kept in memory between requests', pgliteTestApps({ portalDir })],
])('the public pages rendered on the server, %s', (_, open) => {
  let test: TestApp;
  const get = (path: string) => test.app.request(path, {}, SOCKET);
  const change = <T>(work: (repos: Repositories) => Promise<T>) => test.container.get(UNIT_OF_WORK).run(work);
  let plans: { id: string; displayName: string | null; priceCents: number }[];

  beforeEach(async () => {
    test = await open();
    const seeded = await change((repos) =>
      seedPublicCampground(repos, { campground: { slug: 'pine-valley', name: 'Pine Valley' } }),
    );
    plans = seeded.types;
  });

  it('holds the campground, each plan and its price in the HTML, with the answers the browser hydrates from', async () => {
    const res = await get(PAGE);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain('Pine Valley');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(root).toContain(`>${plan.displayName}</h3>`);
      expect(root).toContain(formatPlanPrice(plan.priceCents));
    }
    expect(root).toContain('name="membershipCode"');
    expect(html).toContain('"/functions/v1/get-campground?slug=pine-valley"');
    // No script in the rendered part: the page's strict Content-Security-Policy allows none inline.
    expect(root).not.toContain('<script');
  });

  it('answers 404 with the not-found screen rendered for an unknown campground', async () => {
    const res = await get('/campground/no-such-place');
    expect(res.status).toBe(404);
    expect(rootOf(await res.text())).toContain(CAMPGROUND_NOT_FOUND_TITLE);
  });

  it('shows the change of a plan at once: the kept page is emptied when the content changes', async () => {
    const [plan] = plans;
    if (!plan) throw new Error('no plan seeded');
    const before = await (await get(PAGE)).text();
    expect(await (await get(PAGE)).text()).toBe(before);
    await change((repos) =>
      repos.membershipTypes.update(plan.id, { displayName: 'Renamed Plan' }, test.clock.now()),
    );
    const after = rootOf(await (await get(PAGE)).text());
    expect(after).toContain('>Renamed Plan</h3>');
    expect(after).not.toContain(`>${plan.displayName}</h3>`);
  });

  it('keeps a page per path and query, each rendered for its own address', async () => {
    const plain = await (await get(PAGE)).text();
    const tagged = await (await get(`${PAGE}?utm_source=mail`)).text();
    expect(rootOf(tagged)).toContain('Pine Valley');
    expect(rootOf(plain)).toContain('Pine Valley');
  });

  it('leaves pages it does not render to the browser: the preview, the dashboards, the reset links', async () => {
    for (const path of [
      '/campground/pine-valley/preview',
      '/owner-dashboard',
      '/member-dashboard',
      '/auth/reset-password',
      '/owner/setup',
    ]) {
      expect(rootOf(await (await get(path)).text()), path).toBe('<div id="root"></div>');
    }
  });

  it('renders /membership with the one active campground it shows at once, from the answers it embeds', async () => {
    const res = await get('/membership');
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain(SELECT_CAMPGROUND_TITLE);
    expect(root).toContain('value="pine-valley"');
    for (const plan of plans) {
      expect(root).toContain(`>${plan.displayName}</h3>`);
      expect(root).toContain(formatPlanPrice(plan.priceCents));
    }
    expect(html).toContain('"/functions/v1/list-campgrounds"');
    expect(html).toContain('"/functions/v1/get-campground?slug=pine-valley"');
    expect(root).not.toContain('<script');
  });

  it('renders /membership as a list to pick from when there are two campgrounds', async () => {
    await change((repos) =>
      seedPublicCampground(repos, { campground: { slug: 'lake-side', name: 'Lake Side' } }),
    );
    const root = rootOf(await (await get('/membership')).text());
    expect(root).toContain('value="pine-valley"');
    expect(root).toContain('value="lake-side"');
    expect(root).not.toContain('name="membershipCode"');
  });

  it('renders the sign-in screens with their form, posted by script only', async () => {
    for (const [path, title] of [
      ['/', 'Member Login'],
      ['/member-login', 'Member Login'],
      ['/owner-login', 'Owner Login'],
      ['/admin-login', 'Administrator Login'],
      ['/member-password-reset', 'Reset Member Password'],
      ['/owner-password-reset', 'Reset Owner Password'],
      ['/forgot-password', 'Reset Administrator Password'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const root = rootOf(await res.text());
      expect(root, path).toContain(`>${title}</h1>`);
      expect(root, path).toContain('type="email"');
      // A form sent before the script runs is posted, so no password or address lands in the URL.
      expect(root, path).toContain('method="post"');
      expect(root, path).toContain(FORM_NEEDS_SCRIPTS);
      expect(root, path).not.toContain('<script');
    }
    expect(rootOf(await (await get('/member-login')).text())).toContain('name="password"');
  });

  it('renders privacy and terms', async () => {
    expect(rootOf(await (await get('/privacy')).text())).toContain('>Privacy Policy</h1>');
    expect(rootOf(await (await get('/terms')).text())).toContain('>Terms of Service</h1>');
  });
});

describe('without the server render in the build', () => {
  it('serves the page as before, rendered by the browser, with its answers embedded', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await writeFile(join(dir, 'index.html'), PORTAL_HTML);
    const test = await testApp({ portalDir: dir });
    await test.container
      .get(UNIT_OF_WORK)
      .run((repos) =>
        seedPublicCampground(repos, { campground: { slug: 'pine-valley', name: 'Pine Valley' } }),
      );
    const html = await (await test.app.request(PAGE, {}, SOCKET)).text();
    expect(rootOf(html)).toBe('<div id="root"></div>');
    expect(html).toContain('"/functions/v1/get-campground?slug=pine-valley"');
  });
});

describe('withRenderedRoot', () => {
  it("puts the render inside the page's empty root element, and leaves a page without one alone", () => {
    expect(withRenderedRoot('<body><div id="root"></div></body>', '<main>x</main>')).toBe(
      '<body><div id="root"><main>x</main></div></body>',
    );
    expect(withRenderedRoot('<body><div id="app"></div></body>', '<main>x</main>')).toBe(
      '<body><div id="app"></div></body>',
    );
  });
});
