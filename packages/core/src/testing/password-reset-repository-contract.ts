import { describe, expect, it } from 'vitest';
import { aPasswordReset, minutesAfterT0 } from './builders';
import { type RepositoryHarnessFactory, seedUser, useRepositoryHarness } from './contract-harness';

/** The behaviour every PasswordResetRepository shares (single-use reset codes). */
export function describePasswordResetRepositoryContract(
  label: string,
  factory: RepositoryHarnessFactory,
): void {
  describe(`PasswordResetRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a code by its hash', async () => {
      const { passwordResets } = harness.repos;
      const user = await seedUser(harness.repos);
      const input = aPasswordReset({ userId: user.id, tokenHash: 'reset-1' });

      const created = await passwordResets.create(input);

      expect(created).toEqual({ ...input, id: expect.any(String), usedAt: null });
      expect(await passwordResets.findByTokenHash('reset-1')).toEqual(created);
      expect(await passwordResets.findByTokenHash('reset-2')).toBeNull();
    });

    it('uses a code once, even when two uses race', async () => {
      const { passwordResets } = harness.repos;
      const user = await seedUser(harness.repos);
      const reset = await passwordResets.create(aPasswordReset({ userId: user.id }));

      const outcomes = await Promise.all([
        passwordResets.markUsed(reset.id, minutesAfterT0(1)),
        passwordResets.markUsed(reset.id, minutesAfterT0(2)),
      ]);

      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect((await passwordResets.findByTokenHash(reset.tokenHash))?.usedAt).toBeInstanceOf(Date);
    });

    it('retires every unused code of one user, leaving used ones and other users alone', async () => {
      const { passwordResets } = harness.repos;
      const user = await seedUser(harness.repos);
      const other = await seedUser(harness.repos);
      const used = await passwordResets.create(aPasswordReset({ userId: user.id }));
      await passwordResets.markUsed(used.id, minutesAfterT0(1));
      const open = await passwordResets.create(aPasswordReset({ userId: user.id }));
      const theirs = await passwordResets.create(aPasswordReset({ userId: other.id }));

      await passwordResets.markAllUsedForUser(user.id, minutesAfterT0(9));

      expect((await passwordResets.findByTokenHash(used.tokenHash))?.usedAt).toEqual(minutesAfterT0(1));
      expect((await passwordResets.findByTokenHash(open.tokenHash))?.usedAt).toEqual(minutesAfterT0(9));
      expect((await passwordResets.findByTokenHash(theirs.tokenHash))?.usedAt).toBeNull();
    });
  });
}
