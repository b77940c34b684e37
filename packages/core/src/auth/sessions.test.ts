import { beforeEach, describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, signIn } from '../testing/in-memory-core';
import { Authenticate } from './authenticate';
import { GetCurrentUser } from './get-current-user';
import { Logout } from './logout';
import { RefreshSession } from './refresh-session';

const DAY = 86_400_000;

describe('sessions: logout, refresh, current user, authenticate', () => {
  let core: InMemoryCore;
  let logout: Logout;
  let refresh: RefreshSession;
  let currentUser: GetCurrentUser;
  let authenticate: Authenticate;
  const signInMember = async () => unwrap(await signIn(core, 'member@camppass.test')).tokens;

  beforeEach(async () => {
    core = createInMemoryCore();
    logout = new Logout(core);
    refresh = new RefreshSession(core);
    currentUser = new GetCurrentUser(core);
    authenticate = new Authenticate(core);
    await seedAccount(core, { email: 'member@camppass.test', firstName: 'Mia', lastName: 'Member' });
  });

  const unauthorized = {
    ok: false,
    code: 'UNAUTHORIZED',
    message: 'Authentication required. Please log in again.',
  };

  describe('current user', () => {
    it('answers the signed-in user for a live access token', async () => {
      const { accessToken } = await signInMember();

      expect(unwrap(await currentUser.execute({ accessToken }))).toMatchObject({
        email: 'member@camppass.test',
        name: 'Mia Member',
        role: 'member',
      });
    });

    it('refuses a missing, unknown, expired or revoked token', async () => {
      const { accessToken } = await signInMember();
      const other = await signInMember();
      await logout.execute({ accessToken: other.accessToken });

      expect(await currentUser.execute({ accessToken: '' })).toEqual(unauthorized);
      expect(await currentUser.execute({ accessToken: 'made-up-token-made-up-token' })).toEqual(unauthorized);
      expect(await currentUser.execute({ accessToken: other.accessToken })).toEqual(unauthorized);
      core.clock.advance({ hours: 1 });
      expect(await currentUser.execute({ accessToken })).toEqual(unauthorized);
    });

    it('refuses a token whose account was deactivated after sign-in', async () => {
      const { accessToken } = await signInMember();
      const user = await core.repos.users.findByEmail('member@camppass.test');
      await core.repos.users.updateProfile(user?.id ?? '', { status: 'suspended' }, T0);

      expect(await currentUser.execute({ accessToken })).toEqual(unauthorized);
      expect(await authenticate.execute({ accessToken })).toEqual(unauthorized);
    });
  });

  describe('authenticate', () => {
    it('gives the caller’s user, session and roles', async () => {
      const { accessToken } = await signInMember();
      const user = await core.repos.users.findByEmail('member@camppass.test');

      expect(unwrap(await authenticate.execute({ accessToken }))).toEqual({
        userId: user?.id,
        sessionId: expect.any(String),
        roles: [{ userId: user?.id, role: 'member', campgroundId: null, createdAt: T0 }],
      });
      expect(await authenticate.execute({ accessToken: 'unknown-token-unknown-token' })).toEqual(
        unauthorized,
      );
    });
  });

  describe('logout', () => {
    it('revokes the access token and the refresh token of the sign-in, not other sign-ins', async () => {
      const first = await signInMember();
      const second = await signInMember();

      expect(await logout.execute({ accessToken: first.accessToken })).toEqual({
        ok: true,
        value: { loggedOut: true },
      });

      expect(await currentUser.execute({ accessToken: first.accessToken })).toEqual(unauthorized);
      expect(await refresh.execute({ refreshToken: first.refreshToken })).toEqual(unauthorized);
      expect((await currentUser.execute({ accessToken: second.accessToken })).ok).toBe(true);
    });

    it('ends a sign-in whose access token has expired, and refuses unknown or revoked tokens', async () => {
      const tokens = await signInMember();
      core.clock.advance({ hours: 2 });

      expect((await logout.execute({ accessToken: tokens.accessToken })).ok).toBe(true);
      expect(await refresh.execute({ refreshToken: tokens.refreshToken })).toEqual(unauthorized);
      expect(await logout.execute({ accessToken: tokens.accessToken })).toEqual(unauthorized);
      expect(await logout.execute({ accessToken: 'unknown-token-unknown-token' })).toEqual(unauthorized);
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair works, the old access token stops, the family end stays', async () => {
      const old = await signInMember();
      core.clock.advance({ days: 10 });

      const renewed = unwrap(await refresh.execute({ refreshToken: old.refreshToken }));

      expect(renewed.user.email).toBe('member@camppass.test');
      expect(renewed.tokens.accessToken).not.toBe(old.accessToken);
      expect(renewed.tokens.refreshToken).not.toBe(old.refreshToken);
      expect(renewed.tokens.expiresAt).toEqual(new Date(T0.getTime() + 10 * DAY + 3600_000));
      expect((await currentUser.execute({ accessToken: renewed.tokens.accessToken })).ok).toBe(true);
      expect(await currentUser.execute({ accessToken: old.accessToken })).toEqual(unauthorized);
      const session = await core.repos.sessions.findByRefreshTokenHash(
        core.tokens.hash(renewed.tokens.refreshToken),
      );
      expect(session?.refreshExpiresAt).toEqual(new Date(T0.getTime() + 30 * DAY));
    });

    it('revokes the whole family when an exchanged refresh token comes back', async () => {
      const original = await signInMember();
      const unrelated = await signInMember();
      const second = unwrap(await refresh.execute({ refreshToken: original.refreshToken })).tokens;
      const third = unwrap(await refresh.execute({ refreshToken: second.refreshToken })).tokens;

      const reuse = await refresh.execute({ refreshToken: original.refreshToken });

      expect(reuse).toMatchObject({ ok: false, code: 'REFRESH_TOKEN_REUSED' });
      expect(await currentUser.execute({ accessToken: third.accessToken })).toEqual(unauthorized);
      expect(await refresh.execute({ refreshToken: third.refreshToken })).toMatchObject({ ok: false });
      expect((await currentUser.execute({ accessToken: unrelated.accessToken })).ok).toBe(true);
    });

    it('gives 20 concurrent refreshes with one token the same new pair, which then works', async () => {
      const tokens = await signInMember();

      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => refresh.execute({ refreshToken: tokens.refreshToken })),
      );

      const pairs = outcomes.map((outcome) => unwrap(outcome).tokens);
      expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
      expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1);
      const [pair] = pairs;
      expect(pair?.refreshToken).not.toBe(tokens.refreshToken);
      expect((await currentUser.execute({ accessToken: pair?.accessToken ?? '' })).ok).toBe(true);
      expect((await refresh.execute({ refreshToken: pair?.refreshToken ?? '' })).ok).toBe(true);
    });

    it('answers a rotated token with the same pair for 10 seconds, then treats it as reuse', async () => {
      const tokens = await signInMember();
      const first = unwrap(await refresh.execute({ refreshToken: tokens.refreshToken })).tokens;
      core.clock.advance({ seconds: 10 });

      const again = unwrap(await refresh.execute({ refreshToken: tokens.refreshToken })).tokens;
      core.clock.advance({ seconds: 1 });
      const late = await refresh.execute({ refreshToken: tokens.refreshToken });

      expect(again).toEqual(first);
      expect(late).toMatchObject({ ok: false, code: 'REFRESH_TOKEN_REUSED' });
      expect(await currentUser.execute({ accessToken: first.accessToken })).toEqual(unauthorized);
    });

    it('keeps the new pair only sealed with the old refresh token, never in clear', async () => {
      const tokens = await signInMember();
      const renewed = unwrap(await refresh.execute({ refreshToken: tokens.refreshToken })).tokens;

      const stored = JSON.stringify([...core.unitOfWork.store.tables.sessions.values()]);
      expect(stored).not.toContain(renewed.accessToken);
      expect(stored).not.toContain(renewed.refreshToken);
      expect(stored).not.toContain(tokens.refreshToken);
      const rotated = await core.repos.sessions.findByRefreshTokenHash(core.tokens.hash(tokens.refreshToken));
      expect(rotated?.successor).toEqual(expect.any(String));
    });

    it('does not bring back a pair that was signed out or whose successor was refreshed again', async () => {
      const tokens = await signInMember();
      const renewed = unwrap(await refresh.execute({ refreshToken: tokens.refreshToken })).tokens;
      await logout.execute({ accessToken: renewed.accessToken });

      expect(await refresh.execute({ refreshToken: tokens.refreshToken })).toEqual(unauthorized);

      const other = await signInMember();
      const second = unwrap(await refresh.execute({ refreshToken: other.refreshToken })).tokens;
      const third = unwrap(await refresh.execute({ refreshToken: second.refreshToken })).tokens;
      expect(await refresh.execute({ refreshToken: other.refreshToken })).toMatchObject({
        code: 'REFRESH_TOKEN_REUSED',
      });
      expect(await currentUser.execute({ accessToken: third.accessToken })).toEqual(unauthorized);
    });

    it('answers reuse, not an error, when the pair an exchanged token led to is gone or unreadable', async () => {
      const sessions = core.unitOfWork.store.tables.sessions;
      const byRefresh = (token: string) =>
        [...sessions.values()].find((session) => session.refreshTokenHash === core.tokens.hash(token));
      const gone = await signInMember();
      const goneNext = unwrap(await refresh.execute({ refreshToken: gone.refreshToken })).tokens;
      sessions.delete(byRefresh(goneNext.refreshToken)?.id ?? '');
      const garbled = await signInMember();
      const garbledNext = unwrap(await refresh.execute({ refreshToken: garbled.refreshToken })).tokens;
      const rotated = byRefresh(garbled.refreshToken);
      if (rotated) sessions.set(rotated.id, { ...rotated, successor: 'aa.bb' });

      expect(await refresh.execute({ refreshToken: gone.refreshToken })).toMatchObject({
        code: 'REFRESH_TOKEN_REUSED',
      });
      expect(await refresh.execute({ refreshToken: garbled.refreshToken })).toMatchObject({
        code: 'REFRESH_TOKEN_REUSED',
      });
      expect(await currentUser.execute({ accessToken: garbledNext.accessToken })).toEqual(unauthorized);
    });

    describe('when another call with the same token commits between the read and the rotation', () => {
      /** A refresh whose transaction lets `rival` run and commit just before it rotates the session. */
      const racedBy = (rival: () => Promise<unknown>) => {
        const sessions = core.repos.sessions;
        const interleaved = new Proxy(sessions, {
          get: (target, name) =>
            name === 'markRotated'
              ? async (...args: Parameters<typeof sessions.markRotated>) => {
                  await rival();
                  return target.markRotated(...args);
                }
              : Reflect.get(target, name).bind(target),
        });
        const repos = new Proxy(core.repos, {
          get: (target, name) => (name === 'sessions' ? interleaved : Reflect.get(target, name)),
        });
        return new RefreshSession({ ...core, unitOfWork: { run: (work) => work(repos) } });
      };

      it('answers the pair the other refresh got', async () => {
        const tokens = await signInMember();
        let won: Awaited<ReturnType<RefreshSession['execute']>> | undefined;

        const lost = await racedBy(async () => {
          won = await refresh.execute({ refreshToken: tokens.refreshToken });
        }).execute({ refreshToken: tokens.refreshToken });

        expect(unwrap(lost).tokens).toEqual(won && unwrap(won).tokens);
        expect((await currentUser.execute({ accessToken: unwrap(lost).tokens.accessToken })).ok).toBe(true);
      });

      it('refuses after a sign-out', async () => {
        const tokens = await signInMember();

        const lost = await racedBy(() => logout.execute({ accessToken: tokens.accessToken })).execute({
          refreshToken: tokens.refreshToken,
        });

        expect(lost).toEqual(unauthorized);
        expect(core.unitOfWork.store.tables.sessions.size).toBe(1);
      });
    });

    it('stops after 30 days however often it was refreshed, never issuing past that end', async () => {
      let tokens = await signInMember();
      core.clock.advance({ days: 29, hours: 23, minutes: 30 });
      tokens = unwrap(await refresh.execute({ refreshToken: tokens.refreshToken })).tokens;

      expect(tokens.expiresAt).toEqual(new Date(T0.getTime() + 30 * DAY));
      core.clock.advance({ minutes: 30 });
      expect(await refresh.execute({ refreshToken: tokens.refreshToken })).toEqual(unauthorized);
    });

    it('refuses unknown tokens and accounts that were deactivated', async () => {
      const tokens = await signInMember();
      const user = await core.repos.users.findByEmail('member@camppass.test');
      await core.repos.users.updateProfile(user?.id ?? '', { status: 'inactive' }, T0);

      expect(await refresh.execute({ refreshToken: '' })).toEqual(unauthorized);
      expect(await refresh.execute({ refreshToken: 'unknown-token-unknown-token' })).toEqual(unauthorized);
      expect(await refresh.execute({ refreshToken: tokens.refreshToken })).toEqual(unauthorized);
    });

    it('never hands back a stored hash', async () => {
      const tokens = await signInMember();

      const renewed = await refresh.execute({ refreshToken: tokens.refreshToken });

      const text = JSON.stringify(renewed);
      for (const session of core.unitOfWork.store.tables.sessions.values()) {
        expect(text).not.toContain(session.accessTokenHash);
        expect(text).not.toContain(session.refreshTokenHash);
      }
      expect(text).not.toContain('fake-hash');
    });
  });
});
