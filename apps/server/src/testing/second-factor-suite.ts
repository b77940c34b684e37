import { authenticatorCode } from '@camppass/core/auth/second-factor-crypto';
import {
  SECOND_FACTOR_CODE_INVALID,
  SECOND_FACTOR_LAST_REQUIRED,
  SECOND_FACTOR_NOT_FOR_MEMBERS,
  SECOND_STEP_EXPIRED,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs, seedAccount, seedCampground } from './http';
import type { TestApp } from './test-app';

export type SecondFactorRole = 'member' | 'otherMember' | 'staff' | 'owner' | 'otherOwner' | 'admin';
type Role = SecondFactorRole;
const LOGIN_TYPE = {
  member: 'member',
  otherMember: 'member',
  staff: 'owner',
  owner: 'owner',
  otherOwner: 'owner',
  admin: 'superAdmin',
} as const;

/**
 * Pine Valley and another campground with a member, another member, staff, an owner, the other
 * campground's owner (a password of their own) and a super admin without a second factor; all signed in.
 */
export const seedSecondFactorPeople = async (test: TestApp) => {
  const campground = await seedCampground(test, 'pine-valley');
  const other = await seedCampground(test, 'other-camp');
  const accounts = {
    member: await seedAccount(test, { email: 'member@camppass.test' }),
    otherMember: await seedAccount(test, { email: 'other-member@camppass.test' }),
    staff: await seedAccount(test, {
      email: 'staff@camppass.test',
      roles: [{ role: 'staff', campgroundId: campground.id }],
    }),
    owner: await seedAccount(test, {
      email: 'owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: campground.id }],
    }),
    otherOwner: await seedAccount(test, {
      email: 'other@camppass.test',
      password: 'Other-camp-pass-7',
      roles: [{ role: 'owner', campgroundId: other.id }],
    }),
    admin: await seedAccount(test, {
      email: 'admin@camppass.test',
      roles: [{ role: 'super_admin' }],
      secondFactor: false,
    }),
  };
  const tokens = {} as Record<Role, string>;
  for (const role of Object.keys(accounts) as Role[]) {
    tokens[role] = (await loginAs(test, accounts[role], LOGIN_TYPE[role])).accessToken;
  }
  return { campground, other, accounts, tokens };
};

/** Sets up the authenticator app of the token's account; its secret and recovery codes. */
export const setUpAuthenticator = async (test: TestApp, token: string) => {
  const started = await call(test, 'start-authenticator-setup', { token, body: {} });
  expect(started.status, started.body).toBe(200);
  const { secret, qrSvg, uri } = started.json.data as { secret: string; qrSvg: string; uri: string };
  expect(qrSvg).toContain('<svg');
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const confirmed = await call(test, 'confirm-authenticator-setup', {
    token,
    body: { code: authenticatorCode(secret, test.clock.now()) },
  });
  expect(confirmed.status, confirmed.body).toBe(200);
  test.clock.advance({ seconds: 30 });
  return { secret, recoveryCodes: (confirmed.json.data as { recoveryCodes: string[] }).recoveryCodes };
};

/**
 * The second step and the Security page over HTTP, against every role, on the given app. With
 * `racesOnly`, only the single-use and parallel checks (a server database's connections are few).
 */
