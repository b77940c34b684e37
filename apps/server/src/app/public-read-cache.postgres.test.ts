import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { type Repositories, UNIT_OF_WORK } from '@camppass/core';
import { seedPublicCampground } from '@camppass/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { SOCKET } from '../testing/http';
import { useServerDatabases } from '../testing/server-database';
import type { TestApp } from '../testing/test-app';

// Two apps with pools of their own on one database, as two server processes: each keeps the public
// answer in its memory, and a change made through either reaches both by PostgreSQL's notifications.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();
const READ = '/functions/v1/get-campground?slug=lakeside';

const read = async (test: TestApp) => {
  const res = await test.app.request(READ, {}, SOCKET);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { campground: { name: string } } };
  return body.data.campground.name;
};
const change = <T>(test: TestApp, work: (repos: Repositories) => Promise<T>) =>
  test.container.get(UNIT_OF_WORK).run(work);

/** Reads until the answer is `expected`: a change made on another connection is told within milliseconds. */
const seesSoon = async (test: TestApp, expected: string) => {
  const until = Date.now() + 5_000;
  let seen = await read(test);
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    seen = await read(test);
  }
  return seen;
};

describe.skipIf(unavailable !== undefined)(
  `the public answer kept in memory on the PostgreSQL server${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('is made once for many reads and pages, and anew in every process once any of them changes its data', async () => {
      const opened = await databases.create();
      const portalDir = await mkdtemp(join(tmpdir(), 'portal-'));
      await writeFile(
        join(portalDir, 'index.html'),
        '<!doctype html><head><title>x</title></head><div id="root"></div>',
      );
      const first = await opened.app({ maxConnections: 4, portalDir });
      const second = await opened.app({ maxConnections: 4, portalDir });
      const page = async (test: TestApp) =>
        (await test.app.request('/campground/lakeside', {}, SOCKET)).text();
      const { campground } = await change(first, (repos) =>
        seedPublicCampground(repos, { campground: { slug: 'lakeside', name: 'Lakeside' } }),
      );
      expect(await seesSoon(first, 'Lakeside')).toBe('Lakeside');
      expect(await seesSoon(second, 'Lakeside')).toBe('Lakeside');

      // The seeding's notifications are on their way; once they are in, one read is kept.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await read(first);
      const runs = vi.spyOn(first.persistence.unitOfWork, 'run');
      const names = await Promise.all(Array.from({ length: 50 }, () => read(first)));
      expect(new Set(names)).toEqual(new Set(['Lakeside']));
      expect(await page(first)).toContain('"name":"Lakeside"');
      const pages = await Promise.all(Array.from({ length: 20 }, () => page(first)));
      expect(new Set(pages).size).toBe(1);
      expect(runs).not.toHaveBeenCalled();

      // Renamed through the second process: the first one's kept answer is forgotten.
      await change(second, (repos) =>
        repos.campgrounds.update(campground.id, { name: 'Lakeside Shores' }, second.clock.now()),
      );
      expect(await seesSoon(first, 'Lakeside Shores')).toBe('Lakeside Shores');
      expect(runs).toHaveBeenCalled();
      expect(await page(first)).toContain('"name":"Lakeside Shores"');
      expect(await seesSoon(second, 'Lakeside Shores')).toBe('Lakeside Shores');
    }, 60_000);
  },
);
