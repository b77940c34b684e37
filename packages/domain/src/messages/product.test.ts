import { describe, expect, it } from 'vitest';
import { CACHE_LIFETIME_MS, fallbackCampgroundName, paginationWindow } from './product';

describe('product constants (01 §9, 03 §9)', () => {
  it('keeps the cache lifetimes in milliseconds', () => {
    expect(CACHE_LIFETIME_MS).toEqual({
      campgrounds: 300_000,
      activeMemberships: 120_000,
      campgroundSettings: 600_000,
      members: 60_000,
      membershipTypes: 300_000,
      campgroundLookup: 300_000,
    });
  });

  it('names the fallback campground after the product', () => {
    expect(fallbackCampgroundName('CampPass')).toBe('CampPass Campground');
  });

  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 0, []],
  ])('page %d of %d shows %j', (page, total, pages) => {
    expect(paginationWindow(page, total)).toEqual(pages);
  });
});
