import { ScryptPasswordHasher } from '@camppass/adapter-local';
import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { UNIT_OF_WORK } from '@camppass/core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, seedAccount } from '../../testing/http';
import { useServerDatabases } from '../../testing/server-database';
import { type TestApp, testApp } from '../../testing/test-app';

// Accounts whose password was hashed with scrypt before Argon2id: the next right password replaces
// the stored hash with an Argon2id one, over HTTP on the in-memory fakes and on PostgreSQL (skipped,
// saying why, only when no server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1 is not set).
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();
const scrypt = new ScryptPasswordHasher({ cost: { logN: 10, r: 8, p: 1 } });
afterAll(() => scrypt.close());

const login = (email: string, password: string) => ({
  body: { email, password, loginType: 'member', recaptchaToken: 'dev-ok' },
});

const storedHash = async (test: TestApp, id: string) =>
  (await test.container.get(UNIT_OF_WORK).run((repos) => repos.users.findById(id)))?.passwordHash;

for (const [label, factory, skipped] of [
  ['in memory', () => testApp(), false],
  [
    `PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
    async () => (await databases.create()).app(),
    unavailable !== undefined,
  ],
] as const) {
  describe.skipIf(skipped)(`password rehash at sign-in (${label})`, () => {
    it('signs a scrypt hash in and stores Argon2id in its place; a wrong password changes nothing', async () => {
      const test = await factory();
      const account = await seedAccount(test, { email: 'member@camppass.test' });
      const legacy = await scrypt.hash(account.password);
      await test.container
        .get(UNIT_OF_WORK)
        .run((repos) => repos.users.setPasswordHash(account.id, legacy, test.clock.now()));

      const wrong = await call(test, 'auth-login', login(account.email, 'Wrong-pass-1'));
      expect(wrong.status).toBe(401);
      expect(await storedHash(test, account.id)).toBe(legacy);

      const first = await call(test, 'auth-login', login(account.email, account.password));
      expect(first.status).toBe(200);
      // The tests' Argon2id cost (production's is m=19456,t=2,p=1).
      const renewed = await storedHash(test, account.id);
      expect(renewed).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(first.body).not.toContain(renewed);

      const again = await call(test, 'auth-login', login(account.email, account.password));
      expect(again.status).toBe(200);
      expect(await storedHash(test, account.id)).toBe(renewed);
      expect((await call(test, 'auth-login', login(account.email, 'Wrong-pass-1'))).status).toBe(401);
      expect(await storedHash(test, account.id)).toBe(renewed);
    });
  });
}
