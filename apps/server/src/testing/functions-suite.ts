import {
  authLoginResponseSchema,
  getUserProfileResponseSchema,
  validateInvitationResponseSchema,
} from '@camppass/client';
import {
  ADMIN_ACCESS_NOT_AUTHORIZED,
  LOGIN_CAPTCHA_REQUIRED,
  LOGIN_FIELDS_REQUIRED,
  OWNER_ACCESS_NOT_AUTHORIZED,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_WEAK,
  passwordGuessableMessage,
  RESET_SAME_PASSWORD,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_INVALID,
  RESET_TOKEN_NOT_FOUND,
  RESET_TOO_MANY_REQUESTS,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  DEFAULT_PASSWORD,
  exchanges,
  linkTo,
  loginAs,
  mailbox,
  seedAccount,
  seedCampground,
} from './http';
import type { TestApp } from './test-app';

const login = (email: string, password: string, loginType = 'member', recaptchaToken = 'dev-ok') => ({
  body: { email, password, loginType, recaptchaToken },
});

/**
 * Every function of this contract over HTTP, on the persistence `factory` gives: success, each
 * error of 01 §8 the server can cause, 401/403/429, single-use links and token rotation.
 */
export function describeFunctionSuites(label: string, factory: () => Promise<TestApp>): void {
  describe(`functions over HTTP (${label})`, () => {
    let test: TestApp;
    beforeEach(async () => {
      test = await factory();
    });

    describe('auth-login', () => {
      it('signs in through each login with the user and tokens of 01 §7', async () => {
        const campground = await seedCampground(test, 'pine-valley');
        const member = await seedAccount(test, { email: 'member@camppass.test' });
        const owner = await seedAccount(test, {
          email: 'owner@camppass.test',
          roles: [{ role: 'owner', campgroundId: campground.id }],
        });
        const admin = await seedAccount(test, {
          email: 'admin@camppass.test',
          roles: [{ role: 'super_admin' }],
        });

        for (const [account, loginType, role] of [
          [member, 'member', 'member'],
          [owner, 'owner', 'owner'],
          [admin, 'superAdmin', 'super_admin'],
        ] as const) {
          // The super admin's device is remembered for its second factor: the password alone signs in.
          const res = await call(test, 'auth-login', {
            ...login(account.email.toUpperCase(), account.password, loginType),
            ...(account.deviceCookie ? { headers: { cookie: account.deviceCookie } } : {}),
          });
          expect(res.status).toBe(200);
          expect(res.headers.get('cache-control')).toBe('no-store');
          const body = authLoginResponseSchema.parse(res.json);
          if (!('user' in body)) throw new Error('a second step was asked on a remembered device');
          expect(body.user).toMatchObject({ email: account.email, role, name: 'Jamie Rivers' });
          expect(body.tokens.accessToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
          expect(new Date(body.tokens.expiresAt).getTime() - test.clock.now().getTime()).toBe(60 * 60 * 1000);
        }
        const ownerLogin = await call(test, 'auth-login', login(owner.email, owner.password, 'owner'));
        expect(ownerLogin.json.user).toMatchObject({
          campgroundId: campground.id,
          roles: [{ role_name: 'owner', campground_id: campground.id }],
          permissions: { canAccessOwner: true, canAccessMember: true, isAdmin: false },
        });
      });

      it('asks for both fields and for the captcha in the words of 01 §5', async () => {
        const empty = await call(test, 'auth-login', {
          body: { loginType: 'member', recaptchaToken: 'dev-ok' },
        });
        expect([empty.status, empty.json.error]).toEqual([400, LOGIN_FIELDS_REQUIRED]);
        const noCaptcha = await call(test, 'auth-login', login('a@b.co', 'x', 'member', ''));
        expect([noCaptcha.status, noCaptcha.json.error]).toEqual([400, LOGIN_CAPTCHA_REQUIRED]);
      });

      it('fails a wrong captcha with a message the portal reads as "reCAPTCHA verification failed"', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        const res = await call(
          test,
          'auth-login',
          login(account.email, account.password, 'member', 'forged'),
        );
        expect(res.status).toBe(400);
        expect(res.json.code).toBe('CAPTCHA_FAILED');
        expect(res.json.error).toContain('reCAPTCHA verification failed');
      });

      it('gives "Invalid credentials" alike for a wrong password and an unknown address', async () => {
        await seedAccount(test, { email: 'member@camppass.test' });
        const wrong = await call(test, 'auth-login', login('member@camppass.test', 'Wrong-pass-1'));
        const unknown = await call(test, 'auth-login', login('nobody@camppass.test', 'Wrong-pass-1'));
        for (const res of [wrong, unknown]) {
          expect(res.status).toBe(401);
          expect(res.json).toEqual({
            success: false,
            error: 'Invalid credentials',
            code: 'INVALID_CREDENTIALS',
          });
        }
      });

      it.each([
        ['no profile', { status: null }, 404, 'User profile not found'],
        ['an inactive account', { status: 'inactive' as const }, 403, 'Account is not active'],
        ['no roles', { roles: [] }, 403, 'User has no assigned roles'],
      ])('refuses an account with %s with the 01 §8 text', async (_, seed, status, error) => {
        const account = await seedAccount(test, { email: 'someone@camppass.test', ...seed });
        const res = await call(test, 'auth-login', login(account.email, account.password));
        expect(res.status).toBe(status);
        expect(res.json.error).toContain(error);
      });

      it('keeps members out of the owner and admin logins (403)', async () => {
        const member = await seedAccount(test, { email: 'member@camppass.test' });
        const owner = await call(test, 'auth-login', login(member.email, member.password, 'owner'));
        expect([owner.status, owner.json.error]).toEqual([403, OWNER_ACCESS_NOT_AUTHORIZED]);
        const admin = await call(test, 'auth-login', login(member.email, member.password, 'superAdmin'));
        expect([admin.status, admin.json.error]).toEqual([403, ADMIN_ACCESS_NOT_AUTHORIZED]);
      });

      it('answers 400, never 500, for bodies that are not the contract', async () => {
        for (const body of [
          '{"email":',
          '[1,2]',
          'null',
          JSON.stringify({ loginType: 'admin' }),
          JSON.stringify({ loginType: 'member', email: 7 }),
        ]) {
          const res = await call(test, 'auth-login', { body });
          expect(res.status, body).toBe(400);
          expect(res.json.success).toBe(false);
          expect(['INVALID_INPUT', 'VALIDATION_ERROR']).toContain(res.json.code);
        }
      });

      it('refuses an address after 10 failures on an account (429 with Retry-After), never the account', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        for (let attempt = 0; attempt < 10; attempt += 1) {
          expect((await call(test, 'auth-login', login(account.email, 'Wrong-pass-1'))).status).toBe(401);
        }
        const refused = await call(test, 'auth-login', login(account.email, account.password));
        expect(refused.status).toBe(429);
        expect(refused.json.code).toBe('RATE_LIMITED');
        expect(Number(refused.headers.get('retry-after'))).toBe(900);
        const elsewhere = { incoming: { socket: { remoteAddress: '192.0.2.80' } } };
        expect(
          (await call(test, 'auth-login', { ...login(account.email, account.password), env: elsewhere }))
            .status,
        ).toBe(200);
        test.clock.advance({ minutes: 15 });
        expect((await call(test, 'auth-login', login(account.email, account.password))).status).toBe(200);
      });

      it('lets the right password in after failures from many addresses, slowed down instead of refused', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        for (let attempt = 0; attempt < 12; attempt += 1) {
          const env = { incoming: { socket: { remoteAddress: `198.51.100.${attempt}` } } };
          expect(
            (await call(test, 'auth-login', { ...login(account.email, 'Wrong-pass-1'), env })).status,
          ).toBe(401);
        }
        expect(test.delay.waits).toHaveLength(2);

        expect((await call(test, 'auth-login', login(account.email, account.password))).status).toBe(200);
        expect(test.delay.waits).toHaveLength(3);
      });

      it.each([50, 200])(
        'lets exactly 10 of %i parallel wrong passwords for one account through to 401, the rest 429',
        async (parallel) => {
          const account = await seedAccount(test, { email: 'member@camppass.test' });

          const answers = await Promise.all(
            Array.from({ length: parallel }, () =>
              call(test, 'auth-login', login(account.email, 'Wrong-pass-1')),
            ),
          );

          const statuses = answers.map((answer) => answer.status);
          expect(statuses.filter((status) => status === 401)).toHaveLength(10);
          expect(statuses.filter((status) => status === 429)).toHaveLength(parallel - 10);
        },
      );

      it('lets exactly 30 of 120 parallel attempts from one address with different e-mails through', async () => {
        const answers = await Promise.all(
          Array.from({ length: 120 }, (_, i) =>
            call(test, 'auth-login', login(`nobody${i}@camppass.test`, 'Wrong-pass-1')),
          ),
        );

        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 401)).toHaveLength(30);
        expect(statuses.filter((status) => status === 429)).toHaveLength(90);
      });

      it('limits failed attempts per client address, ignoring X-Forwarded-For unless TRUST_PROXY is set', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        for (let attempt = 0; attempt < 30; attempt += 1) {
          const res = await call(test, 'auth-login', {
            ...login(`nobody${attempt}@camppass.test`, 'Wrong-pass-1'),
            headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
          });
          expect(res.status).toBe(401);
        }
        const blocked = await call(test, 'auth-login', login(account.email, account.password));
        expect(blocked.status).toBe(429);
        const elsewhere = await call(test, 'auth-login', {
          ...login(account.email, account.password),
          env: { incoming: { socket: { remoteAddress: '192.0.2.44' } } },
        });
        expect(elsewhere.status).toBe(200);
      });
    });

    describe('sessions', () => {
      it('get-user-profile answers the user for a live token and 401 otherwise', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        const tokens = await loginAs(test, account);
        const ok = await call(test, 'get-user-profile', { method: 'GET', token: tokens.accessToken });
        expect(ok.status).toBe(200);
        expect(getUserProfileResponseSchema.parse(ok.json).user.email).toBe(account.email);

        const missing = await call(test, 'get-user-profile', { method: 'GET' });
        expect(missing.status).toBe(401);
        expect(missing.headers.get('www-authenticate')).toBe('Bearer');
        expect(missing.json).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
        expect((await call(test, 'get-user-profile', { method: 'GET', token: 'made-up' })).status).toBe(401);

        test.clock.advance({ minutes: 61 });
        expect(
          (await call(test, 'get-user-profile', { method: 'GET', token: tokens.accessToken })).status,
        ).toBe(401);
      });

      it('auth-logout revokes the session and the refresh tokens descending from it', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        const tokens = await loginAs(test, account);
        const other = await loginAs(test, account);
        const out = await call(test, 'auth-logout', { token: tokens.accessToken });
        expect(out.json).toEqual({ success: true });
        expect(
          (await call(test, 'get-user-profile', { method: 'GET', token: tokens.accessToken })).status,
        ).toBe(401);
        expect(
          (await call(test, 'auth-refresh', { body: { refreshToken: tokens.refreshToken } })).status,
        ).toBe(401);
        expect((await call(test, 'auth-logout', { token: tokens.accessToken })).status).toBe(401);
        expect((await call(test, 'auth-logout')).status).toBe(401);
        // Another sign-in of the same person is a session of its own.
        expect(
          (await call(test, 'get-user-profile', { method: 'GET', token: other.accessToken })).status,
        ).toBe(200);
      });

      it('auth-refresh rotates the pair; a refresh token reused after 10 s revokes the whole family', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        const first = await loginAs(test, account);
        test.clock.advance({ minutes: 5 });
        const rotated = await call(test, 'auth-refresh', { body: { refreshToken: first.refreshToken } });
        expect(rotated.status).toBe(200);
        const second = rotated.json.tokens as typeof first;
        expect(second.refreshToken).not.toBe(first.refreshToken);
        expect(
          (await call(test, 'get-user-profile', { method: 'GET', token: second.accessToken })).status,
        ).toBe(200);

        // Past the 10-second window in which racing tabs get the same pair.
        test.clock.advance({ seconds: 11 });
        const reuse = await call(test, 'auth-refresh', { body: { refreshToken: first.refreshToken } });
        expect(reuse.status).toBe(401);
        expect(reuse.json.code).toBe('REFRESH_TOKEN_REUSED');
        expect(
          (await call(test, 'get-user-profile', { method: 'GET', token: second.accessToken })).status,
        ).toBe(401);
        expect(
          (await call(test, 'auth-refresh', { body: { refreshToken: second.refreshToken } })).status,
        ).toBe(401);
      });

      it('auth-refresh gives 20 parallel refreshes of one token (tabs racing) the same working pair', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        const first = await loginAs(test, account);

        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            call(test, 'auth-refresh', { body: { refreshToken: first.refreshToken } }),
          ),
        );

        expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
        const pairs = new Set(answers.map((answer) => JSON.stringify(answer.json.tokens)));
        expect(pairs.size).toBe(1);
        const pair = answers[0]?.json.tokens as typeof first;
        expect(
          (await call(test, 'get-user-profile', { method: 'GET', token: pair.accessToken })).status,
        ).toBe(200);
        expect((await call(test, 'auth-refresh', { body: { refreshToken: pair.refreshToken } })).status).toBe(
          200,
        );
      });

      it('auth-refresh needs a refresh token', async () => {
        expect((await call(test, 'auth-refresh', { body: {} })).json.code).toBe('VALIDATION_ERROR');
        expect((await call(test, 'auth-refresh', { body: { refreshToken: 'unknown' } })).status).toBe(401);
      });
    });

    describe('password reset', () => {
      it('mails a one-hour single-use link built from APP_BASE_URL, whatever the Host header says', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        const res = await call(test, 'recovery-password', {
          body: { email: ' Member@CampPass.test ' },
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        });
        expect(res.status).toBe(200);
        expect(res.json).toMatchObject({ success: true });
        const link = await linkTo(test, account.email, '/auth/reset-password');
        expect(link.origin).toBe('http://camppass.test');
        expect(link.searchParams.get('type')).toBe('recovery');
        expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      });

      it('answers an unknown address exactly as a known one, and mails nothing', async () => {
        await seedAccount(test, { email: 'member@camppass.test' });
        const known = await call(test, 'recovery-password', { body: { email: 'member@camppass.test' } });
        const unknown = await call(test, 'recovery-password', { body: { email: 'nobody@camppass.test' } });
        expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
        expect((await mailbox(test)).map((message) => message.to)).toEqual(['member@camppass.test']);
      });

      it('uses the codes of 01 §8 for a missing or malformed address', async () => {
        const missing = await call(test, 'recovery-password', { body: {} });
        expect([missing.status, missing.json.code]).toEqual([400, 'MISSING_EMAIL']);
        const invalid = await call(test, 'recovery-password', { body: { email: 'not-an-address' } });
        expect([invalid.status, invalid.json.code]).toEqual([400, 'INVALID_EMAIL']);
      });

      it('allows 5 requests per hour per address, then 429 with the spec message', async () => {
        for (let request = 0; request < 5; request += 1) {
          expect(
            (await call(test, 'recovery-password', { body: { email: 'nobody@camppass.test' } })).status,
          ).toBe(200);
        }
        const limited = await call(test, 'recovery-password', { body: { email: 'nobody@camppass.test' } });
        expect(limited.status).toBe(429);
        expect(limited.json).toMatchObject({ code: 'RATE_LIMITED', error: RESET_TOO_MANY_REQUESTS });
        expect(limited.headers.get('retry-after')).not.toBeNull();
      });

      it('sets the new password once, revokes every session, and refuses the link after', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        const session = await loginAs(test, account);
        await call(test, 'recovery-password', { body: { email: account.email } });
        const code =
          (await linkTo(test, account.email, '/auth/reset-password')).searchParams.get('code') ?? '';

        const weak = await call(test, 'reset-password', { body: { code, password: 'alllowercase1' } });
        expect([weak.status, weak.json.error]).toEqual([400, PASSWORD_TOO_WEAK]);
        const common = await call(test, 'reset-password', { body: { code, password: 'Password1' } });
        expect([common.status, common.json.error]).toEqual([400, PASSWORD_TOO_COMMON]);
        // Guessable though it passes the composition rules: refused with the estimator's reason.
        const guessable = await call(test, 'reset-password', { body: { code, password: 'Summer2024!' } });
        expect([guessable.status, guessable.json.error]).toEqual([
          400,
          passwordGuessableMessage('similarToCommon'),
        ]);
        const same = await call(test, 'reset-password', { body: { code, password: account.password } });
        expect([same.status, same.json.code, same.json.error]).toEqual([
          400,
          'SAME_PASSWORD',
          RESET_SAME_PASSWORD,
        ]);

        // A long passphrase is taken whole (ASVS 5.0 V6.2.9: 64 characters and more).
        const passphrase = `Four camp chairs by the lake at dusk, 2 canoes drifting ${'slowly '.repeat(12)}`;
        const done = await call(test, 'reset-password', { body: { code, password: passphrase } });
        expect(done.json).toEqual({ success: true });
        expect(
          (await call(test, 'get-user-profile', { method: 'GET', token: session.accessToken })).status,
        ).toBe(401);
        expect(
          (await call(test, 'auth-refresh', { body: { refreshToken: session.refreshToken } })).status,
        ).toBe(401);
        expect((await call(test, 'auth-login', login(account.email, account.password))).status).toBe(401);
        await loginAs(test, { email: account.email, password: passphrase });

        const again = await call(test, 'reset-password', { body: { code, password: 'Another-pass-3' } });
        expect([again.status, again.json.code, again.json.error]).toEqual([
          409,
          'RESET_CODE_USED',
          RESET_TOKEN_INVALID,
        ]);
      });

      it('refuses an expired or unknown code', async () => {
        const account = await seedAccount(test, { email: 'member@camppass.test' });
        await call(test, 'recovery-password', { body: { email: account.email } });
        const code =
          (await linkTo(test, account.email, '/auth/reset-password')).searchParams.get('code') ?? '';
        test.clock.advance({ minutes: 61 });
        const expired = await call(test, 'reset-password', { body: { code, password: 'New-Camp-pass-2' } });
        expect([expired.status, expired.json.code, expired.json.error]).toEqual([
          400,
          'RESET_CODE_EXPIRED',
          RESET_TOKEN_EXPIRED,
        ]);
        const unknown = await call(test, 'reset-password', {
          body: { code: 'nope', password: 'New-Camp-pass-2' },
        });
        expect([unknown.status, unknown.json.error]).toEqual([404, RESET_TOKEN_NOT_FOUND]);
      });
    });

    describe('owner invitations', () => {
      const invite = async () => {
        const campground = await seedCampground(test, 'pine-valley');
        const admin = await seedAccount(test, {
          email: 'admin@camppass.test',
          roles: [{ role: 'super_admin' }],
        });
        const tokens = await loginAs(test, admin, 'superAdmin');
        const payload = {
          email: 'New.Owner@camppass.test',
          firstName: 'Nora',
          lastName: 'Owner',
          name: 'Nora Owner',
          campgroundId: campground.id,
        };
        return { campground, admin, tokens, payload };
      };

      it('lets a super admin invite an owner by an e-mailed /owner/setup link', async () => {
        const { tokens, payload } = await invite();
        const res = await call(test, 'invite-owner', { body: payload, token: tokens.accessToken });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ success: true });
        const link = await linkTo(test, 'new.owner@camppass.test', '/owner/setup');
        expect(link.origin).toBe('http://camppass.test');
        expect(link.searchParams.get('email')).toBe('new.owner@camppass.test');
        expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      });

      it('refuses callers who are not signed in (401) or not super admin (403)', async () => {
        const { payload, campground } = await invite();
        expect((await call(test, 'invite-owner', { body: payload })).status).toBe(401);
        const owner = await seedAccount(test, {
          email: 'o@camppass.test',
          roles: [{ role: 'owner', campgroundId: campground.id }],
        });
        const ownerTokens = await loginAs(test, owner, 'owner');
        const res = await call(test, 'invite-owner', { body: payload, token: ownerTokens.accessToken });
        expect([res.status, res.json.code]).toEqual([403, 'FORBIDDEN']);
      });

      it('checks the form, the campground and that it has no owner yet', async () => {
        const { tokens, payload, admin } = await invite();
        const missing = await call(test, 'invite-owner', {
          body: { ...payload, email: '', campgroundId: '' },
          token: tokens.accessToken,
        });
        expect(missing.status).toBe(400);
        expect(missing.json.fieldErrors).toEqual({
          email: 'Email is required',
          campgroundId: 'Please select a campground to assign to this owner',
        });
        const unknown = await call(test, 'invite-owner', {
          body: { ...payload, campgroundId: '00000000-0000-4000-8000-00000000ffff' },
          token: tokens.accessToken,
        });
        expect([unknown.status, unknown.json.code]).toEqual([404, 'CAMPGROUND_NOT_FOUND']);
        const owned = await seedCampground(test, 'owned', admin.id);
        const taken = await call(test, 'invite-owner', {
          body: { ...payload, campgroundId: owned.id },
          token: tokens.accessToken,
        });
        expect([taken.status, taken.json.code]).toEqual([409, 'CAMPGROUND_HAS_OWNER']);
      });

      it('validates the link, activates the owner once, and refuses the link after', async () => {
        const { tokens, payload, campground } = await invite();
        await call(test, 'invite-owner', { body: payload, token: tokens.accessToken });
        const link = await linkTo(test, 'new.owner@camppass.test', '/owner/setup');
        const params = {
          token: link.searchParams.get('token') ?? '',
          email: link.searchParams.get('email') ?? '',
        };

        const valid = await call(test, 'validate-invitation', { body: params });
        expect(validateInvitationResponseSchema.parse(valid.json).data).toEqual({
          profile: { firstName: 'Nora', lastName: 'Owner', email: 'new.owner@camppass.test' },
          role: { role: 'owner' },
        });
        const wrongEmail = await call(test, 'validate-invitation', {
          body: { ...params, email: 'x@camppass.test' },
        });
        expect([wrongEmail.status, wrongEmail.json.code]).toEqual([404, 'INVITATION_NOT_FOUND']);
        const incomplete = await call(test, 'validate-invitation', { body: { token: params.token } });
        expect([incomplete.status, incomplete.json.error]).toEqual([
          400,
          'Invalid invitation link. Required parameters are missing.',
        ]);

        const weak = await call(test, 'complete-owner-setup', { body: { ...params, password: 'short' } });
        expect(weak.status).toBe(400);
        const guessable = await call(test, 'complete-owner-setup', {
          body: { ...params, password: 'Passw0rd!' },
        });
        expect([guessable.status, guessable.json.error, guessable.json.fieldErrors]).toEqual([
          400,
          passwordGuessableMessage('similarToCommon'),
          { password: passwordGuessableMessage('similarToCommon') },
        ]);
        const done = await call(test, 'complete-owner-setup', {
          body: { ...params, password: 'Owner-pass-77', firstName: 'Nora', lastName: 'Owner' },
        });
        expect(done.json).toEqual({ success: true });
        const signedIn = await call(
          test,
          'auth-login',
          login('new.owner@camppass.test', 'Owner-pass-77', 'owner'),
        );
        expect(signedIn.json.user).toMatchObject({ role: 'owner', campgroundId: campground.id });

        const reuse = await call(test, 'complete-owner-setup', {
          body: { ...params, password: 'Owner-pass-78' },
        });
        expect([reuse.status, reuse.json.code]).toEqual([409, 'INVITATION_USED']);
        expect((await call(test, 'validate-invitation', { body: params })).json.code).toBe('INVITATION_USED');
      });

      it('refuses an expired invitation', async () => {
        const { tokens, payload } = await invite();
        await call(test, 'invite-owner', { body: payload, token: tokens.accessToken });
        const link = await linkTo(test, 'new.owner@camppass.test', '/owner/setup');
        test.clock.advance({ days: 8 });
        const res = await call(test, 'complete-owner-setup', {
          body: {
            token: link.searchParams.get('token'),
            email: link.searchParams.get('email'),
            password: 'Owner-pass-77',
          },
        });
        expect([res.status, res.json.code]).toEqual([400, 'INVITATION_EXPIRED']);
      });
    });

    describe('secrets', () => {
      it('never answers a password hash, a reset code, an invitation token or a foreign token', async () => {
        exchanges.length = 0;
        const campground = await seedCampground(test, 'pine-valley');
        const member = await seedAccount(test, { email: 'member@camppass.test' });
        const admin = await seedAccount(test, {
          email: 'admin@camppass.test',
          roles: [{ role: 'super_admin' }],
        });
        const adminTokens = await loginAs(test, admin, 'superAdmin');
        const memberTokens = await loginAs(test, member);
        await call(test, 'get-user-profile', { method: 'GET', token: memberTokens.accessToken });
        const refreshed = await call(test, 'auth-refresh', {
          body: { refreshToken: memberTokens.refreshToken },
        });
        await call(test, 'recovery-password', { body: { email: member.email } });
        const code =
          (await linkTo(test, member.email, '/auth/reset-password')).searchParams.get('code') ?? '';
        await call(test, 'reset-password', { body: { code, password: 'New-Camp-pass-2' } });
        await call(test, 'reset-password', { body: { code, password: 'New-Camp-pass-3' } });
        await call(test, 'invite-owner', {
          body: {
            email: 'nora@camppass.test',
            firstName: 'Nora',
            lastName: 'O',
            name: '',
            campgroundId: campground.id,
          },
          token: adminTokens.accessToken,
        });
        const invitation =
          (await linkTo(test, 'nora@camppass.test', '/owner/setup')).searchParams.get('token') ?? '';
        const params = { token: invitation, email: 'nora@camppass.test' };
        await call(test, 'validate-invitation', { body: params });
        await call(test, 'complete-owner-setup', { body: { ...params, password: 'Owner-pass-77' } });
        await call(test, 'auth-logout', { token: adminTokens.accessToken });

        const issued = [adminTokens, memberTokens, refreshed.json.tokens as typeof memberTokens];
        const secrets = [code, invitation, DEFAULT_PASSWORD, 'New-Camp-pass-2', 'Owner-pass-77'];
        for (const exchange of exchanges) {
          const text = `${exchange.body}\n${[...exchange.headers.entries()].join('\n')}`;
          expect(text).not.toMatch(/\$argon2id\$|\$scrypt\$|fake-hash\$/);
          for (const secret of secrets) expect(text, exchange.path).not.toContain(secret);
          const own =
            exchange.path === 'auth-login' || exchange.path === 'auth-refresh'
              ? (exchange.json.tokens as typeof memberTokens | undefined)
              : undefined;
          for (const tokens of issued) {
            if (own?.accessToken === tokens.accessToken) continue;
            expect(text, exchange.path).not.toContain(tokens.accessToken);
            expect(text, exchange.path).not.toContain(tokens.refreshToken);
          }
        }
        const logs = test.logger.lines.join('');
        for (const secret of [
          ...secrets,
          ...issued.flatMap((tokens) => [tokens.accessToken, tokens.refreshToken]),
        ]) {
          expect(logs).not.toContain(secret);
        }
        expect(logs).not.toMatch(/\$argon2id\$|\$scrypt\$|authorization|Bearer/i);
        expect(test.logger.lines.length).toBeGreaterThan(10);
      });
    });
  });
}
