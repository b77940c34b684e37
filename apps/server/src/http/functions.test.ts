import { FUNCTIONS } from '@camppass/client';
import type { Principal, UseCases } from '@camppass/core';
import { Authenticate } from '@camppass/core/auth/authenticate';
import { err, ok } from '@camppass/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bearerToken } from './auth';
import type { AppEnv } from './context';
import { defineFunctions, FunctionRoutes, openApiEntry } from './functions';

const MEMBER: Principal = {
  userId: 'user-1',
  sessionId: 'session-1',
  roles: [{ userId: 'user-1', role: 'member', campgroundId: null, createdAt: new Date(0) }],
};
const GOOD_TOKEN = 'good-token';

/** An Authenticate that knows one access token, and remembers every token it was asked about. */
const authenticator = () => {
  const asked: string[] = [];
  return {
    asked,
    execute: async ({ accessToken }: { readonly accessToken: string }) => {
      asked.push(accessToken);
      return accessToken === GOOD_TOKEN ? ok(MEMBER) : err('UNAUTHORIZED', 'Sign in again.');
    },
  };
};

/**
 * The routes mounted the way the app mounts them, with the client address the app's middleware
 * sets; `callers` holds the caller each request left on the context.
 */
const mount = (routes: FunctionRoutes, callers: unknown[] = []) => {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('clientIp', '203.0.113.7');
    await next();
    callers.push(c.get('caller'));
  });
  app.route('/', routes.app);
  return app;
};

const headers = (authorization?: string, contentType = 'application/json') => ({
  ...(authorization === undefined ? {} : { authorization }),
  'content-type': contentType,
});

describe('bearerToken', () => {
  const tokenOf = async (authorization?: string) => {
    const app = new Hono();
    app.get('/', (c) => c.text(bearerToken(c)));
    return (await app.request('/', { headers: authorization === undefined ? {} : { authorization } })).text();
  };

  it('reads the token of `Authorization: Bearer <token>`, in any case, around spaces and tabs', async () => {
    expect(await tokenOf('Bearer abc.def')).toBe('abc.def');
    expect(await tokenOf('bearer abc')).toBe('abc');
    expect(await tokenOf('BEARER \t abc \t')).toBe('abc');
  });

  it('answers no token for a missing header, another scheme, a scheme inside another word, or two words', async () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic abc',
      'xBearer abc',
      'Bearerabc',
      'Bearer a b',
      // Whitespace the header keeps (not trimmed as spaces and tabs are) ends no token.
      'Bearer abc\u00a0',
    ])
      expect(await tokenOf(header), String(header)).toBe('');
  });
});

