import { describe, expect, it } from 'vitest';
import { minutesAfterT0 } from './builders';
import { type RepositoryHarnessFactory, seedCampground, useRepositoryHarness } from './contract-harness';

/** The behaviour every CardSigningKeyRepository shares: one signing key per campground, the retired kept. */
export function describeCardSigningKeyRepositoryContract(
  label: string,
  factory: RepositoryHarnessFactory,
): void {
  describe(`CardSigningKeyRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    const aKey = (campgroundId: string, keyId: string, minutes = 0) => ({
      keyId,
      campgroundId,
      publicKey: `public-${keyId}`,
      privateKeySealed: `iv.sealed-${keyId}`,
      createdAt: minutesAfterT0(minutes),
    });

    it('issues one signing key per campground: the first caller’s, also to callers at once', async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos);
      const oak = await seedCampground(repos);
      const issued = await Promise.all(
        Array.from({ length: 10 }, (_, n) => repos.cardKeys.issue(aKey(pine.id, `pine-${n}`))),
      );
      const kept = new Set(issued.map((key) => key.keyId));
      expect(kept.size).toBe(1);
      expect(issued[0]).toMatchObject({ campgroundId: pine.id, retiredAt: null });
      expect(await repos.cardKeys.issue(aKey(pine.id, 'pine-later', 5))).toEqual(issued[0]);
      expect((await repos.cardKeys.issue(aKey(oak.id, 'oak-1'))).keyId).toBe('oak-1');
      expect(await repos.cardKeys.listByCampground(pine.id)).toHaveLength(1);
    });

    it('rotates: the old key retired when the new one starts signing, both listed newest first', async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos);
      const oak = await seedCampground(repos);
      await repos.cardKeys.issue(aKey(pine.id, 'first', 0));
      await repos.cardKeys.issue(aKey(oak.id, 'oak-1', 0));
      await repos.cardKeys.rotate(aKey(pine.id, 'second', 10));
      await repos.cardKeys.rotate(aKey(pine.id, 'third', 20));
      const keys = await repos.cardKeys.listByCampground(pine.id);
      expect(keys.map((key) => [key.keyId, key.retiredAt?.toISOString() ?? null])).toEqual([
        ['third', null],
        ['second', minutesAfterT0(20).toISOString()],
        ['first', minutesAfterT0(10).toISOString()],
      ]);
      expect(keys[0]).toMatchObject({ publicKey: 'public-third', privateKeySealed: 'iv.sealed-third' });
      // The signing key is the newest; another campground's keys are untouched.
      expect((await repos.cardKeys.issue(aKey(pine.id, 'ignored', 30))).keyId).toBe('third');
      expect((await repos.cardKeys.listByCampground(oak.id)).map((key) => key.retiredAt)).toEqual([null]);
    });

    it('lists nothing for a campground with no key, or an id that is no id', async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos);
      expect(await repos.cardKeys.listByCampground(pine.id)).toEqual([]);
      expect(await repos.cardKeys.listByCampground('not-an-id')).toEqual([]);
    });
  });
}
