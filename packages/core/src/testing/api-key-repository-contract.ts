import { describe, expect, it } from 'vitest';
import type { NewApiKey } from '../ports/repositories/api-key-repository';
import { aMembership, minutesAfterT0, T0, unique } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

const anApiKey = (campgroundId: string, createdBy: string, fields: Partial<NewApiKey> = {}): NewApiKey => {
  const n = unique();
  return {
    campgroundId,
    name: `Booking engine ${n}`,
    prefix: `cpk_${n}`,
    keyHash: `hash-${n}`.padEnd(64, '0'),
    createdBy,
    createdAt: T0,
    ...fields,
  };
};

/** The behaviour every ApiKeyRepository shares, and the partner lookup of the verification query. */
export function describeApiKeyRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`ApiKeyRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a key without its hash in what it answers, and lists a campground’s keys newest first', async () => {
      const { apiKeys } = harness.repos;
      const owner = await seedUser(harness.repos);
      const campground = await seedCampground(harness.repos);
      const other = await seedCampground(harness.repos);
      const first = await apiKeys.create(anApiKey(campground.id, owner.id, { name: 'First' }));
      const second = await apiKeys.create(
        anApiKey(campground.id, owner.id, { name: 'Second', createdAt: minutesAfterT0(1) }),
      );
      await apiKeys.create(anApiKey(other.id, owner.id));

      expect(first).toEqual({
        id: expect.any(String),
        campgroundId: campground.id,
        name: 'First',
        prefix: expect.stringMatching(/^cpk_/),
        createdBy: owner.id,
        createdAt: T0,
        revokedAt: null,
        lastUsedAt: null,
        usageCount: 0,
      });
      expect((await apiKeys.listForCampground(campground.id)).map((key) => key.id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(await apiKeys.listForCampground('not-a-uuid')).toEqual([]);
    });

    it('revokes only a key of the campground named, keeping the first revocation time', async () => {
      const { apiKeys } = harness.repos;
      const owner = await seedUser(harness.repos);
      const campground = await seedCampground(harness.repos);
      const other = await seedCampground(harness.repos);
      const key = await apiKeys.create(anApiKey(campground.id, owner.id));

      expect(await apiKeys.revoke(other.id, key.id, T0)).toBeNull();
      expect(await apiKeys.revoke(campground.id, 'not-a-uuid', T0)).toBeNull();
      expect((await apiKeys.revoke(campground.id, key.id, minutesAfterT0(1)))?.revokedAt).toEqual(
        minutesAfterT0(1),
      );
      expect((await apiKeys.revoke(campground.id, key.id, minutesAfterT0(5)))?.revokedAt).toEqual(
        minutesAfterT0(1),
      );
    });

    it('adds reported usage and moves the last use only forward', async () => {
      const { apiKeys } = harness.repos;
      const owner = await seedUser(harness.repos);
      const campground = await seedCampground(harness.repos);
      const a = await apiKeys.create(anApiKey(campground.id, owner.id));
      const b = await apiKeys.create(anApiKey(campground.id, owner.id));

      await apiKeys.recordUsage([
        { apiKeyId: a.id, count: 3, lastUsedAt: minutesAfterT0(5) },
        { apiKeyId: b.id, count: 1, lastUsedAt: minutesAfterT0(2) },
      ]);
      await apiKeys.recordUsage([{ apiKeyId: a.id, count: 2, lastUsedAt: minutesAfterT0(4) }]);
      await apiKeys.recordUsage([]);

      const listed = await apiKeys.listForCampground(campground.id);
      expect(listed.find((key) => key.id === a.id)).toMatchObject({
        usageCount: 5,
        lastUsedAt: minutesAfterT0(5),
      });
      expect(listed.find((key) => key.id === b.id)).toMatchObject({
        usageCount: 1,
        lastUsedAt: minutesAfterT0(2),
      });
    });

    it('looks a code up at the campground of a live key only', async () => {
      const { apiKeys, memberships, membershipVerification } = harness.repos;
      const owner = await seedUser(harness.repos);
      const campground = await seedCampground(harness.repos);
      const type = await seedMembershipType(harness.repos, campground.id);
      const member = await seedUser(harness.repos);
      const membership = unwrap(
        await memberships.create(
          aMembership({
            campgroundId: campground.id,
            memberId: member.id,
            membershipTypeId: type.id,
            membershipCode: 'KEY-1',
          }),
        ),
      );
      const key = await apiKeys.create(anApiKey(campground.id, owner.id, { keyHash: 'a'.repeat(64) }));

      expect(await membershipVerification.lookUpWithApiKey('a'.repeat(64), 'KEY-1')).toEqual({
        apiKeyId: key.id,
        campgroundId: campground.id,
        campgroundSlug: campground.slug,
        campgroundStatus: 'active',
        campgroundTimeZone: 'America/Chicago',
        found: { membership, email: member.email },
      });
      expect(await membershipVerification.lookUpWithApiKey('a'.repeat(64), 'KEY-2')).toMatchObject({
        found: null,
      });
      expect(await membershipVerification.lookUpWithApiKey('b'.repeat(64), 'KEY-1')).toBeNull();
      await apiKeys.revoke(campground.id, key.id, T0);
      expect(await membershipVerification.lookUpWithApiKey('a'.repeat(64), 'KEY-1')).toBeNull();
    });
  });
}
