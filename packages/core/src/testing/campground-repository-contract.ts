import { describe, expect, it } from 'vitest';
import {
  CAMPGROUND_DEFAULTS,
  CAMPGROUND_SETTINGS_DEFAULTS,
} from '../ports/repositories/campground-repository';
import { aCampground, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

/** The behaviour every CampgroundRepository shares (campgrounds and their settings). */
export function describeCampgroundRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`CampgroundRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('creates a campground with the spec defaults and default settings', async () => {
      const { campgrounds } = harness.repos;

      const created = unwrap(
        await campgrounds.create(aCampground({ name: 'Pine Valley RV Resort', slug: 'pine-valley' })),
      );

      expect(created).toEqual({
        ...CAMPGROUND_DEFAULTS,
        id: expect.any(String),
        name: 'Pine Valley RV Resort',
        slug: 'pine-valley',
        createdAt: T0,
        updatedAt: T0,
      });
      expect(await campgrounds.findById(created.id)).toEqual(created);
      expect(await campgrounds.findBySlug('pine-valley')).toEqual(created);
      expect(await campgrounds.findSettings(created.id)).toEqual({
        ...CAMPGROUND_SETTINGS_DEFAULTS,
        campgroundId: created.id,
        updatedAt: T0,
      });
    });

    it('keeps every field it is given', async () => {
      const { campgrounds } = harness.repos;
      const owner = await seedUser(harness.repos);
      const fields = {
        description: 'Shady sites by the creek',
        address: '1 Creek Rd',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '+1 512 555 0100',
        email: 'office@pine.test',
        website: 'https://pine.test',
        listingId: 'L-42',
        bookingUrl: 'https://book.test/pine',
        productBookingUrl: 'https://camppass.test/pine',
        status: 'pending' as const,
        adultOnly: true,
        militaryDiscountEnabled: true,
        militaryDiscountPercentage: 12.5,
        operatingSeasonStart: 11,
        operatingSeasonEnd: 3,
        brandingPrimaryColor: '#112233',
        brandingSecondaryColor: '#445566',
        brandingTextColor: '#000000',
        brandingLogoUrl: 'https://cdn.test/logo.png',
        termsConditionsUrl: 'https://cdn.test/terms.pdf',
        ownerId: owner.id,
        publicPageTitle: 'Join Pine Valley',
        publicPageDescription: 'Memberships for every stay',
        membershipTypeDesc: 'Pick a plan',
        informationDesc: 'Call us',
        customMembershipTypeDesc: true,
        customInformationDesc: true,
        timeZone: 'America/Denver',
      };

      const created = unwrap(await campgrounds.create(aCampground({ ...fields, slug: 'full' })));

      expect(await campgrounds.findById(created.id)).toMatchObject(fields);
    });

    it('refuses a slug in use, on create and on update', async () => {
      const { campgrounds } = harness.repos;
      unwrap(await campgrounds.create(aCampground({ slug: 'taken' })));
      const other = unwrap(await campgrounds.create(aCampground({ slug: 'free' })));

      expect(await campgrounds.create(aCampground({ slug: 'taken' }))).toMatchObject({
        ok: false,
        code: 'SLUG_TAKEN',
      });
      expect(await campgrounds.update(other.id, { slug: 'taken' }, T0)).toMatchObject({
        ok: false,
        code: 'SLUG_TAKEN',
      });
      expect(unwrap(await campgrounds.update(other.id, { slug: 'free' }, T0))?.slug).toBe('free');
    });

    it('updates only the given fields, and answers null for an unknown campground', async () => {
      const { campgrounds } = harness.repos;
      const created = unwrap(await campgrounds.create(aCampground({ city: 'Austin' })));

      const updated = unwrap(
        await campgrounds.update(
          created.id,
          { status: 'inactive', militaryDiscountEnabled: true },
          minutesAfterT0(3),
        ),
      );

      expect(updated).toEqual({
        ...created,
        status: 'inactive',
        militaryDiscountEnabled: true,
        updatedAt: minutesAfterT0(3),
      });
      expect(
        unwrap(await campgrounds.update('00000000-0000-4000-8000-00000000ffff', { city: 'X' }, T0)),
      ).toBeNull();
      expect(await campgrounds.findById('00000000-0000-4000-8000-00000000ffff')).toBeNull();
      expect(await campgrounds.findBySlug('missing')).toBeNull();
    });

    it('sets an owner only while there is none, and lists an owner’s campgrounds by name', async () => {
      const { campgrounds } = harness.repos;
      const first = await seedUser(harness.repos);
      const second = await seedUser(harness.repos);
      const zion = unwrap(await campgrounds.create(aCampground({ name: 'Zion Camp' })));
      const aspen = unwrap(await campgrounds.create(aCampground({ name: 'Aspen Camp' })));

      const outcomes = await Promise.all([
        campgrounds.setOwnerIfUnowned(zion.id, first.id, minutesAfterT0(1)),
        campgrounds.setOwnerIfUnowned(zion.id, second.id, minutesAfterT0(1)),
      ]);
      const winner = outcomes[0] ? first : second;
      await campgrounds.setOwnerIfUnowned(aspen.id, winner.id, minutesAfterT0(2));

      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect((await campgrounds.findById(zion.id))?.ownerId).toBe(winner.id);
      expect((await campgrounds.listByOwner(winner.id)).map((campground) => campground.name)).toEqual([
        'Aspen Camp',
        'Zion Camp',
      ]);
      expect(await campgrounds.setOwnerIfUnowned('00000000-0000-4000-8000-00000000ffff', first.id, T0)).toBe(
        false,
      );
    });

    it('updates settings field by field', async () => {
      const { campgrounds } = harness.repos;
      const created = unwrap(await campgrounds.create(aCampground()));

      const updated = await campgrounds.updateSettings(
        created.id,
        { codePrefix: 'PV-', codeLength: 12, sendWelcomeEmails: false },
        minutesAfterT0(4),
      );

      expect(updated).toEqual({
        ...CAMPGROUND_SETTINGS_DEFAULTS,
        codePrefix: 'PV-',
        codeLength: 12,
        sendWelcomeEmails: false,
        campgroundId: created.id,
        updatedAt: minutesAfterT0(4),
      });
      expect(await campgrounds.findSettings(created.id)).toEqual(updated);
      expect(
        await campgrounds.updateSettings('00000000-0000-4000-8000-00000000ffff', { codeLength: 9 }, T0),
      ).toBeNull();
    });

    it('lists the active campgrounds by name', async () => {
      const { campgrounds } = harness.repos;
      const zulu = await seedCampground(harness.repos, { name: 'Zulu Camp' });
      const alpha = await seedCampground(harness.repos, { name: 'Alpha Camp' });
      const closed = await seedCampground(harness.repos, { name: 'Beta Camp', status: 'inactive' });

      const ids = (await campgrounds.listActive()).map((c) => c.id);
      expect(ids.filter((id) => [zulu.id, alpha.id, closed.id].includes(id))).toEqual([alpha.id, zulu.id]);
    });

    it('claims consecutive code numbers, wrapping past the maximum', async () => {
      const { campgrounds } = harness.repos;
      const campground = await seedCampground(harness.repos);
      await campgrounds.updateSettings(
        campground.id,
        { codeNumberMin: 5, codeNumberMax: 7, codeLastConsecutiveNumber: 5 },
        T0,
      );

      const claimed = [];
      for (let i = 0; i < 4; i += 1)
        claimed.push(await campgrounds.claimConsecutiveCodeNumber(campground.id, T0));

      expect(claimed).toEqual([6, 7, 5, 6]);
      expect((await campgrounds.findSettings(campground.id))?.codeLastConsecutiveNumber).toBe(6);
      expect(
        await campgrounds.claimConsecutiveCodeNumber('00000000-0000-4000-8000-00000000ffff', T0),
      ).toBeNull();
    });
  });
}
