import { ownerCampgroundsResponseSchema } from '@camppass/client';
import { OWNER_AREA_ONLY } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedIntegrations } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

describe('owner-campgrounds over HTTP (owner area shell)', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedIntegrations>>;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  const ask = (token?: string) =>
    call(test, 'owner-campgrounds', { method: 'GET', ...(token === undefined ? {} : { token }) });

  it('answers the owner their own campground only, in the contract, with what selling needs and the stats', async () => {
    const answer = await ask(s.tokens.owner);
    expect(answer.status, answer.body).toBe(200);
    const { data } = ownerCampgroundsResponseSchema.parse(answer.json);
    expect(data.campgrounds.map((c) => [c.id, c.slug, c.caller_role, c.public_page_available])).toEqual([
      [s.campground.id, 'pine-valley', 'owner', true],
    ]);
    expect(answer.body).not.toContain(s.other.id);
    // Ready to sell: it offers a type and its payouts account is enabled; no logo or terms were uploaded.
    expect(data.campgrounds[0]?.ready_to_sell).toEqual({
      membership_type: true,
      logo: false,
      terms: false,
      payouts: true,
    });
    expect(data.campgrounds[0]?.payout_state).toBe('enabled');
    // One membership at Pine Valley, running to 2027-04-30; no payment recorded.
    expect(data.stats).toEqual({
      totalCampgrounds: 1,
      totalMemberships: 1,
      activeMemberships: 1,
      expiringMemberships: 0,
      totalRevenue: 0,
    });
  });

  it('answers staff the campground they staff, as staff, and another owner only theirs', async () => {
    const staff = ownerCampgroundsResponseSchema.parse((await ask(s.tokens.staff)).json);
    expect(staff.data.campgrounds.map((c) => [c.id, c.caller_role])).toEqual([[s.campground.id, 'staff']]);
    const other = ownerCampgroundsResponseSchema.parse((await ask(s.tokens.otherOwner)).json);
    expect(other.data.campgrounds.map((c) => c.id)).toEqual([s.other.id]);
  });

  it('answers a super admin without grants an empty list', async () => {
    const admin = ownerCampgroundsResponseSchema.parse((await ask(s.tokens.admin)).json);
    expect(admin.data.campgrounds).toEqual([]);
  });

  it('refuses a member (403) and an anonymous caller (401)', async () => {
    const member = await ask(s.tokens.member);
    expect(member.status).toBe(403);
    expect(member.json.error).toBe(OWNER_AREA_ONLY);
    expect((await ask()).status).toBe(401);
  });
});
