import { readCardImage } from '@camppass/adapter-local/testing';
import { FUNCTIONS, type FunctionName } from '@camppass/client';
import {
  DATE_FORMAT_INVALID,
  FORM_HAS_ERRORS,
  PHONE_INVALID,
  POSTAL_CODE_INVALID,
  PROFILE_NO_VALID_DATA,
  profileUpdatedMessage,
  STATUS_LINK_NOT_FOUND,
  STATUS_VALID_TODAY,
} from '@camppass/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, SOCKET } from '../../testing/http';
import { seedMemberArea } from '../../testing/member-http';
import { sharedPglite } from '../../testing/pglite';
import { type TestApp, testApp } from '../../testing/test-app';

let test: TestApp;
let area: Awaited<ReturnType<typeof seedMemberArea>>;

const conforms = (name: FunctionName, exchange: { status: number; json: unknown }) => {
  expect(exchange.status, JSON.stringify(exchange.json)).toBe(200);
  expect(FUNCTIONS[name].response.safeParse(exchange.json).error?.issues ?? []).toEqual([]);
};

/** Every signed-in member function, called for the member's own membership. */
const memberCalls = () =>
  [
    ['get-member-dashboard', 'get-member-dashboard', 'GET', undefined],
    ['user-memberships', 'user-memberships', 'GET', undefined],
    ['member-payments', 'member-payments?sortField=amount', 'GET', undefined],
    ['read-profile', 'update-profile', 'GET', undefined],
    ['update-profile', 'update-profile', 'PATCH', { city: 'Austin' }],
    ['get-user-documents', 'get-user-documents', 'GET', undefined],
    ['get-membership-card', `get-membership-card?membershipId=${area.own.id}`, 'GET', undefined],
    [
      'get-membership-status-link',
      `get-membership-status-link?membershipId=${area.own.id}`,
      'GET',
      undefined,
    ],
    [
      'replace-membership-status-link',
      'replace-membership-status-link',
      'POST',
      { membershipId: area.own.id },
    ],
  ] as const;

/** A raw request, for answers that are not JSON (the card image, the status page). */
const raw = (path: string, token?: string) =>
  test.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }, SOCKET);

/** The same functions over the SQL adapters (PGlite), emptied between tests. */
const pglite = sharedPglite();
afterAll(pglite.close);

