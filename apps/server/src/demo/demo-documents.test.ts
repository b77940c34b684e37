import { FILE_STORAGE, PASSWORD_HASHER, RANDOM_SOURCE, UNIT_OF_WORK } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';
import { seedDemoData } from './demo-data';

describe('demo documents', () => {
  it('gives Pine Valley selfies, signatures and military documents pending, approved and rejected, with trails', async () => {
    const test = await testApp();
    const files = test.container.get(FILE_STORAGE);
    await seedDemoData({
      unitOfWork: test.container.get(UNIT_OF_WORK),
      passwordHasher: test.container.get(PASSWORD_HASHER),
      clock: test.clock,
      random: test.container.get(RANDOM_SOURCE),
      files,
    });
    const repos = test.persistence.repos;
    const pine = await repos.campgrounds.findBySlug('pine-valley');
    const owner = await repos.users.findByEmail('owner@camppass.test');
    const staff = await repos.users.findByEmail('staff@camppass.test');
    const states: Record<string, Set<string>> = {};
    const reviewers = new Set<string | null>();
    let missing = 0;
    for (const kind of ['selfie', 'signature', 'military-document'] as const) {
      const page = await repos.documentReviews.list({
        filter: { campgroundId: pine?.id ?? '', kind, status: null },
        search: null,
        sort: { field: 'createdAt', direction: 'desc' },
        page: 1,
        pageSize: 100,
      });
      states[kind] = new Set(page.items.map((item) => item.document.status));
      for (const item of page.items) if (!(await files.exists(item.document.storageKey))) missing += 1;
      const trails = await repos.documentReviews.trails(page.items.map((item) => item.document.id));
      for (const entry of trails) reviewers.add(entry.reviewerId);
      for (const item of page.items.filter((i) => i.document.status !== 'pending')) {
        const own = trails.filter((entry) => entry.documentId === item.document.id);
        expect(own.at(-1)?.decision, item.email).toBe(item.document.status);
      }
    }
    expect(states.selfie).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(states.signature).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(states['military-document']).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(reviewers).toEqual(new Set([owner?.id, staff?.id]));
    expect(missing).toBe(1);
  });
});
