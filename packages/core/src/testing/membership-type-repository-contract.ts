import { describe, expect, it } from 'vitest';
import { aMembershipType, minutesAfterT0, T0 } from './builders';
import { type RepositoryHarnessFactory, seedCampground, useRepositoryHarness } from './contract-harness';

/** The behaviour every MembershipTypeRepository shares. */
export function describeMembershipTypeRepositoryContract(
  label: string,
  factory: RepositoryHarnessFactory,
): void {
  describe(`MembershipTypeRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a type with its benefits in order and its price in cents', async () => {
      const { membershipTypes } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const input = aMembershipType({
        campgroundId: campground.id,
        name: 'annual',
        displayName: 'Annual',
        durationDays: 365,
        priceCents: 120_000,
        benefits: ['Free Wi-Fi', 'Pool access', 'Late checkout'],
        maxMembers: 50,
        militaryDiscountEligible: true,
        isFeatured: true,
      });

      const created = await membershipTypes.create(input);

      const { createdAt, ...fields } = input;
      expect(created).toEqual({ ...fields, id: expect.any(String), createdAt, updatedAt: createdAt });
      expect(await membershipTypes.findById(created.id)).toEqual(created);
    });

    it('lists a campground’s types by sort order, only active ones when asked', async () => {
      const { membershipTypes } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const elsewhere = await seedCampground(harness.repos);
      const weekly = await membershipTypes.create(
        aMembershipType({ campgroundId: campground.id, sortOrder: 2 }),
      );
      const day = await membershipTypes.create(
        aMembershipType({ campgroundId: campground.id, name: 'day', displayName: 'Day Pass', sortOrder: 1 }),
      );
      const retired = await membershipTypes.create(
        aMembershipType({ campgroundId: campground.id, name: 'old', sortOrder: 3, isActive: false }),
      );
      await membershipTypes.create(aMembershipType({ campgroundId: elsewhere.id }));

      expect((await membershipTypes.listByCampground(campground.id)).map((type) => type.id)).toEqual([
        day.id,
        weekly.id,
        retired.id,
      ]);
      expect(
        (await membershipTypes.listByCampground(campground.id, { activeOnly: true })).map((type) => type.id),
      ).toEqual([day.id, weekly.id]);
    });

    it('updates the given fields, and deletes', async () => {
      const { membershipTypes } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const created = await membershipTypes.create(aMembershipType({ campgroundId: campground.id }));

      const updated = await membershipTypes.update(
        created.id,
        { isActive: false, priceCents: 15_000, benefits: ['One'] },
        minutesAfterT0(1),
      );

      expect(updated).toEqual({
        ...created,
        isActive: false,
        priceCents: 15_000,
        benefits: ['One'],
        updatedAt: minutesAfterT0(1),
      });
      expect(await membershipTypes.delete(created.id)).toBe(true);
      expect(await membershipTypes.delete(created.id)).toBe(false);
      expect(await membershipTypes.findById(created.id)).toBeNull();
      expect(await membershipTypes.update(created.id, { isActive: true }, T0)).toBeNull();
    });
  });
}
