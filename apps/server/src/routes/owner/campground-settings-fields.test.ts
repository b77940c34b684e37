import {
  CAMPGROUND_ACCESS_DENIED,
  OWNER_ONLY_ACTION,
  REMINDER_DAYS_OUT_OF_RANGE,
  REMINDER_DAYS_REQUIRED,
  REMINDER_DAYS_TOO_MANY,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedIntegrations } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

type Seeded = Awaited<ReturnType<typeof seedIntegrations>>;

/** Every setting of 03 §3 the Settings tab gained, each away from its default. */
const CHANGED = {
  campground: {
    text_color: '#1F2937',
    public_page_title: 'Summer at Pine Valley',
    public_page_description: 'Lakeside sites, all season.',
    membership_type_desc: 'Pick the pass that fits your stay.',
    information_desc: 'Call the office from 8 to 6.',
  },
  settings: {
    auto_approve_memberships: true,
    allow_member_renewals: false,
    allow_member_extensions: false,
    require_payment_for_renewals: false,
    offer_auto_renewal: false,
    send_welcome_emails: false,
    send_expiration_reminders: false,
    expiration_reminder_days: [1, 7, 7],
  },
};

describe('campground-crud PUT: the workflow, e-mail and page-text settings', () => {
  let test: TestApp;
  let s: Seeded;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  const put = (body: Record<string, unknown>, token: string | undefined = s.tokens.owner) =>
    call(test, 'campground-crud', {
      method: 'PUT',
      token,
      body: { campground_id: s.campground.id, ...body },
    });
  const read = async (token = s.tokens.owner, id = s.campground.id) =>
    (await call(test, 'campground-crud', { method: 'GET', token, query: { campground_id: id } })).json
      .data as {
      campground: Record<string, unknown>;
      settings: Record<string, unknown>;
    };

  it('saves each of them, the days once each with the most first, and the next GET shows them', async () => {
    const before = await read();
    expect(before.settings).toMatchObject({
      auto_approve_memberships: false,
      offer_auto_renewal: true,
      send_expiration_reminders: true,
      expiration_reminder_days: [30],
    });
    const res = await put(CHANGED);
    expect(res.status, res.body).toBe(200);
    const after = await read();
    expect(after.settings).toMatchObject({
      ...CHANGED.settings,
      expiration_reminder_days: [7, 1],
      text_color: '#1F2937',
      membership_type_desc: 'Pick the pass that fits your stay.',
      information_desc: 'Call the office from 8 to 6.',
    });
    expect(after.campground).toMatchObject({
      public_page_title: 'Summer at Pine Valley',
      public_page_description: 'Lakeside sites, all season.',
    });
    // The public page reads the owner's texts and colour.
    const page = await call(test, 'get-campground', { method: 'GET', query: { slug: s.campground.slug } });
    expect(page.json.data).toMatchObject({
      campground: { public_page_title: 'Summer at Pine Valley', text_color: '#1F2937' },
      descriptions: {
        membershipTypes: 'Pick the pass that fits your stay.',
        information: 'Call the office from 8 to 6.',
      },
    });
  });

  it('is taken from the campground’s owner and a super admin only, here and at another campground', async () => {
    const callers = ['staff', 'member', 'otherOwner', 'anonymous', 'owner', 'admin'] as const;
    for (const caller of callers) {
      for (const where of ['own', 'other'] as const) {
        const campground = where === 'own' ? s.campground : s.other;
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        const res = await call(test, 'campground-crud', {
          method: 'PUT',
          token,
          body: { campground_id: campground.id, ...CHANGED },
        });
        const allowed =
          caller === 'admin' ||
          (caller === 'owner' && where === 'own') ||
          (caller === 'otherOwner' && where === 'other');
        const status = caller === 'anonymous' ? 401 : allowed ? 200 : 403;
        expect([caller, where, res.status], res.body).toEqual([caller, where, status]);
        if (status === 403) {
          const message =
            caller === 'staff' && where === 'own' ? OWNER_ONLY_ACTION : CAMPGROUND_ACCESS_DENIED;
          expect(res.json.error).toBe(message);
          expect(res.body).not.toContain(campground.name);
        }
      }
    }
    // The other campground was changed by its own owner and the super admin only.
    const other = await read(s.tokens.otherOwner, s.other.id);
    expect(other.settings.expiration_reminder_days).toEqual([7, 1]);
  });

  it('leaves the settings untouched when the staff, a member or another owner tries', async () => {
    for (const token of [s.tokens.staff, s.tokens.member, s.tokens.otherOwner]) {
      expect((await put(CHANGED, token)).status).toBe(403);
    }
    expect((await read()).settings).toMatchObject({
      send_welcome_emails: true,
      expiration_reminder_days: [30],
    });
  });

  it.each([
    [[0], REMINDER_DAYS_OUT_OF_RANGE],
    [[366], REMINDER_DAYS_OUT_OF_RANGE],
    [[7.5], REMINDER_DAYS_OUT_OF_RANGE],
    [[-1, 7], REMINDER_DAYS_OUT_OF_RANGE],
    [[], REMINDER_DAYS_REQUIRED],
    [[1, 2, 3, 4, 5, 6], REMINDER_DAYS_TOO_MANY],
  ])(
    'refuses the reminder days %j with 400 and the field message, storing nothing',
    async (days, message) => {
      const res = await put({ settings: { expiration_reminder_days: days, send_welcome_emails: false } });
      expect(res.status, res.body).toBe(400);
      expect(res.json).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: message,
        fieldErrors: { expiration_reminder_days: message },
      });
      expect((await read()).settings).toMatchObject({
        send_welcome_emails: true,
        expiration_reminder_days: [30],
      });
    },
  );

  it.each([
    ['reminder days as a number', { settings: { expiration_reminder_days: 7 } }],
    ['reminder days as text', { settings: { expiration_reminder_days: ['7'] } }],
    [
      'too many reminder days to read',
      { settings: { expiration_reminder_days: Array.from({ length: 51 }, () => 7) } },
    ],
    ['a switch as text', { settings: { send_expiration_reminders: 'no' } }],
    ['a colour name', { campground: { text_color: 'red' } }],
    ['a short colour', { campground: { text_color: '#FFF' } }],
    ['a colour with CSS after it', { campground: { text_color: '#FFFFFF; background: url(x)' } }],
    ['a NUL in the page title', { campground: { public_page_title: 'Pine\u0000Valley' } }],
    ['a NUL in a section text', { campground: { information_desc: 'Call\u0000us' } }],
    ['a NUL in the campground id', { campground_id: 'c\u00001' }],
    ['a page title too long', { campground: { public_page_title: 'x'.repeat(201) } }],
    ['a section text too long', { campground: { membership_type_desc: 'x'.repeat(5001) } }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await put(body);
    expect(res.status, res.body).toBe(400);
    expect(res.json.success).toBe(false);
  });

  it('applies ten saves of different days sent at once, each whole, keeping one of them', async () => {
    const lists = Array.from({ length: 10 }, (_, i) => [i + 10, i + 1]);
    const answers = await Promise.all(
      lists.map((days) => put({ settings: { expiration_reminder_days: days } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(lists.map(() => 200));
    const kept = (await read()).settings.expiration_reminder_days;
    expect(lists).toContainEqual(kept);
  });
});
