import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Repositories, UNIT_OF_WORK } from '@camppass/core';
import { seedPublicCampground } from '@camppass/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, SOCKET, seedAccount } from '../testing/http';
import { pgliteTestApps } from '../testing/pglite-app';
import { type TestApp, testApp } from '../testing/test-app';

const READ = '/functions/v1/get-campground?slug=pine-valley';

const portalDir = await mkdtemp(join(tmpdir(), 'portal-'));
await writeFile(
  join(portalDir, 'index.html'),
  '<!doctype html><head><title>CampPass</title></head><div id="root"></div>',
);

describe.each([
  ['on the in-memory fakes', () => testApp({ portalDir })],
  ['on PGlite, kept in memory between requests', pgliteTestApps({ portalDir })],
])("the public page's reads are kept by browsers and CDNs and asked again by tag, %s", (_, open) => {
  let test: TestApp;
  let ids: { campground: string; plan: string };
  const get = (path: string, headers: Record<string, string> = {}) =>
    test.app.request(path, { headers }, SOCKET);
  const change = <T>(work: (repos: Repositories) => Promise<T>) => test.container.get(UNIT_OF_WORK).run(work);

  beforeEach(async () => {
    test = await open();
    const seeded = await change((repos) =>
      seedPublicCampground(repos, {
        campground: { slug: 'pine-valley', name: 'Pine Valley' },
        settings: { allowMemberRenewals: true },
      }),
    );
    ids = { campground: seeded.campground.id, plan: seeded.types[0]?.id ?? '' };
  });

  it('tags get-campground, lets any cache keep it, and answers 304 without a body to the same tag', async () => {
    const first = await get(READ);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await get(READ, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    for (const other of ['W/"something-else"', '"unknown"', 'garbage, , ,']) {
      expect((await get(READ, { 'if-none-match': other })).status, other).toBe(200);
    }
  });

  it('is the same answer with the same tag for every caller, signed in or not', async () => {
    const anonymous = (await get(READ)).headers.get('etag');
    const campground = ids.campground;
    for (const [email, roles, loginType] of [
      ['member@camppass.test', [{ role: 'member' as const, campgroundId: campground }], 'member'],
      ['owner@camppass.test', [{ role: 'owner' as const, campgroundId: campground }], 'owner'],
      ['admin@camppass.test', [{ role: 'super_admin' as const }], 'superAdmin'],
    ] as const) {
      const account = await seedAccount(test, { email, roles });
      const { accessToken } = await loginAs(test, account, loginType);
      const res = await get(READ, { authorization: `Bearer ${accessToken}` });
      expect(res.status, email).toBe(200);
      expect(res.headers.get('etag'), email).toBe(anonymous);
    }
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(READ)));
    expect(new Set(answers.map((res) => res.headers.get('etag')))).toEqual(new Set([anonymous]));
  });

  it("gets a new tag as soon as the owner changes the campground's branding, settings or plans", async () => {
    const tag = async () => (await get(READ)).headers.get('etag') ?? '';
    const pageTag = async () => (await get('/campground/pine-valley')).headers.get('etag') ?? '';
    const seen = [await tag()];
    const pages = [await pageTag()];
    const at = test.clock.now();
    const changes = [
      () =>
        change((repos) => repos.campgrounds.update(ids.campground, { brandingPrimaryColor: '#225533' }, at)),
      () =>
        change((repos) =>
          repos.campgrounds.updateSettings(ids.campground, { allowMemberRenewals: false }, at),
        ),
      () => change((repos) => repos.membershipTypes.update(ids.plan, { priceCents: 7_500 }, at)),
      () => change((repos) => repos.membershipTypes.update(ids.plan, { isActive: false }, at)),
    ];
    for (const apply of changes) {
      await apply();
      const now = await tag();
      expect(seen).not.toContain(now);
      // The caller holding the old tag gets the new answer, not a 304.
      expect((await get(READ, { 'if-none-match': seen.at(-1) ?? '' })).status).toBe(200);
      seen.push(now);
      const page = await pageTag();
      expect(pages).not.toContain(page);
      pages.push(page);
    }
  });

  it('keeps every other answer out of caches: refusals and the other functions', async () => {
    const missing = await get('/functions/v1/get-campground?slug=no-such-place');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    const config = await get('/functions/v1/public-config');
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(config.headers.get('etag')).toBeNull();
  });
});
