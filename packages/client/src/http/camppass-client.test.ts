import {
  activationSetupFailedMessage,
  LOGIN_CONNECTION_ERROR,
  LOGIN_INVALID_CREDENTIALS,
  LOGIN_INVALID_RESPONSE,
  loginRateLimitedMessage,
  OWNER_ACCESS_NOT_AUTHORIZED,
  RESET_CONNECTION_ERROR,
  RESET_SAME_PASSWORD,
  RESET_TOO_MANY_REQUESTS,
} from '@camppass/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../contract/auth';
import { createCampPassClient, retryAfterSeconds } from './camppass-client';

const aUser = {
  id: 'u-1',
  name: 'Mia Member',
  firstName: 'Mia',
  lastName: 'Member',
  email: 'member@camppass.test',
  role: 'member',
  roles: [{ role_name: 'member', campground_id: null }],
  permissions: { canAccessOwner: false, canAccessMember: true, isAdmin: false, list: ['member'] },
  campgroundId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const tokens = (n: number): Tokens => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt: '2026-01-01T01:00:00.000Z',
});

interface Seen {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** A fetch that answers from a queue of [status, body, headers?] and records every request. */
function fakeFetch(
  ...answers: Array<[number, unknown] | [number, unknown, Record<string, string>] | 'network'>
) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({
      url: String(url),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = answers.shift();
    if (next === undefined) throw new Error('no answer queued');
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next[1]), {
      status: next[0],
      headers: { 'Content-Type': 'application/json', ...next[2] },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function clientWith(fetch: typeof globalThis.fetch, initial: Tokens | null = tokens(1)) {
  let current = initial;
  const onTokens = vi.fn((next: Tokens) => {
    current = next;
  });
  const onSessionExpired = vi.fn();
  const client = createCampPassClient({
    baseUrl: 'https://camp.example/',
    getTokens: () => current,
    onTokens,
    onSessionExpired,
    fetch,
  });
  return { client, onTokens, onSessionExpired, current: () => current };
}

describe('createCampPassClient', () => {
  it('posts a public call to /functions/v1/{name} without a token and returns the parsed answer', async () => {
    const { fetch, seen } = fakeFetch([200, { success: true, user: aUser, tokens: tokens(1) }]);
    const { client } = clientWith(fetch, null);
    const result = await client.call('auth-login', {
      email: 'member@camppass.test',
      password: 'x',
      loginType: 'member',
      recaptchaToken: 'dev-ok',
    });
    expect(result).toEqual({ ok: true, value: { success: true, user: aUser, tokens: tokens(1) } });
    expect(seen).toEqual([
      {
        url: 'https://camp.example/functions/v1/auth-login',
        method: 'POST',
        authorization: null,
        body: { email: 'member@camppass.test', password: 'x', loginType: 'member', recaptchaToken: 'dev-ok' },
      },
    ]);
  });

  it('attaches the access token to token calls', async () => {
    const { fetch, seen } = fakeFetch([200, { success: true, user: aUser }]);
    const { client } = clientWith(fetch);
    const result = await client.call('get-user-profile');
    expect(result.ok).toBe(true);
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: 'Bearer access-1', body: undefined });
  });

  it('on 401 refreshes once, stores the new pair and retries with it', async () => {
    const { fetch, seen } = fakeFetch(
      [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }],
      [200, { success: true, tokens: tokens(2) }],
      [200, { success: true, user: aUser }],
    );
    const { client, onTokens, onSessionExpired } = clientWith(fetch);
    const result = await client.call('get-user-profile');
    expect(result.ok).toBe(true);
    expect(onTokens).toHaveBeenCalledWith(tokens(2));
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(seen.map((s) => [s.url.split('/').pop(), s.authorization])).toEqual([
      ['get-user-profile', 'Bearer access-1'],
      ['auth-refresh', null],
      ['get-user-profile', 'Bearer access-2'],
    ]);
    expect(seen[1]?.body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('ends the session when the refresh is refused, without retrying', async () => {
    const { fetch, seen } = fakeFetch(
      [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }],
      [401, { success: false, error: 'Session ended', code: 'INVALID_REFRESH_TOKEN' }],
    );
    const { client, onSessionExpired } = clientWith(fetch);
    const result = await client.call('get-user-profile');
    expect(result).toMatchObject({ ok: false, status: 401, code: 'UNAUTHORIZED' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('ends the session when the retried call is refused again, and never loops', async () => {
    const { fetch, seen } = fakeFetch(
      [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }],
      [200, { success: true, tokens: tokens(2) }],
      [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }],
    );
    const { client, onSessionExpired } = clientWith(fetch);
    expect((await client.call('get-user-profile')).ok).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(3);
  });

  it('shares one refresh among calls refused at the same time', async () => {
    const { fetch, seen } = fakeFetch(
      [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }],
      [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }],
      [200, { success: true, tokens: tokens(2) }],
      [200, { success: true, user: aUser }],
      [200, { success: true, user: aUser }],
    );
    const { client, onTokens } = clientWith(fetch);
    const results = await Promise.all([client.call('get-user-profile'), client.call('get-user-profile')]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(onTokens).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.url.endsWith('auth-refresh'))).toHaveLength(1);
  });

  describe('across tabs', () => {
    /** navigator.locks' exclusive mode: callbacks of one name run one after another. */
    const fakeLocks = () => {
      const queues = new Map<string, Promise<unknown>>();
      const names: string[] = [];
      return {
        names,
        request<T>(name: string, callback: () => Promise<T>): Promise<T> {
          names.push(name);
          const result = (queues.get(name) ?? Promise.resolve()).then(() => callback());
          queues.set(
            name,
            result.catch(() => undefined),
          );
          return result;
        },
      };
    };
    const unauthorized = [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }] as const;

    it('lets one tab refresh while the other waits for the lock and takes the pair it stored', async () => {
      const { fetch, seen } = fakeFetch(
        [...unauthorized],
        [...unauthorized],
        [200, { success: true, tokens: tokens(2) }],
        [200, { success: true, user: aUser }],
        [200, { success: true, user: aUser }],
      );
      // Both tabs read the same stored session, as the portal's storage is shared.
      let stored: Tokens | null = tokens(1);
      const locks = fakeLocks();
      const tab = () =>
        createCampPassClient({
          baseUrl: 'https://camp.example',
          getTokens: () => stored,
          onTokens: (next) => {
            stored = next;
          },
          onSessionExpired: vi.fn(),
          fetch,
          locks,
        });

      const results = await Promise.all([tab().call('get-user-profile'), tab().call('get-user-profile')]);

      expect(results.every((result) => result.ok)).toBe(true);
      expect(seen.filter((s) => s.url.endsWith('auth-refresh'))).toHaveLength(1);
      expect(seen.slice(-2).map((s) => s.authorization)).toEqual(['Bearer access-2', 'Bearer access-2']);
      expect(locks.names).toEqual(['camppass.auth-refresh', 'camppass.auth-refresh']);
    });

    it('uses the browser’s navigator.locks when there is one', async () => {
      const locks = fakeLocks();
      vi.stubGlobal('navigator', { locks });
      try {
        const { fetch } = fakeFetch([200, { success: true, tokens: tokens(2) }]);
        const { client, current } = clientWith(fetch);

        expect(await client.refresh()).toBe(true);
        expect(current()).toEqual(tokens(2));
        expect(locks.names).toEqual(['camppass.auth-refresh']);
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  it('does not refresh for logout, whose 401 only means the session is already gone', async () => {
    const { fetch, seen } = fakeFetch([401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }]);
    const { client, onSessionExpired } = clientWith(fetch);
    const result = await client.call('auth-logout', undefined, { refreshOnUnauthorized: false });
    expect(result.ok).toBe(false);
    expect(seen).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('turns a login failure into the catalogue message of that login', async () => {
    const { fetch } = fakeFetch(
      [401, { success: false, error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }],
      [403, { success: false, error: 'This account is not authorized for owner access.', code: 'FORBIDDEN' }],
      'network',
      [200, { success: true, user: aUser }],
    );
    const { client, onSessionExpired } = clientWith(fetch, null);
    const login = (loginType: 'member' | 'owner') =>
      client.call('auth-login', { email: 'a@b.co', password: 'x', loginType, recaptchaToken: 'dev-ok' });
    expect(await login('member')).toMatchObject({
      ok: false,
      code: 'INVALID_CREDENTIALS',
      status: 401,
      message: LOGIN_INVALID_CREDENTIALS,
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(await login('owner')).toMatchObject({ message: OWNER_ACCESS_NOT_AUTHORIZED });
    expect(await login('member')).toMatchObject({
      code: 'NETWORK_ERROR',
      status: null,
      message: LOGIN_CONNECTION_ERROR,
    });
    expect(await login('member')).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: LOGIN_INVALID_RESPONSE,
    });
  });

  it('says when to try a login again after a 429, from Retry-After', async () => {
    const { fetch } = fakeFetch(
      [429, { success: false, error: 'Too many attempts', code: 'RATE_LIMITED' }, { 'Retry-After': '120' }],
      [429, { success: false, error: 'Too many attempts', code: 'RATE_LIMITED' }],
    );
    const { client } = clientWith(fetch, null);
    const login = { email: 'a@b.co', password: 'x', loginType: 'member', recaptchaToken: 't' } as const;
    expect(await client.call('auth-login', login)).toMatchObject({
      status: 429,
      message: loginRateLimitedMessage(120),
      failure: { retryAfterSeconds: 120 },
    });
    expect(loginRateLimitedMessage(120)).toContain('2 minutes');
    expect(await client.call('auth-login', login)).toMatchObject({ message: RESET_TOO_MANY_REQUESTS });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('90')).toBe(90);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(60);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });

  it('maps reset and activation failures through their own tables', async () => {
    const { fetch } = fakeFetch(
      [429, { success: false, error: 'Too many', code: 'RATE_LIMITED' }],
      'network',
      [400, { success: false, error: 'same_password', code: 'same_password' }],
      [410, { success: false, error: 'This invitation has already been used.', code: 'INVITATION_USED' }],
      'network',
    );
    const { client } = clientWith(fetch, null);
    expect(await client.call('recovery-password', { email: 'a@b.co' })).toMatchObject({
      message: RESET_TOO_MANY_REQUESTS,
    });
    expect(await client.call('recovery-password', { email: 'a@b.co' })).toMatchObject({
      message: RESET_CONNECTION_ERROR,
    });
    expect(await client.call('reset-password', { code: 'c', password: 'p' })).toMatchObject({
      message: RESET_SAME_PASSWORD,
    });
    expect(
      await client.call('complete-owner-setup', { token: 't', email: 'e@x.co', password: 'Passw0rd!' }),
    ).toMatchObject({ message: activationSetupFailedMessage('This invitation has already been used.') });
    expect(await client.call('validate-invitation', { token: 't', email: 'e@x.co' })).toMatchObject({
      code: 'NETWORK_ERROR',
      message: RESET_CONNECTION_ERROR,
    });
  });

  it('keeps the field messages of a form failure and reads an answer without envelope by status', async () => {
    const { fetch } = fakeFetch(
      [
        400,
        { success: false, error: 'Email is required', code: 'VALIDATION_ERROR', fieldErrors: { email: 'x' } },
      ],
      [502, null],
    );
    const { client } = clientWith(fetch);
    const invite = () =>
      client.call('invite-owner', { email: '', firstName: '', lastName: '', name: '', campgroundId: 'c' });
    expect(await invite()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { email: 'x' } });
    expect(await invite()).toMatchObject({ code: 'HTTP_502', status: 502 });
  });

  it('refuses input the contract rejects without calling the server', async () => {
    const { fetch, seen } = fakeFetch();
    const { client } = clientWith(fetch, null);
    const result = await client.call('recovery-password', { email: 'a'.repeat(400) });
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    expect(seen).toHaveLength(0);
  });
});
