import { describe, expect, it } from 'vitest';
import { aSession, minutesAfterT0, T0 } from './builders';
import { type RepositoryHarnessFactory, seedUser, useRepositoryHarness } from './contract-harness';

/** The behaviour every SessionRepository shares (token pairs, rotation, revocation). */
export function describeSessionRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`SessionRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a session and finds it by either token hash', async () => {
      const { sessions } = harness.repos;
      const user = await seedUser(harness.repos);
      const input = aSession({
        userId: user.id,
        accessTokenHash: 'a-1',
        refreshTokenHash: 'r-1',
        familyId: 'f-1',
      });

      const created = await sessions.create(input);

      expect(created).toEqual({
        ...input,
        id: expect.any(String),
        rotatedAt: null,
        revokedAt: null,
        successor: null,
      });
      expect(await sessions.findByAccessTokenHash('a-1')).toEqual(created);
      expect(await sessions.findByRefreshTokenHash('r-1')).toEqual(created);
      expect(await sessions.findByAccessTokenHash('r-1')).toBeNull();
      expect(await sessions.findByRefreshTokenHash('a-1')).toBeNull();
    });

    it('rotates a session once: the second attempt loses', async () => {
      const { sessions } = harness.repos;
      const user = await seedUser(harness.repos);
      const session = await sessions.create(aSession({ userId: user.id }));

      const [first, second] = await Promise.all([
        sessions.markRotated(session.id, minutesAfterT0(1), 'sealed-first'),
        sessions.markRotated(session.id, minutesAfterT0(1), 'sealed-second'),
      ]);

      expect([first, second].sort()).toEqual([false, true]);
      expect(await sessions.findByAccessTokenHash(session.accessTokenHash)).toMatchObject({
        rotatedAt: minutesAfterT0(1),
        revokedAt: minutesAfterT0(1),
        successor: first ? 'sealed-first' : 'sealed-second',
      });
    });

    it('does not rotate a revoked session, and keeps the first revocation time', async () => {
      const { sessions } = harness.repos;
      const user = await seedUser(harness.repos);
      const session = await sessions.create(aSession({ userId: user.id }));

      await sessions.revoke(session.id, minutesAfterT0(1));
      await sessions.revoke(session.id, minutesAfterT0(2));

      expect(await sessions.markRotated(session.id, minutesAfterT0(3), 'sealed')).toBe(false);
      expect(await sessions.findByAccessTokenHash(session.accessTokenHash)).toMatchObject({
        rotatedAt: null,
        revokedAt: minutesAfterT0(1),
        successor: null,
      });
    });

    it('revokes a whole family and nothing else', async () => {
      const { sessions } = harness.repos;
      const user = await seedUser(harness.repos);
      const older = await sessions.create(aSession({ userId: user.id, familyId: 'family-a' }));
      await sessions.markRotated(older.id, minutesAfterT0(1), 'sealed');
      const newer = await sessions.create(aSession({ userId: user.id, familyId: 'family-a' }));
      const other = await sessions.create(aSession({ userId: user.id, familyId: 'family-b' }));

      await sessions.revokeFamily('family-a', minutesAfterT0(5));

      expect((await sessions.findByAccessTokenHash(older.accessTokenHash))?.revokedAt).toEqual(
        minutesAfterT0(1),
      );
      expect((await sessions.findByAccessTokenHash(newer.accessTokenHash))?.revokedAt).toEqual(
        minutesAfterT0(5),
      );
      expect((await sessions.findByAccessTokenHash(other.accessTokenHash))?.revokedAt).toBeNull();
    });

    it('revokes every session of one user', async () => {
      const { sessions } = harness.repos;
      const user = await seedUser(harness.repos);
      const someoneElse = await seedUser(harness.repos);
      const first = await sessions.create(aSession({ userId: user.id }));
      const second = await sessions.create(aSession({ userId: user.id }));
      const theirs = await sessions.create(aSession({ userId: someoneElse.id }));

      await sessions.revokeAllForUser(user.id, T0);

      expect((await sessions.findByAccessTokenHash(first.accessTokenHash))?.revokedAt).toEqual(T0);
      expect((await sessions.findByAccessTokenHash(second.accessTokenHash))?.revokedAt).toEqual(T0);
      expect((await sessions.findByAccessTokenHash(theirs.accessTokenHash))?.revokedAt).toBeNull();
    });
  });
}