describe('FunctionRoutes: who may call', () => {
  it('gives a bearer function the caller of a valid access token, with its input and client address', async () => {
    const auth = authenticator();
    const calls: unknown[] = [];
    const callers: unknown[] = [];
    const routes = new FunctionRoutes(auth).define('get-membership-status-link', async (call) => {
      calls.push({ input: call.input, caller: call.caller, clientIp: call.clientIp });
      return { success: true, data: { membershipId: call.input.membershipId, statusUrl: '/s/x' } };
    });
    const app = mount(routes, callers);
    const answer = await app.request('/get-membership-status-link?membershipId=m-1', {
      headers: headers(`Bearer ${GOOD_TOKEN}`),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, data: { membershipId: 'm-1', statusUrl: '/s/x' } });
    expect(auth.asked).toEqual([GOOD_TOKEN]);
    expect(calls).toEqual([{ input: { membershipId: 'm-1' }, caller: MEMBER, clientIp: '203.0.113.7' }]);
    expect(callers).toEqual([MEMBER]);
  });

  it('refuses a bearer function without a valid token with 401 and the Bearer challenge, before reading input', async () => {
    const auth = authenticator();
    let called = 0;
    const app = mount(
      new FunctionRoutes(auth)
        .define('get-membership-status-link', async () => {
          called += 1;
          return { success: true, data: { membershipId: 'm', statusUrl: '/s' } };
        })
        .define('replace-membership-status-link', async () => {
          called += 1;
          return { success: true, data: { membershipId: 'm', statusUrl: '/s' } };
        }),
    );
    for (const authorization of [undefined, 'Bearer stolen', `Basic ${GOOD_TOKEN}`]) {
      // The query is invalid too: who calls is checked first.
      const answer = await app.request('/get-membership-status-link', { headers: headers(authorization) });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(await answer.json()).toEqual({ success: false, code: 'UNAUTHORIZED', error: 'Sign in again.' });
      const posted = await app.request('/replace-membership-status-link', {
        method: 'POST',
        headers: headers(authorization, 'text/plain'),
        body: 'not json',
      });
      expect(posted.status).toBe(401);
    }
    expect(auth.asked).toEqual(['', '', 'stolen', 'stolen', '', '']);
    expect(called).toBe(0);
  });

  it('lets a caller who still owes a second factor reach only the functions marked before the second factor', async () => {
    const owesFactor = {
      execute: async (input: { readonly accessToken: string; readonly beforeSecondFactor?: boolean }) =>
        input.beforeSecondFactor === true
          ? ok(MEMBER)
          : err('SECOND_FACTOR_SETUP_REQUIRED', 'Set up a second factor first.'),
    };
    const app = mount(
      new FunctionRoutes(owesFactor)
        .define('get-security-settings', async () => ({
          success: true,
          data: {
            factors: [],
            recoveryCodesLeft: 0,
            devices: [],
            required: true,
            canUseAuthenticator: true,
            staffRequirements: [],
          },
        }))
        .define('get-membership-status-link', async () => ({
          success: true,
          data: { membershipId: 'm', statusUrl: '/s' },
        })),
    );
    const settings = await app.request('/get-security-settings', {
      headers: headers(`Bearer ${GOOD_TOKEN}`),
    });
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ success: true, data: { required: true } });
    const refused = await app.request('/get-membership-status-link?membershipId=m-1', {
      headers: headers(`Bearer ${GOOD_TOKEN}`),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'SECOND_FACTOR_SETUP_REQUIRED',
      error: 'Set up a second factor first.',
    });
  });

  it('authenticates an area’s functions with the Authenticate use case it is given', async () => {
    const auth = authenticator();
    const asked: unknown[] = [];
    const use = ((useCase: unknown) => {
      asked.push(useCase);
      return auth;
    }) as UseCases;
    const app = mount(
      defineFunctions(use).define('get-membership-status-link', async (call) => ({
        success: true,
        data: { membershipId: call.caller.userId, statusUrl: '/s' },
      })),
    );
    const answer = await app.request('/get-membership-status-link?membershipId=m-1', {
      headers: headers(`Bearer ${GOOD_TOKEN}`),
    });
    expect(await answer.json()).toMatchObject({ data: { membershipId: MEMBER.userId } });
    expect(asked).toEqual([Authenticate]);
    expect(auth.asked).toEqual([GOOD_TOKEN]);
  });

  it('asks no token of a public function, and gives its handler no caller', async () => {
    const auth = authenticator();
    const callers: unknown[] = [];
    const app = mount(
      new FunctionRoutes(auth).define('list-campgrounds', async (call) => {
        callers.push(call.caller);
        return { success: true, data: { campgrounds: [] } };
      }),
    );
    const answer = await app.request('/list-campgrounds', { headers: headers('Bearer stolen') });
    expect(answer.status).toBe(200);
    expect(auth.asked).toEqual([]);
    expect(callers).toEqual([undefined]);
  });

  it('passes the session’s own functions the access token, and the partner functions their API key, unchecked here', async () => {
    const auth = authenticator();
    const seen: unknown[] = [];
    const app = mount(
      new FunctionRoutes(auth)
        .defineSession('auth-logout', async (call) => {
          seen.push(['logout', call.accessToken, call.clientIp]);
          return { success: true };
        })
        .defineWithApiKey('partner-validate-membership', async (call) => {
          seen.push(['partner', call.apiKey, call.caller, call.input.membershipCode, call.clientIp]);
          return err('INVALID_API_KEY', 'Unknown key.');
        }),
    );
    const logout = await app.request('/auth-logout', { method: 'POST', headers: headers('Bearer expired') });
    expect(logout.status).toBe(200);
    const partner = await app.request('/partner-validate-membership', {
      method: 'POST',
      headers: headers('Bearer cpk_live_1'),
      body: JSON.stringify({
        membershipCode: 'PIN-7K2Q9XJD',
        email: 'member@example.com',
        campgroundSlug: 'pine-valley',
        dateRanges: [['2026-07-03', '2026-07-06']],
      }),
    });
    expect(partner.status).toBe(401);
    expect(await partner.json()).toEqual({ success: false, code: 'INVALID_API_KEY', error: 'Unknown key.' });
    expect(seen).toEqual([
      ['logout', 'expired', '203.0.113.7'],
      ['partner', 'cpk_live_1', undefined, 'PIN-7K2Q9XJD', '203.0.113.7'],
    ]);
    expect(auth.asked).toEqual([]);
  });
});

