import { UNIT_OF_WORK } from '@camppass/core';
import {
  CAMPGROUND_ACCESS_DENIED,
  MEMBER_EXPORT_COLUMNS,
  MEMBER_OTHER_CAMPGROUND,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http';
import { getRaw, seedOwnerMembers } from '../../testing/owner-members-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

type Who = 'owner' | 'staff' | 'otherOwner' | 'member' | 'admin' | 'anonymous';

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('the owner Members tab over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedOwnerMembers>>;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedOwnerMembers(test);
  });
  const tokenOf = (who: Who) => (who === 'anonymous' ? {} : { token: s.tokens[who] });
  const get = (who: Who, name: string, query: Record<string, string>) =>
    call(test, name, { method: 'GET', ...tokenOf(who), query });

  it('pages, searches, filters and sorts the owner’s members, with the member record of 03 §3', async () => {
    const page = await get('owner', 'get-campground-members', { campground_id: s.campground.id });
    expect(page.status, page.body).toBe(200);
    expect(page.json.pagination).toEqual({
      page: 1,
      limit: 10,
      totalCount: 2,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
    const members = page.json.data as Record<string, unknown>[];
    // Both joined at the same instant: the order between them is the id's.
    expect(members.map((m) => m.membership_code).sort()).toEqual(['PIN-ABCD0001', 'PIN-TRICKY01']);
    expect(members.find((m) => m.membership_code === 'PIN-TRICKY01')).toMatchObject({
      status: 'active',
      status_label: 'Expiring Soon',
      is_expiring_soon: true,
      days_until_expiration: 19,
      campground_id: s.campground.id,
      payment_status: 'paid',
      price_paid_formatted: '$140.00',
      full_address: '@Austin, -TX',
      member_profile: expect.objectContaining({ email: 'tricky@camppass.test', phone: '+1 555 0100' }),
    });
    const searched = await get('owner', 'get-campground-members', {
      campground_id: s.campground.id,
      search: '5550100',
      sort_by: 'name',
      sort_order: 'asc',
      status: 'active',
      limit: '20',
    });
    expect((searched.json.data as { membership_code: string }[]).map((m) => m.membership_code)).toEqual([
      'PIN-TRICKY01',
    ]);
    const staffPage = await get('staff', 'get-campground-members', {
      campground_id: s.campground.id,
      offset: '10',
    });
    expect(staffPage.status).toBe(200);
    expect(staffPage.json.pagination).toMatchObject({ page: 2, totalCount: 2, hasPreviousPage: true });
    expect((await get('owner', 'get-campground-members', { limit: '1000' })).status).toBe(400);
  });

  it('lists the next charge date of a membership renewing itself, as its profile tells it', async () => {
    const at = new Date();
    await test.container.get(UNIT_OF_WORK).run(async (repos) => {
      await repos.campgrounds.updateSettings(
        s.campground.id,
        { allowMemberRenewals: true, requirePaymentForRenewals: true, offerAutoRenewal: true },
        at,
      );
      await repos.membershipTypes.update(s.tricked.membershipTypeId, { durationDays: 365 }, at);
      await repos.memberships.update(s.tricked.id, { autoRenewal: true }, at);
      await repos.autoRenewals.saveCard(
        {
          membershipId: s.tricked.id,
          customerId: 'cus_1',
          paymentMethodId: 'pm_1',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
        },
        at,
      );
    });
    const page = await get('staff', 'get-campground-members', { campground_id: s.campground.id });
    expect(page.status, page.body).toBe(200);
    const members = page.json.data as Record<string, unknown>[];
    // Tricky's membership ends on 2026-06-20: charged 3 days before.
    expect(members.map((m) => [m.membership_code, m.auto_renewal, m.next_charge_date]).sort()).toEqual([
      ['PIN-ABCD0001', false, null],
      ['PIN-TRICKY01', true, '2026-06-17'],
    ]);
    const detail = await get('owner', 'get-campground-member', { membership_id: s.tricked.id });
    expect(detail.json.data).toMatchObject({
      member: { next_charge_date: '2026-06-17' },
      timeline: { auto_renewal: true, next_charge_date: '2026-06-17' },
    });
  });

  it('reads the stats and one member’s profile for the owner and staff', async () => {
    const stats = await get('staff', 'get-campground-member-stats', { campground_id: s.campground.id });
    expect(stats.status, stats.body).toBe(200);
    expect(stats.json.data).toMatchObject({
      total_members: 2,
      active_members: 2,
      expiring_soon: 1,
      by_campground: [{ campground_id: s.campground.id, count: 2 }],
    });
    expect((stats.json.data as { revenue_by_month: unknown[] }).revenue_by_month).toHaveLength(12);
    const detail = await get('owner', 'get-campground-member', { membership_id: s.tricked.id });
    expect(detail.status, detail.body).toBe(200);
    expect(detail.json.data).toMatchObject({
      member: { id: s.tricked.id, membership_code: 'PIN-TRICKY01' },
      timeline: { start_date: '2026-05-01', end_date: '2026-06-20', auto_renewal: false },
      attention: ['expiring_soon', 'id_photo_missing'],
    });
  });

  it('exports the CSV: the 15 columns, one row per member, formula cells neutralised, phones readable, as an attachment', async () => {
    const csv = await getRaw(test, 'export-members', s.tokens.owner, { campground_id: s.campground.id });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="members-pine-valley-2026-06-01.csv"',
    );
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe(MEMBER_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    const tricky = lines.find((line) => line.includes('PIN-TRICKY01')) as string;
    expect(tricky).toContain(`"'=HYPERLINK(""http://evil.test"") Cell"`);
    expect(tricky).toContain(',+1 555 0100,');
    expect(tricky).toContain("'@Austin,'-TX");
    expect(tricky.replace(',+1 555 0100,', ',')).not.toMatch(/(^|,)[=+\-@]/);
    expect(csv.text).not.toContain('OTH-SECRET01');
  });

  it.each([
    ['staff', 403, OWNER_ONLY_ACTION],
    ['otherOwner', 403, CAMPGROUND_ACCESS_DENIED],
    ['member', 403, CAMPGROUND_ACCESS_DENIED],
    ['anonymous', 401, null],
  ] as const)('refuses %s the export of Pine Valley (%i)', async (who, status, error) => {
    const csv = await getRaw(test, 'export-members', who === 'anonymous' ? undefined : s.tokens[who], {
      campground_id: s.campground.id,
    });
    expect(csv.status).toBe(status);
    if (error) expect(JSON.parse(csv.text).error).toBe(error);
    expect(csv.text).not.toContain('PIN-');
  });

  it.each([
    ['otherOwner', 403],
    ['member', 403],
    ['anonymous', 401],
  ] as const)('refuses %s every read of Pine Valley, and nothing leaks (%i)', async (who, status) => {
    const answers = [
      await get(who, 'get-campground-members', { campground_id: s.campground.id }),
      await get(who, 'get-campground-members', { campground_id: s.campground.id, search: 'PIN' }),
      await get(who, 'get-campground-member-stats', { campground_id: s.campground.id }),
      await get(who, 'get-campground-member', { membership_id: s.tricked.id }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.path).toBe(status);
      expect(answer.body).not.toContain('PIN-');
      expect(answer.body).not.toContain('tricky@');
    }
    if (who === 'otherOwner') expect(answers[3]?.json.error).toBe(MEMBER_OTHER_CAMPGROUND);
  });

  it.each(['owner', 'staff'] as const)('refuses the %s of Pine Valley the other campground', async (who) => {
    const other = s.other.id;
    const answers = [
      await get(who, 'get-campground-members', { campground_id: other }),
      await get(who, 'get-campground-member-stats', { campground_id: other }),
      await get(who, 'get-campground-member', { membership_id: s.foreign.id }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.path).toBe(403);
      expect(answer.body).not.toContain('OTH-SECRET01');
    }
    expect(answers[2]?.json.error).toBe(MEMBER_OTHER_CAMPGROUND);
    const csv = await getRaw(test, 'export-members', s.tokens[who], { campground_id: other });
    expect(csv.status).toBe(403);
    // Without a campground, only their own campground's members come back.
    const all = await get(who, 'get-campground-members', {});
    expect(all.status).toBe(200);
    expect(all.body).not.toContain('OTH-SECRET01');
    expect(all.json.pagination).toMatchObject({ totalCount: 2 });
  });

  it('lets the other campground’s owner read and export only their own members', async () => {
    const theirs = await get('otherOwner', 'get-campground-members', { campground_id: s.other.id });
    expect((theirs.json.data as { membership_code: string }[]).map((m) => m.membership_code)).toEqual([
      'OTH-SECRET01',
    ]);
    const csv = await getRaw(test, 'export-members', s.tokens.otherOwner, {});
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('OTH-SECRET01');
    expect(csv.text).not.toContain('PIN-');
    expect((await get('member', 'get-campground-members', {})).status).toBe(403);
    expect((await get('admin', 'get-campground-member', { membership_id: s.foreign.id })).status).toBe(200);
  });
});
