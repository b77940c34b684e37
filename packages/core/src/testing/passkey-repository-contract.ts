import { describe, expect, it } from 'vitest';
import { minutesAfterT0, T0 } from './builders';
import { type RepositoryHarnessFactory, seedUser, useRepositoryHarness } from './contract-harness';

const passkeyOf = (userId: string, credentialId: string) => ({
  userId,
  label: 'Laptop',
  credentialId,
  publicKey: `key-of-${credentialId}`,
  signCount: 0,
  transports: ['internal', 'hybrid'],
  createdAt: T0,
});

/** The behaviour every PasskeyRepository shares: one account per credential, each use once. */
export function describePasskeyRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`PasskeyRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('adds confirmed passkeys listed among the factors, a credential id once across accounts', async () => {
      const { passkeys, secondFactors } = harness.repos;
      const user = await seedUser(harness.repos);
      const other = await seedUser(harness.repos, 'other@camppass.test');
      const added = await passkeys.addPasskey(passkeyOf(user.id, 'cred-1'));
      expect(added).toMatchObject({ kind: 'passkey', confirmedAt: T0, transports: ['internal', 'hybrid'] });
      expect(await passkeys.addPasskey(passkeyOf(other.id, 'cred-1'))).toBeNull();
      await passkeys.addPasskey({ ...passkeyOf(user.id, 'cred-2'), createdAt: minutesAfterT0(1) });
      expect((await passkeys.listPasskeys(user.id)).map((p) => p.credentialId)).toEqual(['cred-1', 'cred-2']);
      expect(await passkeys.listPasskeys(other.id)).toEqual([]);
      expect(await passkeys.findPasskey('cred-1')).toMatchObject({
        userId: user.id,
        publicKey: 'key-of-cred-1',
      });
      expect((await secondFactors.listFactors(user.id)).map((f) => f.kind)).toEqual(['passkey', 'passkey']);
      expect(await secondFactors.removeFactor(user.id, added?.id ?? '', false)).toBe(true);
      expect(await passkeys.findPasskey('cred-1')).toBeNull();
    });

    it('moves the counter forward once when signatures race, and keeps a counter of 0 usable', async () => {
      const { passkeys } = harness.repos;
      const user = await seedUser(harness.repos);
      const counting = await passkeys.addPasskey(passkeyOf(user.id, 'counting'));
      const id = counting?.id ?? '';
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => passkeys.usePasskey(id, 3, T0)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await passkeys.usePasskey(id, 2, T0)).toBe(false);
      expect(await passkeys.findPasskey('counting')).toMatchObject({ signCount: 3, lastUsedAt: T0 });
      const zero = await passkeys.addPasskey(passkeyOf(user.id, 'zero'));
      expect(await passkeys.usePasskey(zero?.id ?? '', 0, T0)).toBe(true);
      expect(await passkeys.usePasskey(zero?.id ?? '', 0, T0)).toBe(true);
    });

    it('uses a challenge once, for its purpose, before it expires, when uses race', async () => {
      const { passkeys } = harness.repos;
      const user = await seedUser(harness.repos);
      const base = { userId: user.id, createdAt: T0, expiresAt: minutesAfterT0(5) };
      await passkeys.createWebauthnChallenge({ ...base, purpose: 'register', challengeHash: 'h-1' });
      expect(await passkeys.useWebauthnChallenge('h-1', 'authenticate', T0)).toBeNull();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => passkeys.useWebauthnChallenge('h-1', 'register', T0)),
      );
      expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
      expect(outcomes.find((o) => o !== null)).toMatchObject({ userId: user.id, usedAt: T0 });
      await passkeys.createWebauthnChallenge({ ...base, purpose: 'authenticate', challengeHash: 'h-2' });
      expect(await passkeys.useWebauthnChallenge('h-2', 'authenticate', minutesAfterT0(5))).toBeNull();
      expect(await passkeys.useWebauthnChallenge('unknown', 'authenticate', T0)).toBeNull();
    });

    it("keeps a sign-in's challenge of no account, used once and for a sign-in only", async () => {
      const { passkeys } = harness.repos;
      await passkeys.createWebauthnChallenge({
        userId: null,
        purpose: 'sign-in',
        challengeHash: 'h-sign-in',
        createdAt: T0,
        expiresAt: minutesAfterT0(5),
      });
      expect(await passkeys.useWebauthnChallenge('h-sign-in', 'authenticate', T0)).toBeNull();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => passkeys.useWebauthnChallenge('h-sign-in', 'sign-in', T0)),
      );
      expect(outcomes.filter((o) => o !== null)).toEqual([expect.objectContaining({ userId: null })]);
    });
  });
}
