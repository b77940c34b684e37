import { loginErrorMessage } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_POLICY } from '../config';
import { aCampground, T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import type { FakePasswordHasher } from '../testing/fake-password-hasher';
import {
  createInMemoryCore,
  type InMemoryCore,
  PASSING_CAPTCHA,
  seedAccount,
} from '../testing/in-memory-core';
import { Login, type LoginInput, type LoginSession } from './login';
import { loginPlaces } from './login-places';

const PASSWORD = 'CampPass-demo-1';

const rateLimitedAnswer = {
  ok: false,
  code: 'RATE_LIMITED',
  message: 'Too many requests. Please wait a few minutes before trying again.',
};

describe('Login', () => {
  let core: InMemoryCore;
  let login: Login;
  const attempt = (overrides: Partial<LoginInput> = {}) =>
    login.execute({
      email: 'member@camppass.test',
      password: PASSWORD,
      loginType: 'member',
      recaptchaToken: PASSING_CAPTCHA,
      remoteIp: '203.0.113.7',
      ...overrides,
    });

  beforeEach(() => {
    core = createInMemoryCore();
    login = new Login(core);
  });

  it('signs a member in with the user of 01 §7 and a fresh token pair', async () => {
    const campground = unwrap(await core.repos.campgrounds.create(aCampground()));
    const user = await seedAccount(core, {
      email: 'member@camppass.test',
      firstName: 'Mia',
      lastName: 'Member',
      roles: [{ role: 'member', campgroundId: campground.id }],
    });

    const result = await attempt();

    expect(result).toEqual({
      ok: true,
      value: {
        user: {
          id: user.id,
          email: 'member@camppass.test',
          name: 'Mia Member',
          firstName: 'Mia',
          lastName: 'Member',
          role: 'member',
          roles: [{ role_name: 'member', campground_id: campground.id }],
          permissions: { canAccessOwner: false, canAccessMember: true, isAdmin: false, list: ['member'] },
          campgroundId: campground.id,
          createdAt: T0,
          updatedAt: new Date(T0.getTime() + 60_000),
        },
        tokens: {
          accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
          refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
          expiresAt: new Date(T0.getTime() + 3600_000),
        },
        secondFactorSetupRequired: false,
      },
    });
  });

  it('stores only hashes of the tokens, with a one-hour access and a 30-day refresh lifetime', async () => {
    await seedAccount(core, { email: 'member@camppass.test' });

    const { tokens } = unwrap(await attempt()) as LoginSession;

    const stored = JSON.stringify([...core.unitOfWork.store.tables.sessions.values()]);
    expect(stored).not.toContain(tokens.accessToken);
    expect(stored).not.toContain(tokens.refreshToken);
    const session = await core.repos.sessions.findByAccessTokenHash(core.tokens.hash(tokens.accessToken));
    expect(session).toMatchObject({
      refreshTokenHash: core.tokens.hash(tokens.refreshToken),
      accessExpiresAt: new Date(T0.getTime() + 3600_000),
      refreshExpiresAt: new Date(T0.getTime() + 30 * 86_400_000),
    });
  });

  it('accepts the e-mail in any case and with blanks around it, and never returns a password hash', async () => {
    await seedAccount(core, { email: 'member@camppass.test' });

    const result = await attempt({ email: '  Member@CampPass.TEST ' });

    expect(result.ok).toBe(true);
    expect(JSON.stringify(result)).not.toContain('fake-hash');
  });

  it.each([
    ['owner', [{ role: 'owner' as const }], 'owner' as const],
    ['owner', [{ role: 'staff' as const }], 'staff' as const],
    ['superAdmin', [{ role: 'super_admin' as const }], 'super_admin' as const],
    ['member', [{ role: 'owner' as const }], 'owner' as const],
    ['owner', [{ role: 'super_admin' as const }], 'super_admin' as const],
  ] as const)('lets the %s login in with roles %j', async (loginType, roles, primary) => {
    await seedAccount(core, { email: 'member@camppass.test', roles });

    const result = await attempt({ loginType });

    expect((unwrap(result) as LoginSession).user.role).toBe(primary);
  });

  it.each([
    ['owner', 'member', 'This account is not authorized for owner access.'],
    ['superAdmin', 'owner', 'This account is not authorized for administrator access.'],
    ['superAdmin', 'member', 'This account is not authorized for administrator access.'],
  ] as const)('refuses the %s login to a %s', async (loginType, role, message) => {
    await seedAccount(core, { email: 'member@camppass.test', roles: [{ role }] });

    expect(await attempt({ loginType })).toEqual({ ok: false, code: 'FORBIDDEN', message });
    expect(core.unitOfWork.store.tables.sessions.size).toBe(0);
  });

  it('refuses with ServiceBusyError before any database or rate-limit work while the hasher is full', async () => {
    await seedAccount(core, { email: 'member@camppass.test', password: PASSWORD });
    const passwords = core.passwords as FakePasswordHasher;
    passwords.busyFor = 3;
    const transactions: number[] = [];
    const run = core.unitOfWork.run.bind(core.unitOfWork);
    core.unitOfWork.run = (work) => {
      transactions.push(1);
      return run(work);
    };
    const reservations: string[] = [];
    const reserve = core.rateLimiter.reserve.bind(core.rateLimiter);
    core.rateLimiter.reserve = (key, limit, windowSeconds) => {
      reservations.push(key);
      return reserve(key, limit, windowSeconds);
    };

    await expect(attempt()).rejects.toMatchObject({ name: 'ServiceBusyError', retryAfterSeconds: 3 });
    expect(transactions).toEqual([]);
    expect(reservations).toEqual([]);

    passwords.busyFor = null;
    expect((await attempt()).ok).toBe(true);
  });

  it('asks for both fields', async () => {
    expect(await attempt({ email: '  ' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please enter both email and password',
    });
    expect(await attempt({ password: '' })).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('requires a captcha token and a passing verdict, with the client address', async () => {
    await seedAccount(core, { email: 'member@camppass.test' });
    core.captcha.answer('bot', 'failed').answer('outage', 'unavailable');

    const missing = await attempt({ recaptchaToken: ' ' });
    const failed = await attempt({ recaptchaToken: 'bot' });
    const unavailable = await attempt({ recaptchaToken: 'outage' });

    expect(missing).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect(failed).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect(unavailable).toMatchObject({ code: 'CAPTCHA_UNAVAILABLE' });
    const shown = [missing, failed, unavailable].map((result) =>
      result.ok ? '' : loginErrorMessage(result.message, 'member'),
    );
    expect(shown).toEqual([
      'Security verification failed. Please try again.',
      'Security verification failed. Please try again.',
      'Security verification error. Please refresh the page and try again.',
    ]);
    expect(core.captcha.checks.at(-1)).toEqual({ token: 'outage', remoteIp: '203.0.113.7' });
  });

  it('answers the same for an unknown e-mail, a wrong password and an account without a password', async () => {
    await seedAccount(core, { email: 'member@camppass.test' });
    await seedAccount(core, { email: 'invited@camppass.test', password: null });

    const answers = [
      await attempt({ email: 'nobody@camppass.test' }),
      await attempt({ password: 'Wrong-password-1' }),
      await attempt({ email: 'invited@camppass.test' }),
    ];

    for (const answer of answers) {
      expect(answer).toEqual({ ok: false, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    }
    expect(loginErrorMessage('Invalid credentials', 'member')).toBe(
      'Invalid email or password. Please check your credentials.',
    );
  });

  it.each([
    [{ status: null }, 'PROFILE_NOT_FOUND', 'Owner account not found. Please contact support.'],
    [
      { status: 'inactive' as const },
      'ACCOUNT_INACTIVE',
      'Your owner account is inactive. Please contact support.',
    ],
    [
      { status: 'pending' as const },
      'ACCOUNT_INACTIVE',
      'Your owner account is inactive. Please contact support.',
    ],
    [{ roles: [] }, 'NO_ROLES', 'Account access not configured. Please contact support.'],
  ])('refuses an account with %j: %s', async (seed, code, shown) => {
    await seedAccount(core, { email: 'member@camppass.test', roles: [{ role: 'owner' }], ...seed });

    const result = await attempt({ loginType: 'owner' });

    expect(result).toMatchObject({ ok: false, code });
    expect(result.ok ? '' : loginErrorMessage(result.message, 'owner')).toBe(shown);
    expect(core.unitOfWork.store.tables.sessions.size).toBe(0);
  });

  describe('failed attempts', () => {
    it('holds 10 failures per account and address under any concurrency (the place is taken before the hash)', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });

      const answers = await Promise.all(Array.from({ length: 50 }, () => attempt({ password: 'Wrong-1' })));

      const codes = answers.map((answer) => (answer.ok ? 'OK' : answer.code));
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(10);
      expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(40);
    });

    it('signs in 40 parallel correct logins of one account from one address: only failures count', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });

      const answers = await Promise.all(Array.from({ length: 40 }, () => attempt()));

      expect(answers.filter((answer) => answer.ok)).toHaveLength(40);
    });

    it('signs in 4 accounts × 10 parallel correct logins from one office address', async () => {
      const emails = ['a', 'b', 'c', 'd'].map((name) => `${name}@camppass.test`);
      for (const email of emails) await seedAccount(core, { email });

      const answers = await Promise.all(
        emails.flatMap((email) => Array.from({ length: 10 }, () => attempt({ email }))),
      );

      expect(answers.filter((answer) => answer.ok)).toHaveLength(40);
    });

    it('gives back the places of attempts cut short by an error, so later ones are neither left waiting nor refused', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      let failing = 10;
      const flaky = new Login({
        ...core,
        unitOfWork: {
          run: (work) =>
            failing-- > 0 ? Promise.reject(new Error('connection lost')) : core.unitOfWork.run(work),
        },
      });
      const cut = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          flaky.execute({
            email: 'member@camppass.test',
            password: PASSWORD,
            loginType: 'member',
            recaptchaToken: PASSING_CAPTCHA,
            remoteIp: '203.0.113.7',
          }),
        ),
      );
      expect(cut.every((outcome) => outcome.status === 'rejected')).toBe(true);

      expect((await attempt()).ok).toBe(true);
    });

    it('refuses parallel correct logins once 10 failures are counted, with the window of the failures', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 10; i++) await attempt({ password: 'Wrong-1' });

      const answers = await Promise.all(Array.from({ length: 5 }, () => attempt()));

      expect(answers).toEqual(Array(5).fill({ ...rateLimitedAnswer, retryAfterSeconds: 900 }));
    });

    it('holds 30 failures per address in 5 minutes across accounts under any concurrency', async () => {
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => attempt({ email: `guess-${i}@camppass.test` })),
      );

      const codes = answers.map((answer) => (answer.ok ? 'OK' : answer.code));
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(30);
      expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(90);
    });

    it('wakes one waiting attempt per place freed: 120 attempts for 30 places read the counts a number of times linear in them', async () => {
      let peeks = 0;
      const peek = core.rateLimiter.peek.bind(core.rateLimiter);
      core.rateLimiter.peek = (key, limit, windowSeconds) => {
        peeks += 1;
        return peek(key, limit, windowSeconds);
      };

      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => attempt({ email: `guess-${i}@camppass.test` })),
      );

      expect(answers.filter((answer) => !answer.ok && answer.code === 'RATE_LIMITED')).toHaveLength(90);
      // Each attempt looks at its two places and its account's failures once or twice; waking every
      // waiter for each place freed made it thousands (30 places × 90 waiters, twice).
      expect(peeks).toBeLessThan(120 * 5);
    });

    it('lets every waiting attempt look for itself once only other processes hold the place', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      const [pair] = loginPlaces('member@camppass.test', '203.0.113.7');
      // Another server process holds 9 of the account+address place's 10 reservations.
      for (let i = 0; i < 9; i++) await core.rateLimiter.reserve(pair.key, pair.limit, pair.windowSeconds);
      // This process's first attempt holds the tenth until its captcha answers; its password is wrong,
      // so the place keeps it as a failure, and only the other process's attempts are in flight.
      let answerCaptcha = () => {};
      const captchaAsked = new Promise<void>((resolve) => {
        answerCaptcha = resolve;
      });
      const polls: (() => void)[] = [];
      const gated = new Login({
        ...core,
        captcha: {
          verify: async (token) => {
            if (token === 'held') await captchaAsked;
            return core.captcha.verify(PASSING_CAPTCHA);
          },
        },
        delay: { wait: () => new Promise<void>((resolve) => polls.push(resolve)) },
      });
      const input = {
        email: 'member@camppass.test',
        password: PASSWORD,
        loginType: 'member' as const,
        recaptchaToken: PASSING_CAPTCHA,
        remoteIp: '203.0.113.7',
      };
      const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
      const first = gated.execute({ ...input, password: 'Wrong-1', recaptchaToken: 'held' });
      await settle();
      const waiting = Array.from({ length: 3 }, () => gated.execute(input));
      await settle();
      expect(polls).toHaveLength(0);

      answerCaptcha();
      expect(await first).toMatchObject({ ok: false, code: 'INVALID_CREDENTIALS' });
      await settle();

      // All three look for a place on their own, not one after the other.
      expect(polls).toHaveLength(3);
      for (let i = 0; i < 9; i++) await core.rateLimiter.release(pair.key);
      for (const poll of polls.splice(0)) poll();
      expect((await Promise.all(waiting)).every((answer) => answer.ok)).toBe(true);
    });

    it('refuses an address after 10 failures on one account for 15 minutes, but not the account elsewhere', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 10; i++) {
        expect(await attempt({ password: 'Wrong-1' })).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }

      expect(await attempt()).toEqual({
        ok: false,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a few minutes before trying again.',
        retryAfterSeconds: 900,
      });
      expect((await attempt({ remoteIp: '198.51.100.99' })).ok).toBe(true);
      core.clock.advance({ minutes: 15 });
      expect((await attempt()).ok).toBe(true);
    });

    it('never locks the owner out: failures from many addresses slow the account down instead', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 40; i++) {
        expect(await attempt({ password: 'Wrong-1', remoteIp: `198.51.100.${i}` })).toMatchObject({
          code: 'INVALID_CREDENTIALS',
        });
      }
      // The first 10 failures cost nothing extra; every attempt after them waits.
      expect(core.delay.waits).toEqual(Array(30).fill(AUTH_POLICY.slowdown.waitMilliseconds));

      const owner = await attempt({ remoteIp: '192.0.2.10' });

      expect(owner.ok).toBe(true);
      expect(core.delay.waits).toHaveLength(31);
      core.clock.advance({ minutes: 15 });
      await attempt({ password: 'Wrong-1', remoteIp: '192.0.2.10' });
      expect(core.delay.waits).toHaveLength(31);
    });

    it('forgets the failures of the address on the account after a successful sign-in', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 9; i++) await attempt({ password: 'Wrong-1' });
      expect((await attempt()).ok).toBe(true);

      for (let i = 0; i < 9; i++) await attempt({ password: 'Wrong-1' });

      expect((await attempt()).ok).toBe(true);
    });

    it('does not forgive an address its failures on other accounts when it signs one in', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 29; i++) await attempt({ email: `guess-${i}@camppass.test` });
      expect((await attempt()).ok).toBe(true);

      expect(await attempt({ email: 'guess-29@camppass.test' })).toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });

      expect(await attempt()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 300 });
    });

    it('slows down only the account under attack, not the others', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      await seedAccount(core, { email: 'other@camppass.test' });
      for (let i = 0; i < 15; i++) await attempt({ password: 'Wrong-1', remoteIp: `198.51.100.${i}` });
      const waited = core.delay.waits.length;

      expect((await attempt({ email: 'other@camppass.test' })).ok).toBe(true);
      expect(await attempt({ email: 'other@camppass.test', password: 'Wrong-1' })).toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
      expect(core.delay.waits).toHaveLength(waited);
    });

    it('still holds 10 failures per account when the address is unknown', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 10; i++) {
        expect(await attempt({ password: 'Wrong-1', remoteIp: undefined })).toMatchObject({
          code: 'INVALID_CREDENTIALS',
        });
      }

      expect(await attempt({ remoteIp: undefined })).toMatchObject({ code: 'RATE_LIMITED' });
    });

    it('limits one address to 30 failures in 5 minutes across accounts', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 30; i++) await attempt({ email: `guess-${i}@camppass.test` });

      expect(await attempt()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 300 });
      expect((await attempt({ remoteIp: '192.0.2.1' })).ok).toBe(true);
      core.clock.advance({ minutes: 5 });
      expect((await attempt()).ok).toBe(true);
    });

    it('keeps no shared address bucket when the address is unknown', async () => {
      for (let i = 0; i < 40; i++) await attempt({ email: `guess-${i}@camppass.test`, remoteIp: undefined });

      await seedAccount(core, { email: 'member@camppass.test' });
      expect((await attempt({ remoteIp: undefined })).ok).toBe(true);
    });

    it('does not count captcha failures, successes or refusals after a correct password', async () => {
      await seedAccount(core, { email: 'member@camppass.test' });
      for (let i = 0; i < 12; i++) await attempt({ recaptchaToken: 'bot', loginType: 'superAdmin' });
      for (let i = 0; i < 35; i++) await attempt({ loginType: 'superAdmin' });

      expect((await attempt()).ok).toBe(true);
      expect((await attempt({ email: 'nobody@camppass.test' })).ok).toBe(false);
      expect(core.delay.waits).toEqual([]);
    });
  });
});