describe('FunctionRoutes: input and answers', () => {
  const statusLink = () =>
    mount(
      new FunctionRoutes(authenticator()).define('replace-membership-status-link', async (call) =>
        call.input.membershipId === 'gone'
          ? err('MEMBERSHIP_NOT_FOUND', 'No such membership.')
          : { success: true, data: { membershipId: call.input.membershipId, statusUrl: '/s/new' } },
      ),
    );

  it('takes a JSON body only when sent as application/json, and answers each failure with its status', async () => {
    const app = statusLink();
    const post = (contentType: string, body: string) =>
      app.request('/replace-membership-status-link', {
        method: 'POST',
        headers: headers(`Bearer ${GOOD_TOKEN}`, contentType),
        body,
      });
    const plain = await post('text/plain', JSON.stringify({ membershipId: 'm-1' }));
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const charset = await post('Application/JSON; charset=utf-8', JSON.stringify({ membershipId: 'm-1' }));
    expect(charset.status).toBe(200);
    expect(await charset.json()).toEqual({
      success: true,
      data: { membershipId: 'm-1', statusUrl: '/s/new' },
    });
    const invalid = await post('application/json', JSON.stringify({ membershipId: 7 }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { membershipId: expect.any(String) },
    });
    const gone = await post('application/json', JSON.stringify({ membershipId: 'gone' }));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      success: false,
      code: 'MEMBERSHIP_NOT_FOUND',
      error: 'No such membership.',
    });
  });

  it('reads a GET function’s query, and refuses an invalid one with 400', async () => {
    const app = mount(
      new FunctionRoutes(authenticator()).define('get-membership-status-link', async (call) => ({
        success: true,
        data: { membershipId: call.input.membershipId, statusUrl: '/s' },
      })),
    );
    const ask = (query: string) =>
      app.request(`/get-membership-status-link${query}`, { headers: headers(`Bearer ${GOOD_TOKEN}`) });
    expect(await (await ask('?membershipId=m-2')).json()).toMatchObject({ data: { membershipId: 'm-2' } });
    const missing = await ask('');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('sends a file as a private, named download never sniffed, and a file function’s failure as the envelope', async () => {
    const auth = authenticator();
    const app = mount(
      new FunctionRoutes(auth).defineFile('get-membership-card', async (call) =>
        call.input.membershipId === 'gone'
          ? err('MEMBERSHIP_NOT_FOUND', 'No such membership.')
          : {
              bytes: new Uint8Array([137, 80, 78, 71]),
              contentType: 'image/png',
              fileName: `card "${call.caller.userId}"/../x.png`,
            },
      ),
    );
    const refused = await app.request('/get-membership-card?membershipId=m-1');
    expect(refused.status).toBe(401);
    const card = await app.request('/get-membership-card?membershipId=m-1', {
      headers: headers(`Bearer ${GOOD_TOKEN}`),
    });
    expect(card.status).toBe(200);
    expect(Object.fromEntries(card.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="card__user-1__.._x.png"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect([...new Uint8Array(await card.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    const gone = await app.request('/get-membership-card?membershipId=gone', {
      headers: headers(`Bearer ${GOOD_TOKEN}`),
    });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('application/json');
    expect(await gone.json()).toEqual({
      success: false,
      code: 'MEMBERSHIP_NOT_FOUND',
      error: 'No such membership.',
    });
    expect(auth.asked).toEqual(['', GOOD_TOKEN, GOOD_TOKEN]);
  });
});

type Responses = Record<string, { readonly description: string; readonly content: Record<string, unknown> }>;

describe('openApiEntry', () => {
  it('describes a GET function’s input as its query and a POST function’s as a required JSON body', () => {
    const get = openApiEntry('get-membership-status-link', FUNCTIONS['get-membership-status-link']);
    expect(get).toMatchObject({
      method: 'get',
      path: '/get-membership-status-link',
      operationId: 'get-membership-status-link',
      security: [{ bearerAuth: [] }],
      request: { query: FUNCTIONS['get-membership-status-link'].request },
    });
    const post = openApiEntry('auth-login', FUNCTIONS['auth-login']);
    expect(post).toMatchObject({
      method: 'post',
      security: [],
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: FUNCTIONS['auth-login'].request } },
        },
      },
    });
    expect(openApiEntry('auth-logout', FUNCTIONS['auth-logout']).request).toBeUndefined();
    expect(
      openApiEntry('partner-validate-membership', FUNCTIONS['partner-validate-membership']).security,
    ).toEqual([{ partnerApiKey: [] }]);
  });

  it('answers JSON on success unless the function sends a file, and the error envelope otherwise', () => {
    const card = openApiEntry('get-membership-card', FUNCTIONS['get-membership-card']).responses as Responses;
    expect(card[200]?.content).toEqual({
      'image/png': { schema: FUNCTIONS['get-membership-card'].response },
    });
    const login = openApiEntry('auth-login', FUNCTIONS['auth-login']).responses as Responses;
    expect(login[200]).toMatchObject({
      description: 'Success',
      content: { 'application/json': { schema: FUNCTIONS['auth-login'].response } },
    });
    expect(login.default).toMatchObject({
      description: expect.stringMatching(/401/),
      content: { 'application/json': { schema: expect.anything() } },
    });
  });
});