export const describeSecondFactorOverHttp = (
  name: string,
  makeApp: () => Promise<TestApp>,
  { racesOnly = false } = {},
) =>
  describe(`second factor over HTTP (${name})`, () => {
    // The role matrix runs in memory and on PGlite; on a server database only the races are declared.
    const undeclared = Object.assign(() => undefined, { each: () => () => undefined });
    const matrix = racesOnly ? (undeclared as unknown as typeof it) : it;
    let test: TestApp;
    let s: Awaited<ReturnType<typeof seedSecondFactorPeople>>;
    const password = (role: Role) =>
      call(test, 'auth-login', {
        body: {
          email: s.accounts[role].email,
          password: s.accounts[role].password,
          loginType: LOGIN_TYPE[role],
          recaptchaToken: 'dev-ok',
        },
      });
    const challengeOf = async (role: Role) => {
      const res = await password(role);
      expect(res.status, res.body).toBe(200);
      return (res.json.secondStep as { challengeToken: string }).challengeToken;
    };
    const secondStep = (challengeToken: string, code: string, rememberDevice = false, cookie?: string) =>
      call(test, 'auth-second-step', {
        body: { challengeToken, code, rememberDevice, deviceLabel: 'Chromium on Linux' },
        ...(cookie ? { headers: { cookie } } : {}),
      });

    beforeEach(async () => {
      test = await makeApp();
      s = await seedSecondFactorPeople(test);
    });

    matrix('marks a super admin without a factor for set-up at sign-in, and no one else', async () => {
      expect(
        ((await password('admin')).json.user as { secondFactorSetupRequired?: boolean })
          .secondFactorSetupRequired,
      ).toBe(true);
      expect((await password('owner')).json.user).not.toHaveProperty('secondFactorSetupRequired');
    });

    it.each(['staff', 'owner', 'admin'] as const)(
      'lets the %s set up an app and sign in with its code once',
      async (role) => {
        const { secret, recoveryCodes } = await setUpAuthenticator(test, s.tokens[role]);
        expect(recoveryCodes).toHaveLength(10);
        const challengeToken = await challengeOf(role);
        const code = authenticatorCode(secret, test.clock.now());
        const passed = await secondStep(challengeToken, code);
        expect(passed.status, passed.body).toBe(200);
        expect(passed.json).toMatchObject({
          user: { email: s.accounts[role].email },
          tokens: { accessToken: expect.any(String) },
        });
        const replay = await secondStep(await challengeOf(role), code);
        expect(replay.status).toBe(401);
        expect(replay.json).toMatchObject({
          code: 'INVALID_SECOND_FACTOR',
          error: SECOND_FACTOR_CODE_INVALID,
        });
        const reused = await secondStep(
          challengeToken,
          authenticatorCode(secret, new Date(test.clock.now().getTime() + 30_000)),
        );
        expect(reused.json).toMatchObject({ code: 'SECOND_STEP_EXPIRED', error: SECOND_STEP_EXPIRED });
      },
    );

    matrix.each(['member', 'otherMember'] as const)(
      'refuses an authenticator app to the %s',
      async (role) => {
        const res = await call(test, 'start-authenticator-setup', { token: s.tokens[role], body: {} });
        expect(res.status).toBe(403);
        expect(res.json.error).toBe(SECOND_FACTOR_NOT_FOR_MEMBERS);
      },
    );

    matrix.each([
      ['get-security-settings', 'GET', undefined],
      ['start-authenticator-setup', 'POST', {}],
      ['confirm-authenticator-setup', 'POST', { code: '123456' }],
      ['remove-second-factor', 'POST', { factorId: 'x' }],
      ['regenerate-recovery-codes', 'POST', {}],
      ['forget-remembered-device', 'POST', { deviceId: 'x' }],
      ['set-staff-second-factor', 'POST', { campgroundId: 'x', required: true }],
    ] as const)('answers %s 401 without a session', async (fn, method, body) => {
      const res = await call(test, fn, { method, ...(body ? { body } : {}) });
      expect(res.status).toBe(401);
    });

    matrix('answers bad input 400, never 500', async () => {
      expect(
        (await call(test, 'confirm-authenticator-setup', { token: s.tokens.owner, body: { code: '' } }))
          .status,
      ).toBe(400);
      expect((await call(test, 'auth-second-step', { body: { challengeToken: '', code: '1' } })).status).toBe(
        400,
      );
      expect(
        (await call(test, 'set-staff-second-factor', { token: s.tokens.owner, body: { campgroundId: 'x' } }))
          .status,
      ).toBe(400);
      expect(
        (
          await call(test, 'remove-second-factor', {
            token: s.tokens.owner,
            body: { factorId: 'not-a-uuid' },
          })
        ).status,
      ).toBe(404);
    });

    matrix("never reaches another account's factor or device", async () => {
      await setUpAuthenticator(test, s.tokens.owner);
      const mine = await call(test, 'get-security-settings', { method: 'GET', token: s.tokens.owner });
      const [factor] = (mine.json.data as { factors: { id: string }[] }).factors;
      for (const role of ['otherOwner', 'staff', 'member', 'admin'] as const) {
        const res = await call(test, 'remove-second-factor', {
          token: s.tokens[role],
          body: { factorId: factor?.id },
        });
        expect(res.status, role).toBe(404);
      }
      const theirs = await call(test, 'get-security-settings', { method: 'GET', token: s.tokens.otherOwner });
      expect((theirs.json.data as { factors: unknown[] }).factors).toEqual([]);
    });

    it("refuses removing a super admin's last factor", async () => {
      await setUpAuthenticator(test, s.tokens.admin);
      const settings = await call(test, 'get-security-settings', { method: 'GET', token: s.tokens.admin });
      const [factor] = (settings.json.data as { factors: { id: string }[] }).factors;
      const res = await call(test, 'remove-second-factor', {
        token: s.tokens.admin,
        body: { factorId: factor?.id, password: s.accounts.admin.password },
      });
      expect(res.status).toBe(409);
      expect(res.json.error).toBe(SECOND_FACTOR_LAST_REQUIRED);
    });

    it('lets one of 20 parallel second steps with one valid code sign in', async () => {
      const { secret } = await setUpAuthenticator(test, s.tokens.owner);
      const challengeToken = await challengeOf('owner');
      const code = authenticatorCode(secret, test.clock.now());
      const answers = await Promise.all(Array.from({ length: 20 }, () => secondStep(challengeToken, code)));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      // The rest are refused: the code or the challenge already used (401), or, when more attempts are
      // in flight at once than the sign-in limits let through, held back by them (429), as passwords are.
      expect(answers.every((res) => [200, 401, 429].includes(res.status))).toBe(true);
    });

    it('uses a recovery code once', async () => {
      const { recoveryCodes } = await setUpAuthenticator(test, s.tokens.owner);
      expect((await secondStep(await challengeOf('owner'), recoveryCodes[0] ?? '')).status).toBe(200);
      expect((await secondStep(await challengeOf('owner'), recoveryCodes[0] ?? '')).status).toBe(401);
    });

    matrix('remembers the device in an HttpOnly cookie bound to the account, until forgotten', async () => {
      const { secret } = await setUpAuthenticator(test, s.tokens.owner);
      const passed = await secondStep(
        await challengeOf('owner'),
        authenticatorCode(secret, test.clock.now()),
        true,
      );
      const cookie = passed.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(
        /^camppass_device=[^;]+; Path=\/functions\/v1; Expires=.+; HttpOnly; SameSite=Strict/,
      );
      const pair = cookie.split(';')[0] ?? '';
      const again = await call(test, 'auth-login', {
        body: {
          email: s.accounts.owner.email,
          password: s.accounts.owner.password,
          loginType: 'owner',
          recaptchaToken: 'dev-ok',
        },
        headers: { cookie: pair },
      });
      expect(again.json).toHaveProperty('tokens');
      const settings = await call(test, 'get-security-settings', { method: 'GET', token: s.tokens.owner });
      const [device] = (settings.json.data as { devices: { id: string; label: string }[] }).devices;
      expect(device?.label).toBe('Chromium on Linux');
      expect(
        (
          await call(test, 'forget-remembered-device', {
            token: s.tokens.otherOwner,
            body: { deviceId: device?.id },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(test, 'forget-remembered-device', {
            token: s.tokens.owner,
            body: { deviceId: device?.id },
          })
        ).status,
      ).toBe(200);
      const after = await call(test, 'auth-login', {
        body: {
          email: s.accounts.owner.email,
          password: s.accounts.owner.password,
          loginType: 'owner',
          recaptchaToken: 'dev-ok',
        },
        headers: { cookie: pair },
      });
      expect(after.json).toHaveProperty('secondStep');
    });

    matrix.each([
      ['owner', 200],
      ['otherOwner', 403],
      ['staff', 403],
      ['member', 403],
      ['admin', 403],
    ] as const)("answers the %s's requirement of staff factors %i", async (role, status) => {
      const res = await call(test, 'set-staff-second-factor', {
        token: s.tokens[role],
        body: { campgroundId: s.campground.id, required: true },
      });
      expect(res.status).toBe(status);
      const staffLogin = await password('staff');
      expect(
        (staffLogin.json.user as { secondFactorSetupRequired?: boolean }).secondFactorSetupRequired,
      ).toBe(status === 200 ? true : undefined);
    });
  });