describe.each([
  ['in memory', undefined],
  ['PGlite', pglite.persistence],
] as const)('member functions (%s)', (_label, persistence) => {
  beforeEach(async () => {
    test = await testApp(persistence ? { persistence } : {});
    area = await seedMemberArea(test);
  });

  describe('who may call the member functions', () => {
    it('covers every bearer function of the member area', () => {
      const listed = new Set<string>(memberCalls().map(([name]) => name));
      const member = Object.keys(FUNCTIONS).filter(
        (name) =>
          [
            'get-member-dashboard',
            'user-memberships',
            'read-profile',
            'update-profile',
            'get-user-documents',
          ].includes(name) ||
          name.includes('membership-card') ||
          name.includes('status-link'),
      );
      expect(member.every((name) => listed.has(name))).toBe(true);
    });

    it('refuses anonymous calls and a bad token (401), and staff alone (403)', async () => {
      for (const [name, path, method, body] of memberCalls()) {
        const anonymous = await call(test, path, { method, ...(body ? { body } : {}) });
        expect(anonymous.status, name).toBe(401);
        const forged = await call(test, path, { method, token: 'not-a-token', ...(body ? { body } : {}) });
        expect(forged.status, name).toBe(401);
        const staff = await call(test, path, { method, token: area.tokens.staff, ...(body ? { body } : {}) });
        expect([staff.status, staff.json.code], name).toEqual([403, 'FORBIDDEN']);
      }
    });

    it('lets an owner act as the member of their own account, and never reach a member’s membership', async () => {
      const dashboard = await call(test, 'get-member-dashboard', { method: 'GET', token: area.tokens.owner });
      conforms('get-member-dashboard', dashboard);
      expect(
        (dashboard.json.data as { summary: { totalMemberships: number } }).summary.totalMemberships,
      ).toBe(0);
      const card = await raw(
        `/functions/v1/get-membership-card?membershipId=${area.own.id}`,
        area.tokens.owner,
      );
      expect(card.status).toBe(404);
    });
  });

  describe('another member’s data answers exactly like an id that does not exist', () => {
    it('for memberships: card, status link, replacement', async () => {
      const unknown = '00000000-0000-4000-8000-00000000dead';
      for (const [name, path, method] of [
        ['get-membership-card', 'get-membership-card?membershipId=', 'GET'],
        ['get-membership-status-link', 'get-membership-status-link?membershipId=', 'GET'],
      ] as const) {
        const foreign = await call(test, `${path}${area.foreign.id}`, { method, token: area.tokens.member });
        const missing = await call(test, `${path}${unknown}`, { method, token: area.tokens.member });
        expect([foreign.status, foreign.body], name).toEqual([missing.status, missing.body]);
        expect([foreign.status, foreign.json.code], name).toEqual([404, 'MEMBERSHIP_NOT_FOUND']);
      }
      const replace = (membershipId: string) =>
        call(test, 'replace-membership-status-link', { body: { membershipId }, token: area.tokens.member });
      const foreign = await replace(area.foreign.id);
      expect([foreign.status, foreign.body]).toEqual([
        (await replace(unknown)).status,
        (await replace(unknown)).body,
      ]);
      expect(foreign.status).toBe(404);
    });

    it('for a userId: memberships and documents', async () => {
      for (const name of ['user-memberships', 'get-user-documents'] as const) {
        const foreign = await call(test, `${name}?userId=${area.other.id}`, {
          method: 'GET',
          token: area.tokens.member,
        });
        const missing = await call(test, `${name}?userId=nobody`, {
          method: 'GET',
          token: area.tokens.member,
        });
        expect([foreign.status, foreign.body], name).toEqual([missing.status, missing.body]);
        expect(foreign.status, name).toBe(404);
        const own = await call(test, `${name}?userId=${area.member.id}`, {
          method: 'GET',
          token: area.tokens.member,
        });
        conforms(name, own);
      }
    });

    it('never lists another member’s memberships, payments or documents', async () => {
      const dashboard = await call(test, 'get-member-dashboard', {
        method: 'GET',
        token: area.tokens.member,
      });
      const documents = await call(test, 'get-user-documents', { method: 'GET', token: area.tokens.member });
      for (const exchange of [dashboard, documents]) {
        expect(exchange.body).toContain('CAM-OWN001');
        expect(exchange.body).not.toContain('CAM-OTH001');
        expect(exchange.body).not.toContain('other@camppass.test');
      }
    });
  });

  describe('the member’s own data', () => {
    it('dashboard and memberships answer in the contract’s shapes, grouped by status', async () => {
      const dashboard = await call(test, 'get-member-dashboard', {
        method: 'GET',
        token: area.tokens.member,
      });
      conforms('get-member-dashboard', dashboard);
      const data = dashboard.json.data as {
        summary: Record<string, number>;
        memberships: { active: { membershipCode: string; memberEmail: string }[] };
        payments: { amount: number; membershipCode: string }[];
      };
      expect(data.summary).toEqual({
        totalMemberships: 1,
        activeMemberships: 1,
        expiringMemberships: 0,
        expiredMemberships: 0,
        totalPaidCents: 126_000,
      });
      // Paid $1,260.00 for a $1,200.00 membership (fees on top); renewals and extensions are on.
      expect(data.memberships.active[0]).toMatchObject({
        membershipCode: 'CAM-OWN001',
        memberEmail: 'member@camppass.test',
        pricePaid: 1_200,
        totalPaid: 1_260,
        campground: { allow_member_renewals: true, allow_member_extensions: true },
      });
      expect(data.payments).toEqual([
        expect.objectContaining({ amount: 126_000, membershipCode: 'CAM-OWN001' }),
      ]);
      conforms(
        'user-memberships',
        await call(test, 'user-memberships', { method: 'GET', token: area.tokens.member }),
      );
    });

    it('member-payments pages the member’s payments in the order asked', async () => {
      const res = await call(test, 'member-payments?sortField=amount&sortDirection=asc&page=1&pageSize=10', {
        method: 'GET',
        token: area.tokens.member,
      });
      conforms('member-payments', res);
      expect(res.json.data).toMatchObject({
        payments: [{ amount: 126_000, membershipCode: 'CAM-OWN001' }],
        pagination: { page: 1, limit: 10, totalCount: 1, totalPages: 1 },
      });
      expect(res.body).not.toContain('CAM-OTH001');
      const bad = await call(test, 'member-payments?sortField=user_id', {
        method: 'GET',
        token: area.tokens.member,
      });
      expect(bad.status).toBe(400);
    });

    it('update-profile reads and updates by the rules of 02 §5; the e-mail never changes', async () => {
      conforms(
        'read-profile',
        await call(test, 'update-profile', { method: 'GET', token: area.tokens.member }),
      );
      const patch = (body: unknown) =>
        call(test, 'update-profile', { method: 'PATCH', token: area.tokens.member, body });
      const saved = await patch({
        firstName: ' Alex ',
        lastName: '',
        email: 'new@camppass.test',
        postalCode: '12345',
      });
      conforms('update-profile', saved);
      expect(saved.json).toMatchObject({
        message: profileUpdatedMessage(['firstName', 'postalCode']),
        updatedFields: ['firstName', 'postalCode'],
        profile: {
          email: 'member@camppass.test',
          firstName: 'Alex',
          lastName: 'Rivers',
          postalCode: '12345',
        },
      });
      const nothing = await patch({ email: 'new@camppass.test', phone: '  ', city: null });
      expect([nothing.status, nothing.json.error]).toEqual([400, PROFILE_NO_VALID_DATA]);
      const bad = await patch({ postalCode: '1234' });
      expect([bad.status, bad.json.code]).toEqual([400, 'VALIDATION_ERROR']);
      const again = await call(test, 'update-profile', { method: 'GET', token: area.tokens.member });
      expect(again.json.profile).toMatchObject({ email: 'member@camppass.test', firstName: 'Alex' });
      // POST is not how update-profile is reached.
      expect(
        (await call(test, 'update-profile', { body: { city: 'X' }, token: area.tokens.member })).status,
      ).toBe(404);
    });

    it('update-profile takes the profile under the names it is read with, stores them, and knows no others', async () => {
      const body = {
        firstName: 'Alex',
        lastName: 'Rivers-Lake',
        phone: '+1 (512) 555-0100',
        dateOfBirth: '1990-04-05',
        streetAddress: '1 Lake Road',
        city: 'Austin',
        stateProvince: 'TX',
        postalCode: '78701-1234',
        country: 'US',
        specialRequests: 'Shaded site',
      };
      const saved = await call(test, 'update-profile', { method: 'PATCH', token: area.tokens.member, body });
      conforms('update-profile', saved);
      expect(saved.json).toMatchObject({ updatedFields: Object.keys(body), profile: body });
      const read = await call(test, 'update-profile', { method: 'GET', token: area.tokens.member });
      expect(read.json.profile).toMatchObject(body);
      const dashboard = await call(test, 'get-member-dashboard', {
        method: 'GET',
        token: area.tokens.member,
      });
      expect((dashboard.json.data as { profile: unknown }).profile).toMatchObject(body);
      // The old snake_case names are not fields update-profile takes.
      const snake = await call(test, 'update-profile', {
        method: 'PATCH',
        token: area.tokens.member,
        body: { state_province: 'MN', postal_code: '55001' },
      });
      expect([snake.status, snake.json.error]).toEqual([400, PROFILE_NO_VALID_DATA]);
      expect(
        (await call(test, 'update-profile', { method: 'GET', token: area.tokens.member })).json.profile,
      ).toMatchObject({ stateProvince: 'TX', postalCode: '78701-1234' });
    });

    it('update-profile changes only the caller’s own profile, whoever is named in the body', async () => {
      const patch = (token: string, body: unknown) =>
        call(test, 'update-profile', { method: 'PATCH', token, body });
      const read = async (token: string) =>
        (await call(test, 'update-profile', { method: 'GET', token })).json.profile as Record<
          string,
          unknown
        >;
      const otherBefore = await read(area.tokens.other);
      // Ids of another member in the body are not fields update-profile takes.
      const own = await patch(area.tokens.member, {
        id: area.other.id,
        user_id: area.other.id,
        userId: area.other.id,
        city: 'Duluth',
      });
      conforms('update-profile', own);
      expect(own.json).toMatchObject({
        updatedFields: ['city'],
        profile: { id: area.member.id, city: 'Duluth' },
      });
      expect(await read(area.tokens.other)).toEqual(otherBefore);
      // The other member edits their own profile, which leaves the first member's as it was.
      const theirs = await patch(area.tokens.other, { city: 'Ely', phone: '+1 (218) 555-0100' });
      expect(theirs.json).toMatchObject({ profile: { id: area.other.id, city: 'Ely' } });
      expect(await read(area.tokens.member)).toMatchObject({ city: 'Duluth', phone: null });
      // An owner acts as the member of their own account: their own profile, never a member's.
      const owner = await patch(area.tokens.owner, { city: 'Bemidji', id: area.member.id });
      expect(owner.json).toMatchObject({ profile: { email: 'owner@camppass.test', city: 'Bemidji' } });
      expect((await read(area.tokens.member)).city).toBe('Duluth');
      // Every rule of 02 §5 answers with the form's messages by field.
      const bad = await patch(area.tokens.member, {
        phone: 'call me',
        dateOfBirth: '1990-02-30',
        postalCode: '5500',
      });
      expect([bad.status, bad.json]).toEqual([
        400,
        {
          success: false,
          code: 'VALIDATION_ERROR',
          error: FORM_HAS_ERRORS,
          fieldErrors: {
            phone: PHONE_INVALID,
            dateOfBirth: DATE_FORMAT_INVALID,
            postalCode: POSTAL_CODE_INVALID,
          },
        },
      ]);
      expect((await read(area.tokens.member)).postalCode).toBeNull();
    });

    it('documents come with signed links that open the file, then expire', async () => {
      const res = await call(test, 'get-user-documents', { method: 'GET', token: area.tokens.member });
      conforms('get-user-documents', res);
      const data = res.json.data as {
        selfieDocuments: { signed_url: string; expires_at: string; file_size: number; file_name: string }[];
        profileDocuments: { id_photo_signed_url: string };
      };
      const [selfie] = data.selfieDocuments;
      expect(selfie).toMatchObject({
        file_size: area.jpeg.byteLength,
        file_name: 'selfie-id-CAM-OWN001.jpg',
      });
      expect(data.profileDocuments.id_photo_signed_url).toBe(selfie?.signed_url);
      expect(new Date(selfie?.expires_at ?? '').getTime() - test.clock.now().getTime()).toBe(15 * 60_000);
      const link = new URL(selfie?.signed_url ?? '');
      const opened = await raw(`${link.pathname}${link.search}`);
      expect(opened.status).toBe(200);
      expect(new Uint8Array(await opened.arrayBuffer())).toEqual(area.jpeg);
      test.clock.advance({ minutes: 16 });
      expect((await raw(`${link.pathname}${link.search}`)).status).toBe(403);
    });
  });

  describe('the digital card and its status page', () => {
    it('is an 800x1200 PNG whose QR code opens the status page, valid today', async () => {
      const res = await raw(
        `/functions/v1/get-membership-card?membershipId=${area.own.id}`,
        area.tokens.member,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="membership-card-CAM-OWN001.png"',
      );
      expect(res.headers.get('cache-control')).toContain('no-store');
      const card = readCardImage(new Uint8Array(await res.arrayBuffer()));
      expect([card.width, card.height]).toEqual([800, 1200]);
      const link = new URL(card.qrText ?? '');
      expect(link.origin).toBe('http://camppass.test');
      expect(link.pathname).toMatch(/^\/membership-status\/[A-Za-z0-9_-]{22,}$/);
      expect(link.pathname).not.toContain('CAM-OWN001');

      const page = await raw(link.pathname);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(STATUS_VALID_TODAY);
      expect(html).toContain('Campground pine-valley');
      expect(html).toContain('Jamie R.');
      expect(html).toContain('05/01/2026');
      expect(html).not.toMatch(/member@camppass\.test|CAM-OWN001|Rivers/);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

      const token = link.pathname.split('/').pop() ?? '';
      const status = await call(test, `membership-status?token=${token}`, { method: 'GET' });
      conforms('membership-status', status);
      expect(status.json.data).toMatchObject({
        validToday: true,
        memberName: 'Jamie R.',
        message: STATUS_VALID_TODAY,
      });
      expect(status.body).not.toContain('@');
    });

    it('replacing the link makes the old one stop working', async () => {
      const first = await call(test, `get-membership-status-link?membershipId=${area.own.id}`, {
        method: 'GET',
        token: area.tokens.member,
      });
      conforms('get-membership-status-link', first);
      const oldPath = new URL((first.json.data as { statusUrl: string }).statusUrl).pathname;
      const replaced = await call(test, 'replace-membership-status-link', {
        body: { membershipId: area.own.id },
        token: area.tokens.member,
      });
      conforms('replace-membership-status-link', replaced);
      const newPath = new URL((replaced.json.data as { statusUrl: string }).statusUrl).pathname;
      expect(newPath).not.toBe(oldPath);
      const old = await raw(oldPath);
      expect(old.status).toBe(404);
      expect(await old.text()).toContain(STATUS_LINK_NOT_FOUND.replace("'", '&#39;'));
      expect((await raw(newPath)).status).toBe(200);
      const card = await raw(
        `/functions/v1/get-membership-card?membershipId=${area.own.id}`,
        area.tokens.member,
      );
      expect(readCardImage(new Uint8Array(await card.arrayBuffer())).qrText).toBe(
        (replaced.json.data as { statusUrl: string }).statusUrl,
      );
    });

    it('gives parallel first callers one and the same link', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          call(test, `get-membership-status-link?membershipId=${area.own.id}`, {
            method: 'GET',
            token: area.tokens.member,
          }),
        ),
      );
      expect(new Set(answers.map((a) => (a.json.data as { statusUrl: string }).statusUrl)).size).toBe(1);
    });

    it('answers unknown and malformed tokens alike, and escapes nothing it did not produce', async () => {
      for (const token of ['x'.repeat(30), '%3Cscript%3E', 'a'.repeat(300)]) {
        const page = await raw(`/membership-status/${token}`);
        expect(page.status).toBe(404);
        expect(await page.text()).not.toContain('<script>');
      }
      const res = await call(test, 'membership-status?token=nope', { method: 'GET' });
      expect([res.status, res.json.code]).toEqual([404, 'STATUS_LINK_NOT_FOUND']);
    });
  });

  describe('NUL bytes', () => {
    it('are refused with 400 in ids, profile fields and tokens', async () => {
      const cases = [
        call(test, 'get-membership-card?membershipId=a%00b', { method: 'GET', token: area.tokens.member }),
        call(test, 'user-memberships?userId=%00', { method: 'GET', token: area.tokens.member }),
        call(test, 'membership-status?token=ab%00cd', { method: 'GET' }),
        call(test, 'member-payments?search=a%00', { method: 'GET', token: area.tokens.member }),
        call(test, 'update-profile', {
          method: 'PATCH',
          token: area.tokens.member,
          body: { city: 'Aus\u0000tin' },
        }),
        call(test, 'replace-membership-status-link', {
          token: area.tokens.member,
          body: { membershipId: 'x\u0000' },
        }),
      ];
      for (const res of await Promise.all(cases)) expect([res.path, res.status]).toEqual([res.path, 400]);
      expect((await raw('/membership-status/ab%00cd')).status).toBe(404);
    });
  });
});
