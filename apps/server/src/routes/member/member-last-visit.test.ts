import { beforeEach, describe, expect, it } from 'vitest';
import { checkIn, seedGate } from '../../testing/gate-http';
import { call } from '../../testing/http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

type Listed = { id: string; lastVisitAt: string | null };

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('a member’s last visit on their memberships (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedGate>>;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedGate(test);
  });

  it('shows the latest check-in of each of the member’s own memberships, null where never', async () => {
    const early = new Date(test.clock.now().getTime() - 3_600_000).toISOString();
    const late = new Date(test.clock.now().getTime() - 60_000).toISOString();
    for (const [clientId, checkedAt] of [
      ['scan-late', late],
      ['scan-early', early],
    ] as const) {
      const answer = await checkIn(test, s.tokens.staff, {
        campgroundId: s.campground.id,
        membershipId: s.membership.id,
        clientId,
        checkedAt,
      });
      expect(answer.status, answer.body).toBe(200);
    }
    const listed = await call(test, 'user-memberships', { method: 'GET', token: s.tokens.member });
    expect(listed.status, listed.body).toBe(200);
    const memberships = (listed.json.data as { memberships: Listed[] }).memberships;
    const byId = new Map(memberships.map((m) => [m.id, m.lastVisitAt]));
    expect(byId.get(s.membership.id)).toBe(late);
    expect(byId.get(s.foreign.id)).toBeNull();

    const dashboard = await call(test, 'get-member-dashboard', { method: 'GET', token: s.tokens.member });
    expect(dashboard.status, dashboard.body).toBe(200);
    expect(dashboard.body).toContain(late);
  });

  it('never shows another member’s visits', async () => {
    await checkIn(test, s.tokens.staff, {
      campgroundId: s.campground.id,
      membershipId: s.membership.id,
      clientId: 'scan-1',
    });
    const asOther = await call(test, 'user-memberships', {
      method: 'GET',
      token: s.tokens.member,
      query: { userId: s.people.staff.id },
    });
    // Another user's id is answered as not found, their memberships never shown.
    expect(asOther.status, asOther.body).toBe(404);
    expect(asOther.json.code).toBe('PROFILE_NOT_FOUND');
    const staffOwn = await call(test, 'user-memberships', { method: 'GET', token: s.tokens.staff });
    expect(staffOwn.body).not.toContain(s.membership.id);
  });
});
