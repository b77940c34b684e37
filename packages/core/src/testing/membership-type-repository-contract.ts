import { describe, expect, it } from 'vitest';
import { aMembership, aMembershipType, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

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

    it('answers a second featured type or a taken name at one campground as a conflict', async () => {
      const { membershipTypes } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const elsewhere = await seedCampground(harness.repos);
      const featured = unwrap(
        await membershipTypes.add(aMembershipType({ campgroundId: campground.id, isFeatured: true })),
      );
      const plain = unwrap(
        await membershipTypes.add(aMembershipType({ campgroundId: campground.id, name: 'day' })),
      );

      expect(
        await membershipTypes.add(
          aMembershipType({ campgroundId: campground.id, name: 'year', isFeatured: true }),
        ),
      ).toMatchObject({ ok: false, code: 'FEATURED_TAKEN' });
      expect(await membershipTypes.add(aMembershipType({ campgroundId: campground.id }))).toMatchObject({
        ok: false,
        code: 'NAME_TAKEN',
      });
      expect(await membershipTypes.change(plain.id, { isFeatured: true }, T0)).toMatchObject({
        ok: false,
        code: 'FEATURED_TAKEN',
      });
      expect(await membershipTypes.change(plain.id, { name: featured.name }, T0)).toMatchObject({
        ok: false,
        code: 'NAME_TAKEN',
      });
      expect((await membershipTypes.findById(plain.id))?.isFeatured).toBe(false);
      // Other campgrounds are free, and a featured type may be saved again as it is.
      expect(
        (await membershipTypes.add(aMembershipType({ campgroundId: elsewhere.id, isFeatured: true }))).ok,
      ).toBe(true);
      expect(
        unwrap(await membershipTypes.change(featured.id, { isFeatured: true, priceCents: 1 }, T0)),
      ).toMatchObject({
        priceCents: 1,
      });
      expect(unwrap(await membershipTypes.change('00000000-0000-4000-8000-000000000000', {}, T0))).toBeNull();
    });

    it('deletes only a type no membership names', async () => {
      const { membershipTypes, memberships } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const used = await membershipTypes.create(aMembershipType({ campgroundId: campground.id }));
      const unused = await membershipTypes.create(
        aMembershipType({ campgroundId: campground.id, name: 'day' }),
      );
      const member = await seedUser(harness.repos);
      unwrap(
        await memberships.create(
          aMembership({ campgroundId: campground.id, memberId: member.id, membershipTypeId: used.id }),
        ),
      );

      expect(await membershipTypes.deleteUnused(used.id)).toBe('in_use');
      expect(await membershipTypes.findById(used.id)).not.toBeNull();
      expect(await membershipTypes.deleteUnused(unused.id)).toBe('deleted');
      expect(await membershipTypes.deleteUnused(unused.id)).toBe('not_found');
    });
  });
}
