import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpMemberAtPineValley as setUp } from '../testing/public-page-fixture';

describe('list-campgrounds', () => {
  it('lists the active campgrounds by name, never an inactive one', async () => {
    const { f, campground } = await setUp();
    const hidden = unwrap(
      await f.repos.campgrounds.create({
        name: 'Closed Camp',
        slug: 'closed',
        status: 'inactive',
        createdAt: new Date(),
      }),
    );
    const earlier = unwrap(
      await f.repos.campgrounds.create({ name: 'Aspen Ridge', slug: 'aspen', createdAt: new Date() }),
    );

    expect((await f.listCampgrounds.execute()).map((c) => c.id)).toEqual([earlier.id, campground.id]);
    expect((await f.listCampgrounds.execute()).map((c) => c.id)).not.toContain(hidden.id);
  });
});
