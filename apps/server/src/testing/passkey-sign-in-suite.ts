import { SoftwareAuthenticator } from '@camppass/adapter-webauthn/testing';
import { UNIT_OF_WORK } from '@camppass/core';
import { PASSKEY_SIGN_IN_FAILED, REAUTHENTICATION_FAILED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, SOCKET } from './http';
import { type SecondFactorRole, seedSecondFactorPeople } from './second-factor-suite';
import type { TestApp } from './test-app';

type Role = SecondFactorRole;
const ROLES = ['member', 'otherMember', 'staff', 'owner', 'otherOwner', 'admin'] as const;
const SCREENS = ['member', 'owner', 'superAdmin'] as const;
// The test app's APP_BASE_URL: the relying party and the one origin accepted.
const RP = { rpId: 'camppass.test', origin: 'http://camppass.test' };

type Options = { challenge: string; allowCredentials: { id: string }[]; userVerification: string };

/**
 * Signing in with a passkey alone, and a passkey as the proof before weakening the account, over
 * HTTP with real WebAuthn answers (a software authenticator checked by @simplewebauthn/server).
 * With `racesOnly`, only the parallel use of one answer (a server database's connections are few).
 */
export const describePasskeySignInOverHttp = (
  name: string,
  makeApp: () => Promise<TestApp>,
  { racesOnly = false } = {},
) =>
  describe(`passkey sign-in over HTTP (${name})`, () => {
    const undeclared = Object.assign(() => undefined, { each: () => () => undefined });
    const matrix = racesOnly ? (undeclared as unknown as typeof it) : it;
    let test: TestApp;
    let s: Awaited<ReturnType<typeof seedSecondFactorPeople>>;
    const keys = {} as Record<Role, SoftwareAuthenticator>;

    const optionsOf = async (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.status, res.body).toBe(200);
      return (res.json.data as { options: Options }).options;
    };
    const signInOptions = async () => optionsOf(await call(test, 'start-passkey-sign-in', { body: {} }));
    /** The role's passkey answering a fresh sign-in challenge, its user handle the account id. */
    const signedBy = async (role: Role, extra: { userVerified?: boolean; origin?: string } = {}) =>
      keys[role].assert({
        ...RP,
        ...extra,
        challenge: (await signInOptions()).challenge,
        userHandle: s.accounts[role].id,
      });
    const passkeySignIn = (response: unknown, loginType: string, env?: unknown) =>
      call(test, 'passkey-sign-in', { body: { response, loginType }, ...(env ? { env } : {}) });

    beforeEach(async () => {
      test = await makeApp();
      s = await seedSecondFactorPeople(test);
      for (const [i, role] of ROLES.entries()) {
        keys[role] = new SoftwareAuthenticator(10 + i);
        const started = await call(test, 'start-passkey-registration', { token: s.tokens[role], body: {} });
        const { challenge } = await optionsOf(started);
        const response = keys[role].register({ ...RP, challenge });
        const done = await call(test, 'finish-passkey-registration', {
          token: s.tokens[role],
          body: { name: 'Laptop', response },
        });
        expect(done.status, done.body).toBe(200);
      }
    });

    matrix('hands out discoverable options to anyone, token or not', async () => {
      for (const token of [undefined, ...ROLES.map((role) => s.tokens[role])]) {
        const res = await call(test, 'start-passkey-sign-in', { body: {}, ...(token ? { token } : {}) });
        const options = await optionsOf(res);
        expect(options.allowCredentials).toEqual([]);
        expect(options.userVerification).toBe('required');
      }
    });

    matrix.each(ROLES)(
      "signs the %s in on each screen exactly where their password would, refused with the password's words elsewhere",
      async (role) => {
        for (const screen of SCREENS) {
          const byPassword = await call(test, 'auth-login', {
            body: {
              email: s.accounts[role].email,
              password: s.accounts[role].password,
              loginType: screen,
              recaptchaToken: 'dev-ok',
            },
          });
          const byPasskey = await passkeySignIn(await signedBy(role), screen);
          expect(byPasskey.status, `${role} on ${screen}: ${byPasskey.body}`).toBe(byPassword.status);
          if (byPassword.status === 200) {
            expect(byPasskey.json).toMatchObject({ success: true, user: { email: s.accounts[role].email } });
            const token = (byPasskey.json.tokens as { accessToken: string }).accessToken;
            const me = await call(test, 'get-user-profile', { method: 'GET', token });
            expect(me.status, me.body).toBe(200);
          } else {
            expect(byPasskey.json).toEqual(byPassword.json);
          }
        }
      },
    );

    matrix('refuses a suspended account like its password, and malformed or unverified answers', async () => {
      await test.container
        .get(UNIT_OF_WORK)
        .run((repos) =>
          repos.users.saveProfile(
            s.accounts.owner.id,
            { firstName: 'Jamie', lastName: 'Rivers', status: 'inactive' },
            test.clock.now(),
          ),
        );
      const suspended = await passkeySignIn(await signedBy('owner'), 'owner');
      const password = await call(test, 'auth-login', {
        body: { ...s.accounts.owner, loginType: 'owner', recaptchaToken: 'dev-ok' },
      });
      expect(suspended.status).toBe(403);
      expect(suspended.json).toEqual(password.json);

      expect((await call(test, 'passkey-sign-in', { body: {} })).status).toBe(400);
      expect((await passkeySignIn('not-an-object', 'owner')).status).toBe(400);
      expect((await passkeySignIn(await signedBy('staff'), 'root')).status).toBe(400);
      for (const response of [
        { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm9wZQ' } },
        await signedBy('staff', { userVerified: false }),
        await signedBy('staff', { origin: 'https://evil.test' }),
        { ...(await signedBy('staff')), response: { ...(await signedBy('member')).response } },
      ]) {
        const refused = await passkeySignIn(response, 'owner');
        expect(refused.status, refused.body).toBe(401);
        expect(refused.json).toMatchObject({ code: 'INVALID_CREDENTIALS', error: PASSKEY_SIGN_IN_FAILED });
      }
      // An answer to a second step's challenge is not a sign-in's.
      const login = await call(test, 'auth-login', {
        body: { ...s.accounts.staff, loginType: 'owner', recaptchaToken: 'dev-ok' },
      });
      const challengeToken = (login.json.secondStep as { challengeToken: string }).challengeToken;
      const step = await optionsOf(
        await call(test, 'start-passkey-second-step', { body: { challengeToken } }),
      );
      const answer = keys.staff.assert({ ...RP, challenge: step.challenge });
      expect((await passkeySignIn(answer, 'owner')).status).toBe(401);
    });

    matrix('counts failed answers per address, failures only', async () => {
      const elsewhere = { incoming: { socket: { remoteAddress: '198.51.100.99' } } };
      // Refusals for the wrong screen, and requests that never reach a check, are not failures.
      for (let i = 0; i < 35; i++)
        expect((await passkeySignIn(await signedBy('member'), 'owner')).status).toBe(403);
      for (let i = 0; i < 30; i++)
        expect((await passkeySignIn('not-an-object', 'owner', SOCKET)).status).toBe(400);
      const bad = { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm9wZQ' } };
      for (let i = 0; i < 30; i++) expect((await passkeySignIn(bad, 'owner')).status).toBe(401);
      const limited = await passkeySignIn(await signedBy('owner'), 'owner');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).not.toBeNull();
      expect((await passkeySignIn(await signedBy('owner'), 'owner', elsewhere)).status).toBe(200);
    });

    it('signs in once of 50 parallel uses of one answer', async () => {
      const answer = await signedBy('owner');
      const outcomes = await Promise.all(Array.from({ length: 50 }, () => passkeySignIn(answer, 'owner')));
      expect(outcomes.filter((res) => res.status === 200)).toHaveLength(1);
      expect(outcomes.every((res) => [200, 401, 429].includes(res.status))).toBe(true);
    });

    matrix.each(ROLES)('lets the %s confirm with their own passkey only', async (role) => {
      const presence = async (token: string) =>
        optionsOf(await call(test, 'start-passkey-presence', { token, body: {} }));
      const other: Role = role === 'owner' ? 'otherOwner' : 'owner';
      const mine = await presence(s.tokens[role]);
      expect(mine.allowCredentials.map((c) => c.id)).toEqual([keys[role].id]);
      expect(mine.userVerification).toBe('required');
      const foreign = await call(test, 'regenerate-recovery-codes', {
        token: s.tokens[role],
        body: { passkey: keys[other].assert({ ...RP, challenge: mine.challenge }) },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.json).toMatchObject({ code: 'REAUTHENTICATION_FAILED', error: REAUTHENTICATION_FAILED });
      const theirs = await presence(s.tokens[other]);
      const stolen = await call(test, 'regenerate-recovery-codes', {
        token: s.tokens[role],
        body: { passkey: keys[other].assert({ ...RP, challenge: theirs.challenge }) },
      });
      expect(stolen.status).toBe(403);
      const own = keys[role].assert({ ...RP, challenge: (await presence(s.tokens[role])).challenge });
      const regenerated = await call(test, 'regenerate-recovery-codes', {
        token: s.tokens[role],
        body: { passkey: own },
      });
      expect(regenerated.status, regenerated.body).toBe(200);
      const replayed = await call(test, 'regenerate-recovery-codes', {
        token: s.tokens[role],
        body: { passkey: own },
      });
      expect(replayed.status).toBe(403);
    });

    matrix("refuses presence options without a token, and removes no other account's factor", async () => {
      expect((await call(test, 'start-passkey-presence', { body: {} })).status).toBe(401);
      const settings = async (role: Role) =>
        (await call(test, 'get-security-settings', { method: 'GET', token: s.tokens[role] })).json.data as {
          factors: { id: string }[];
        };
      const [theirs] = (await settings('otherOwner')).factors;
      const { challenge } = await optionsOf(
        await call(test, 'start-passkey-presence', { token: s.tokens.owner, body: {} }),
      );
      const removed = await call(test, 'remove-second-factor', {
        token: s.tokens.owner,
        body: { factorId: theirs?.id, passkey: keys.owner.assert({ ...RP, challenge }) },
      });
      expect(removed.status).not.toBe(200);
      expect((await settings('otherOwner')).factors).toHaveLength(1);
    });
  });
