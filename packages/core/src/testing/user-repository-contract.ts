import { calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { aProfile, aUser, minutesAfterT0, T0 } from './builders';
import { type RepositoryHarnessFactory, seedUser, unwrap, useRepositoryHarness } from './contract-harness';

/** The behaviour every UserRepository shares (accounts and profiles). */
export function describeUserRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`UserRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('creates an account with a normalised e-mail and finds it by id and by e-mail in any case', async () => {
      const { users } = harness.repos;
      const created = unwrap(
        await users.create(aUser({ email: '  Camper@Example.TEST ', passwordHash: 'h1' })),
      );

      expect(created).toEqual({
        id: expect.any(String),
        email: 'camper@example.test',
        passwordHash: 'h1',
        createdAt: T0,
        updatedAt: T0,
      });
      expect(await users.findById(created.id)).toEqual(created);
      expect(await users.findByEmail('CAMPER@example.test')).toEqual(created);
      expect(await users.findByEmail(' camper@example.test ')).toEqual(created);
    });

    it('refuses a second account with the same e-mail in another case', async () => {
      const { users } = harness.repos;
      await users.create(aUser({ email: 'same@camppass.test' }));

      const second = await users.create(aUser({ email: 'SAME@camppass.test' }));

      expect(second).toMatchObject({ ok: false, code: 'EMAIL_TAKEN' });
    });

    it('answers null for unknown ids and e-mails', async () => {
      const { users } = harness.repos;
      await seedUser(harness.repos);

      expect(await users.findById('00000000-0000-4000-8000-00000000ffff')).toBeNull();
      expect(await users.findByEmail('nobody@camppass.test')).toBeNull();
    });

    it('keeps an invited account without a password and sets one later', async () => {
      const { users } = harness.repos;
      const invited = unwrap(await users.create(aUser({ passwordHash: null })));
      expect(invited.passwordHash).toBeNull();

      expect(await users.setPasswordHash(invited.id, 'new-hash', minutesAfterT0(5))).toBe(true);

      expect(await users.findById(invited.id)).toMatchObject({
        passwordHash: 'new-hash',
        createdAt: T0,
        updatedAt: minutesAfterT0(5),
      });
      expect(await users.setPasswordHash('00000000-0000-4000-8000-00000000ffff', 'x', T0)).toBe(false);
    });

    it('replaces a password hash only while it is still the one given', async () => {
      const { users } = harness.repos;
      const user = unwrap(await users.create(aUser({ passwordHash: 'old-hash' })));

      expect(await users.replacePasswordHash(user.id, 'other-hash', 'rehash', minutesAfterT0(5))).toBe(false);
      expect(await users.findById(user.id)).toMatchObject({ passwordHash: 'old-hash', updatedAt: T0 });

      expect(await users.replacePasswordHash(user.id, 'old-hash', 'rehash', minutesAfterT0(5))).toBe(true);
      expect(await users.findById(user.id)).toMatchObject({
        passwordHash: 'rehash',
        updatedAt: minutesAfterT0(5),
      });
      expect(await users.replacePasswordHash(user.id, 'old-hash', 'again', minutesAfterT0(6))).toBe(false);
      expect(
        await users.replacePasswordHash('00000000-0000-4000-8000-00000000ffff', 'old-hash', 'x', T0),
      ).toBe(false);
    });

    it('creates a profile with the account e-mail and null for every field not given', async () => {
      const { users } = harness.repos;
      const user = await seedUser(harness.repos, 'profiled@camppass.test');

      const saved = await users.saveProfile(user.id, aProfile({ firstName: 'Zoë', lastName: "O'Brien" }), T0);

      const expected = {
        userId: user.id,
        email: 'profiled@camppass.test',
        firstName: 'Zoë',
        lastName: "O'Brien",
        status: 'active',
        phone: null,
        title: null,
        dateOfBirth: null,
        streetAddress: null,
        city: null,
        stateProvince: null,
        postalCode: null,
        country: null,
        specialRequests: null,
        numid: null,
        militaryStatus: null,
        emergencyContact: null,
        createdAt: T0,
        updatedAt: T0,
      };
      expect(saved).toEqual(expected);
      expect(await users.findProfile(user.id)).toEqual(expected);
    });

    it('replaces every field when saved again, keeping when the profile was created', async () => {
      const { users } = harness.repos;
      const user = await seedUser(harness.repos);
      await users.saveProfile(user.id, aProfile({ phone: '555-0100', city: 'Austin' }), T0);

      const replaced = await users.saveProfile(
        user.id,
        aProfile({
          firstName: 'Pat',
          status: 'pending',
          dateOfBirth: calendarDate('1980-02-29'),
          emergencyContact: { name: 'Sam', phone: '555-0199', relationship: 'spouse' },
        }),
        minutesAfterT0(1),
      );

      expect(replaced).toMatchObject({
        firstName: 'Pat',
        status: 'pending',
        phone: null,
        city: null,
        dateOfBirth: calendarDate('1980-02-29'),
        emergencyContact: { name: 'Sam', phone: '555-0199', relationship: 'spouse' },
        createdAt: T0,
        updatedAt: minutesAfterT0(1),
      });
      expect(await users.findProfile(user.id)).toEqual(replaced);
    });

    it('updates only the named profile fields, and answers null without a profile', async () => {
      const { users } = harness.repos;
      const user = await seedUser(harness.repos);
      await users.saveProfile(user.id, aProfile({ phone: '555-0100', city: 'Austin', country: 'US' }), T0);

      const updated = await users.updateProfile(
        user.id,
        { city: 'Dallas', status: 'inactive' },
        minutesAfterT0(2),
      );

      expect(updated).toMatchObject({ phone: '555-0100', city: 'Dallas', country: 'US', status: 'inactive' });
      expect(updated?.updatedAt).toEqual(minutesAfterT0(2));
      const other = await seedUser(harness.repos);
      expect(await users.updateProfile(other.id, { city: 'Waco' }, T0)).toBeNull();
      expect(await users.findProfile(other.id)).toBeNull();
    });
  });
}
