import { describe, expect, it } from 'vitest';
import { aMembershipType, T0 } from '../testing/builders';
import { createPublicPageFixture, seedPublicCampground } from '../testing/public-page-fixture';
import { purchaseDescription } from './policy';

describe('public policy', () => {
  it('describes a payment by the type’s shown name and the campground, falling back to the type’s name', async () => {
    const f = createPublicPageFixture();
    const { campground } = await seedPublicCampground(f.repos);
    const type = (fields: { name: string; displayName: string }) => ({
      ...aMembershipType({ campgroundId: campground.id, ...fields }),
      id: 'type-1',
      createdAt: T0,
      updatedAt: T0,
    });

    expect(purchaseDescription(type({ name: 'weekend', displayName: 'Weekend' }), campground)).toBe(
      'Weekend membership at Pine Valley',
    );
    expect(purchaseDescription(type({ name: 'weekend', displayName: '' }), campground)).toBe(
      'weekend membership at Pine Valley',
    );
  });
});
