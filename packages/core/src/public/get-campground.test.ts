import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpMemberAtPineValley as setUp } from '../testing/public-page-fixture';

describe('get-campground', () => {
  it('finds an active campground by id and slug with its active types; others are not found', async () => {
    const { f, campground, type } = await setUp();
    await f.repos.membershipTypes.create({ ...type, name: 'hidden', isActive: false, createdAt: new Date() });
    unwrap(
      await f.repos.campgrounds.create({
        name: 'Closed Camp',
        slug: 'closed',
        status: 'inactive',
        createdAt: new Date(),
      }),
    );

    const byId = unwrap(await f.getCampground.execute({ id: campground.id }));
    expect(byId.membershipTypes.map((t) => t.name)).toEqual(['weekend', 'annual']);
    expect(unwrap(await f.getCampground.execute({ slug: 'pine-valley' })).campground.id).toBe(campground.id);
    expect(await f.getCampground.execute({ slug: 'closed' })).toMatchObject({
      ok: false,
      code: 'CAMPGROUND_NOT_FOUND',
    });
  });
});
