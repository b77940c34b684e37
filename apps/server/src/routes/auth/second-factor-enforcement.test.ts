import { authenticatorCode } from '@camppass/core/auth/second-factor-crypto';
import { SECOND_FACTOR_SETUP_NEEDED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs, seedAccount, seedCampground } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

/**
 * The second factor enforced by the server, not only by the portal's redirect: a super admin
 * without one, and staff whose owner requires one, reach only the Security page's set-up functions.
 */
describe('a second factor required before any admin or staff function', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seed>>;

  const seed = async (t: TestApp) => {
    const campground = await seedCampground(t, 'pine-valley');
    const other = await seedCampground(t, 'other-camp');
    const accounts = {
      member: await seedAccount(t, { email: 'member@camppass.test' }),
      staff: await seedAccount(t, {
        email: 'staff@camppass.test',
        roles: [{ role: 'staff', campgroundId: campground.id }],
      }),
      otherStaff: await seedAccount(t, {
        email: 'other-staff@camppass.test',
        roles: [{ role: 'staff', campgroundId: other.id }],
      }),
      owner: await seedAccount(t, {
        email: 'owner@camppass.test',
        roles: [{ role: 'owner', campgroundId: campground.id }],
      }),
      otherOwner: await seedAccount(t, {
        email: 'other@camppass.test',
        roles: [{ role: 'owner', campgroundId: other.id }],
      }),
      // A super admin as `npm run create-admin` makes one: no second factor yet.
      admin: await seedAccount(t, {
        email: 'new-admin@camppass.test',
        roles: [{ role: 'super_admin' }],
        secondFactor: false,
      }),
      // A super admin with an authenticator app (and a remembered device).
      keptAdmin: await seedAccount(t, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] }),
    };
    const type = { member: 'member', admin: 'superAdmin', keptAdmin: 'superAdmin' } as const;
    const tokens = {} as Record<keyof typeof accounts, string>;
    for (const role of Object.keys(accounts) as (keyof typeof accounts)[]) {
      const loginType = role in type ? type[role as keyof typeof type] : 'owner';
      tokens[role] = (await loginAs(t, accounts[role], loginType)).accessToken;
    }
    return { campground, other, accounts, tokens };
  };

  const stats = (token: string) => call(test, 'admin-system-stats', { method: 'GET', token });
  const memberStats = (token: string, campgroundId: string) =>
    call(test, 'get-campground-member-stats', {
      method: 'GET',
      token,
      query: { campground_id: campgroundId },
    });
  const expectSetUpFirst = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.status, res.body).toBe(403);
    expect(res.json).toMatchObject({
      code: 'SECOND_FACTOR_SETUP_REQUIRED',
      error: SECOND_FACTOR_SETUP_NEEDED,
    });
  };
  const setUpApp = async (token: string) => {
    const started = await call(test, 'start-authenticator-setup', { token, body: {} });
    expect(started.status, started.body).toBe(200);
    const { secret } = started.json.data as { secret: string };
    const confirmed = await call(test, 'confirm-authenticator-setup', {
      token,
      body: { code: authenticatorCode(secret, test.clock.now()) },
    });
    expect(confirmed.status, confirmed.body).toBe(200);
  };

  beforeEach(async () => {
    test = await testApp();
    s = await seed(test);
  });

  it('refuses a super admin without a factor every admin function, with the catalogue words', async () => {
    expectSetUpFirst(await stats(s.tokens.admin));
    expectSetUpFirst(
      await call(test, 'create-campground', {
        token: s.tokens.admin,
        body: { name: 'Lakeside', slug: 'lakeside' },
      }),
    );
    expectSetUpFirst(await call(test, 'admin-recent-activity', { token: s.tokens.admin, body: {} }));
    // Nothing was created behind the refusal.
    const campgrounds = await call(test, 'admin-campgrounds', { token: s.tokens.keptAdmin, body: {} });
    expect(campgrounds.status).toBe(200);
    expect(JSON.stringify(campgrounds.json)).not.toContain('lakeside');
  });

  it('keeps the set-up functions and the session reachable, then opens every function', async () => {
    const settings = await call(test, 'get-security-settings', { method: 'GET', token: s.tokens.admin });
    expect(settings.status, settings.body).toBe(200);
    expect(settings.json.data).toMatchObject({ required: true, factors: [] });
    expect((await call(test, 'get-user-profile', { method: 'GET', token: s.tokens.admin })).status).toBe(200);
    await setUpApp(s.tokens.admin);
    expect((await stats(s.tokens.admin)).status).toBe(200);
  });

  it('answers every other role as before: only the super admin without a factor is held', async () => {
    expect((await stats(s.tokens.keptAdmin)).status).toBe(200);
    for (const role of ['member', 'owner', 'otherOwner', 'staff'] as const) {
      const res = await stats(s.tokens[role]);
      expect(res.status, role).toBe(403);
      expect(res.json.code, role).toBe('FORBIDDEN');
    }
    expect((await stats('')).status).toBe(401);
    expect((await memberStats(s.tokens.staff, s.campground.id)).status).toBe(200);
  });

  it('holds the staff of a campground whose owner requires a factor, and only them', async () => {
    const required = await call(test, 'set-staff-second-factor', {
      token: s.tokens.owner,
      body: { campgroundId: s.campground.id, required: true },
    });
    expect(required.status, required.body).toBe(200);
    expectSetUpFirst(await memberStats(s.tokens.staff, s.campground.id));
    // The staff's reach into another campground is still refused as it was (not theirs).
    expectSetUpFirst(await memberStats(s.tokens.staff, s.other.id));
    // The owner, another campground's staff and owner, and members are not held.
    expect((await memberStats(s.tokens.owner, s.campground.id)).status).toBe(200);
    expect((await memberStats(s.tokens.otherStaff, s.other.id)).status).toBe(200);
    expect((await memberStats(s.tokens.otherOwner, s.other.id)).status).toBe(200);
    expect((await memberStats(s.tokens.otherOwner, s.campground.id)).status).toBe(403);
    expect((await call(test, 'get-member-dashboard', { method: 'GET', token: s.tokens.member })).status).toBe(
      200,
    );
    await setUpApp(s.tokens.staff);
    expect((await memberStats(s.tokens.staff, s.campground.id)).status).toBe(200);
  });

  it('refuses the owner policy and the staff requirement to a held super admin who also owns', async () => {
    const owning = await seedAccount(test, {
      email: 'owning-admin@camppass.test',
      roles: [{ role: 'super_admin' }, { role: 'owner', campgroundId: s.other.id }],
      secondFactor: false,
    });
    const { accessToken } = await loginAs(test, owning, 'superAdmin');
    expectSetUpFirst(
      await call(test, 'set-staff-second-factor', {
        token: accessToken,
        body: { campgroundId: s.other.id, required: true },
      }),
    );
    expectSetUpFirst(await memberStats(accessToken, s.other.id));
  });

  it('answers 50 parallel calls of a held super admin 403 each, and they change nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(test, 'create-campground', {
          token: s.tokens.admin,
          body: { name: `Camp ${i}`, slug: `camp-${i}` },
        }),
      ),
    );
    for (const res of answers) expectSetUpFirst(res);
    const campgrounds = await call(test, 'admin-campgrounds', { token: s.tokens.keptAdmin, body: {} });
    expect(campgrounds.status).toBe(200);
    expect(JSON.stringify(campgrounds.json)).not.toContain('camp-0');
  });
});
