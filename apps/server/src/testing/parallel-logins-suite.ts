import { describe, expect, it } from 'vitest';
import { call, seedAccount } from './http';
import type { TestApp } from './test-app';

const login = (email: string, password: string) => ({
  body: { email, password, loginType: 'member', recaptchaToken: 'dev-ok' },
});

/**
 * Logins sent at once from one address: only failures count against it (auth-login's places wait
 * for attempts in flight rather than refuse them), run over any app (in-memory or PostgreSQL).
 */
export function describeParallelLogins(label: string, open: () => Promise<TestApp>): void {
  describe(`parallel logins from one address (${label})`, () => {
    it('signs in all 40 parallel correct logins of one account', async () => {
      const test = await open();
      const account = await seedAccount(test, { email: 'member@camppass.test' });

      const answers = await Promise.all(
        Array.from({ length: 40 }, () => call(test, 'auth-login', login(account.email, account.password))),
      );

      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    });

    it('signs in 4 accounts × 10 parallel correct logins from one office address', async () => {
      const test = await open();
      const accounts = await Promise.all(
        ['a', 'b', 'c', 'd'].map((name) => seedAccount(test, { email: `${name}@camppass.test` })),
      );

      const answers = await Promise.all(
        accounts.flatMap((account) =>
          Array.from({ length: 10 }, () => call(test, 'auth-login', login(account.email, account.password))),
        ),
      );

      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    });

    it('still tries only 10 of 40 parallel wrong passwords, then refuses with Retry-After 900', async () => {
      const test = await open();
      const account = await seedAccount(test, { email: 'member@camppass.test' });

      const answers = await Promise.all(
        Array.from({ length: 40 }, () => call(test, 'auth-login', login(account.email, 'Wrong-pass-1'))),
      );

      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(30);
      expect(refused.every((answer) => answer.headers.get('retry-after') === '900')).toBe(true);
      const right = await call(test, 'auth-login', login(account.email, account.password));
      expect([right.status, right.headers.get('retry-after')]).toEqual([429, '900']);
    });
  });
}
