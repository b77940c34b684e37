import {
  PAGE_FORM_TOO_LARGE,
  PAGE_FORM_UNSUPPORTED,
  VALIDITY_MESSAGES,
  VALIDITY_SUCCESS_MESSAGE,
  VERIFICATION_FAILED_TITLE,
  VERIFICATION_SUCCESS_TITLE,
  VERIFY_FIELDS_REQUIRED,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAGE_FORM_BYTES } from '../routes/page-verify';
import { seedIntegrations } from '../testing/api-key-http';
import { portalWithRender } from '../testing/portal-render';
import { type TestApp, testApp } from '../testing/test-app';

const portalDir = await portalWithRender();
const PAGE = '/campground/pine-valley';
const FORM = {
  membershipCode: 'pin-abcd0001',
  email: 'member@camppass.test',
  checkInDate: '2026-06-02',
  checkOutDate: '2026-06-05',
};
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

describe("a campground page's verify form posted without scripts", () => {
  let test: TestApp;
  let tokens: Awaited<ReturnType<typeof seedIntegrations>>['tokens'];
  const post = (
    fields: Record<string, string>,
    { path = PAGE, ip = '198.51.100.20', headers = {} as Record<string, string> } = {},
  ) =>
    test.app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );

  beforeEach(async () => {
    test = await testApp({ portalDir });
    ({ tokens } = await seedIntegrations(test));
  });

  it('answers a valid membership with the page showing the verification, kept by no cache', async () => {
    const res = await post(FORM);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const root = rootOf(await res.text());
    expect(root).toContain(VERIFICATION_SUCCESS_TITLE);
    expect(root).toContain(escaped(VALIDITY_SUCCESS_MESSAGE));
    // The fields as sent, so the visitor sees what was verified.
    expect(root).toContain('value="pin-abcd0001"');
  });

  it('answers the same page to every caller: the form takes no session', async () => {
    const anonymous = rootOf(await (await post(FORM)).text());
    for (const [who, token] of Object.entries(tokens)) {
      const res = await post(FORM, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, who).toBe(200);
      expect(rootOf(await res.text()), who).toBe(anonymous);
    }
  });

  it('answers a wrong code or e-mail with the failure and its reason', async () => {
    for (const [fields, reason] of [
      [{ ...FORM, membershipCode: 'PIN-NOPE' }, VALIDITY_MESSAGES.MEMBERSHIP_NOT_FOUND],
      [{ ...FORM, email: 'someone@camppass.test' }, VALIDITY_MESSAGES.EMAIL_MISMATCH],
    ] as const) {
      const res = await post(fields);
      expect(res.status).toBe(200);
      const root = rootOf(await res.text());
      expect(root).toContain(VERIFICATION_FAILED_TITLE);
      expect(root).toContain(escaped(reason));
    }
  });

  it('answers missing or blank fields with 400 and the words asking for them, without asking the server', async () => {
    const refused: Record<string, string>[] = [
      {},
      { ...FORM, email: '' },
      { ...FORM, checkOutDate: '   ' },
      { membershipCode: 'X' },
    ];
    for (const fields of refused) {
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(rootOf(await res.text())).toContain(VERIFY_FIELDS_REQUIRED);
    }
  });

  it("answers 404 with the not-found page for an unknown campground, spending none of the visitor's verifications", async () => {
    const res = await post(FORM, { path: '/campground/no-such-place' });
    expect(res.status).toBe(404);
    expect(rootOf(await res.text())).toContain('Campground Not Found');
    // Posts to a page that does not exist spend none of the visitor's verifications.
    for (let i = 0; i < 25; i += 1) {
      const again = await post(FORM, { path: '/campground/no-such-place', ip: '203.0.113.44' });
      expect(again.status).toBe(404);
    }
    expect((await post(FORM, { ip: '203.0.113.44' })).status).toBe(200);
  });

  it('refuses a body over 16 KB with 413, and anything but an ordinary form with 415', async () => {
    const large = await post({ ...FORM, email: 'x'.repeat(MAX_PAGE_FORM_BYTES) });
    expect([large.status, await large.text()]).toEqual([413, PAGE_FORM_TOO_LARGE]);
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const res = await test.app.request(
        PAGE,
        { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(FORM) },
        { incoming: { socket: { remoteAddress: '198.51.100.20' } } },
      );
      expect([res.status, await res.text()], type).toEqual([415, PAGE_FORM_UNSUPPORTED]);
    }
  });

  it("holds the same anonymous limit as validate-membership: 50 wrong codes at once, the limit's share answered", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post({ ...FORM, membershipCode: 'PIN-GUESS' }, { ip: '203.0.113.9' })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const limited = answers.find((res) => res.status === 429);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(rootOf((await limited?.text()) ?? '')).toContain(VERIFICATION_FAILED_TITLE);
    // Another visitor is not held by that limit.
    expect((await post(FORM, { ip: '203.0.113.10' })).status).toBe(200);
  });
});
