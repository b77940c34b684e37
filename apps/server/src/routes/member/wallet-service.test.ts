import { UNIT_OF_WORK } from '@camppass/core';
import { PushWalletPassUpdates } from '@camppass/core/member/push-wallet-pass-updates';
import { calendarDate } from '@camppass/domain';
import { unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { USE_CASES } from '../../container/core-module';
import { SOCKET } from '../../testing/http';
import { seedMemberArea } from '../../testing/member-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

let test: TestApp;
let area: Awaited<ReturnType<typeof seedMemberArea>>;
/** What the member's pass.json says of its web service. */
let pass: { webServiceURL: string; authenticationToken: string; passTypeIdentifier: string };

const DEVICE = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const PUSH = 'aa11bb22cc33dd44ee55ff6600778899aa11bb22cc33dd44ee55ff6600778899';

const passOf = async (membershipId: string, token: string) => {
  const res = await test.app.request(
    `/functions/v1/get-membership-apple-pass?membershipId=${membershipId}`,
    { headers: { authorization: `Bearer ${token}` } },
    SOCKET,
  );
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return JSON.parse(new TextDecoder().decode(files['pass.json'])) as typeof pass;
};

/** A request to Apple's web service of the pass, as Wallet makes it. */
const wallet = (
  path: string,
  init: { method?: string; token?: string | null; body?: string; headers?: Record<string, string> } = {},
) => {
  const token = init.token === undefined ? pass.authenticationToken : init.token;
  return test.app.request(
    `${new URL(pass.webServiceURL).pathname}${path}`,
    {
      method: init.method ?? 'GET',
      headers: {
        ...(token === null ? {} : { authorization: `ApplePass ${token}` }),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    },
    SOCKET,
  );
};
const registration = (serial = area.own.id, passType = pass.passTypeIdentifier, device = DEVICE) =>
  `/v1/devices/${device}/registrations/${passType}/${serial}`;
const register = (init: Parameters<typeof wallet>[1] = {}, serial?: string) =>
  wallet(registration(serial), { method: 'POST', body: JSON.stringify({ pushToken: PUSH }), ...init });
const serials = (since?: string) =>
  wallet(
    `/v1/devices/${DEVICE}/registrations/${pass.passTypeIdentifier}${since ? `?passesUpdatedSince=${since}` : ''}`,
    { token: null },
  );

const walletServiceSuite = (title: string, open: () => Promise<TestApp>, more: () => void = () => {}) =>
  describe(title, () => {
    beforeEach(async () => {
      test = await open();
      area = await seedMemberArea(test);
      pass = await passOf(area.own.id, area.tokens.member);
    });

    it('is named by the pass: the portal’s /wallet/apple, with a token of the pass’s own', async () => {
      expect(pass.webServiceURL).toBe(`${test.config.appBaseUrl}/wallet/apple`);
      expect(pass.authenticationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const foreign = await passOf(area.foreign.id, area.tokens.other);
      expect(foreign.authenticationToken).not.toBe(pass.authenticationToken);
      expect((await passOf(area.own.id, area.tokens.member)).authenticationToken).toBe(
        pass.authenticationToken,
      );
    });

    it('registers a device (201), again (200), and refuses another pass’s token or none (401)', async () => {
      const foreign = await passOf(area.foreign.id, area.tokens.other);
      expect((await register({ token: foreign.authenticationToken })).status).toBe(401);
      expect((await register({ token: null })).status).toBe(401);
      expect((await register({ token: `${pass.authenticationToken}x` })).status).toBe(401);
      expect((await register({}, area.foreign.id)).status).toBe(401);
      const first = await register();
      expect(first.status).toBe(201);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect((await register()).status).toBe(200);
    });

    it('answers 404 for a pass type not ours and 400 for a body without a push token', async () => {
      expect(
        (await wallet(registration(area.own.id, 'pass.com.example.other'), { method: 'POST' })).status,
      ).toBe(404);
      expect((await register({ body: 'not json' })).status).toBe(400);
      expect((await register({ body: JSON.stringify({ pushToken: 'a\u0000b' }) })).status).toBe(400);
      expect((await register({ body: JSON.stringify({ pushToken: 'x'.repeat(40_000) }) })).status).toBe(413);
    });

    it('lists the device’s changed passes until it has the newest (204), then the next change', async () => {
      expect((await serials()).status).toBe(204);
      await register();
      const all = await serials();
      expect(all.status).toBe(200);
      const listed = (await all.json()) as { serialNumbers: string[]; lastUpdated: string };
      expect(listed.serialNumbers).toEqual([area.own.id]);
      expect((await serials(listed.lastUpdated)).status).toBe(204);
      test.clock.advance({ minutes: 1 });
      await test.container
        .get(UNIT_OF_WORK)
        .run((repos) =>
          repos.memberships.update(area.own.id, { endDate: calendarDate('2028-04-30') }, test.clock.now()),
        );
      const changed = await serials(listed.lastUpdated);
      expect(((await changed.json()) as typeof listed).serialNumbers).toEqual([area.own.id]);
    });

    it('answers the latest pass with Last-Modified, and 304 when the device has it', async () => {
      const latest = await wallet(`/v1/passes/${pass.passTypeIdentifier}/${area.own.id}`);
      expect(latest.status).toBe(200);
      expect(latest.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      const files = unzipSync(new Uint8Array(await latest.arrayBuffer()));
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']));
      const lastModified = latest.headers.get('last-modified') ?? '';
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      const again = await wallet(`/v1/passes/${pass.passTypeIdentifier}/${area.own.id}`, {
        headers: { 'if-modified-since': lastModified },
      });
      expect(again.status).toBe(304);
      const foreign = await wallet(`/v1/passes/${pass.passTypeIdentifier}/${area.foreign.id}`);
      expect(foreign.status).toBe(401);
    });

    it('unregisters the device (200), and its pass is no longer listed', async () => {
      await register();
      expect((await wallet(registration(), { method: 'DELETE', token: null })).status).toBe(401);
      expect((await wallet(registration(), { method: 'DELETE' })).status).toBe(200);
      expect((await serials()).status).toBe(204);
    });

    it('keeps the device’s log lines as warnings, a few and short, and refuses a body without them', async () => {
      const lines = Array.from({ length: 25 }, (_, i) => `Web service error for ${i}: ${'x'.repeat(560)}`);
      const res = await wallet('/v1/log', {
        method: 'POST',
        token: null,
        body: JSON.stringify({ logs: lines }),
      });
      expect(res.status).toBe(200);
      const logged = test.logger.lines.filter((line) => line.includes('Wallet reported'));
      expect(logged).toHaveLength(20);
      expect(logged.every((line) => line.length < 700)).toBe(true);
      expect((await wallet('/v1/log', { method: 'POST', token: null, body: '{}' })).status).toBe(400);
    });

    it('takes 30 logs an hour from one address, even 50 at once', async () => {
      const log = () =>
        wallet('/v1/log', { method: 'POST', token: null, body: JSON.stringify({ logs: ['x'] }) });
      const answers = await Promise.all(Array.from({ length: 50 }, log));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(30);
      const refused = answers.filter((res) => res.status === 429);
      expect(refused).toHaveLength(20);
      expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
      test.clock.advance({ hours: 1, seconds: 1 });
      expect((await log()).status).toBe(200);
    });

    it('holds 50 registrations of one device at once as one, told once of a change', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => register()));
      expect(answers.every((res) => res.status === 201 || res.status === 200)).toBe(true);
      test.clock.advance({ minutes: 1 });
      await test.container
        .get(UNIT_OF_WORK)
        .run((repos) =>
          repos.memberships.update(area.own.id, { endDate: calendarDate('2028-04-30') }, test.clock.now()),
        );
      const push = test.container.get(USE_CASES)(PushWalletPassUpdates);
      // Development credentials: no device can hold the pass, so nothing is sent, and it is told once.
      expect(await push.execute()).toMatchObject({ skipped: 1, sent: 0 });
      expect(await push.execute()).toMatchObject({ skipped: 0 });
    });

    more();
  });

walletServiceSuite('Apple Wallet’s web service for pass updates', testApp);
// Where ids are uuids compared as such, capitals find the same membership.
walletServiceSuite(
  'Apple Wallet’s web service for pass updates on the SQL adapters (PGlite)',
  pgliteTestApps(),
  () => {
    it('gives a pass asked for by its id in capitals the token of the serial it carries', async () => {
      const shouted = await passOf(area.own.id.toUpperCase(), area.tokens.member);
      expect(shouted.authenticationToken).toBe(pass.authenticationToken);
      expect((await register()).status).toBe(201);
    });
  },
);
