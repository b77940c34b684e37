import { FUNCTIONS, type FunctionName } from '@camppass/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs, type SeededAccount, seedAccount, seedCampground } from './http';
import type { TestApp } from './test-app';

interface AdminCall {
  readonly body?: unknown;
}

/** Every function of the super admin's area, with a body it accepts. */
const ADMIN_CALLS: Partial<Record<FunctionName, AdminCall>> = {
  'invite-owner': {
    body: { email: 'x@camppass.test', name: 'X Y', campgroundId: '00000000-0000-4000-8000-000000000001' },
  },
  'admin-recent-activity': { body: {} },
  'admin-system-stats': {},
};

/** The functions of the contract that belong to the super admin's area. */
const ADMIN_FUNCTIONS = (Object.keys(FUNCTIONS) as FunctionName[]).filter(
  (name) => name.startsWith('admin-') || name in ADMIN_CALLS,
);

const request = (name: FunctionName, token?: string) => {
  const { method } = FUNCTIONS[name];
  const body = ADMIN_CALLS[name]?.body;
  return {
    method,
    ...(method === 'POST' ? { body: body ?? {} } : {}),
    ...(token ? { token } : {}),
  } as const;
};

export interface AdminSession {
  readonly account: SeededAccount;
  readonly token: string;
}

/** A signed-in super admin. */
export const signInAdmin = async (test: TestApp, email = 'admin@camppass.test'): Promise<AdminSession> => {
  const account = await seedAccount(test, { email, roles: [{ role: 'super_admin' }] });
  return { account, token: (await loginAs(test, account, 'superAdmin')).accessToken };
};

/** The super admin's area over HTTP on the persistence `factory` gives. */
export function describeAdminSuites(label: string, factory: () => Promise<TestApp>): void {
  describe(`super admin functions over HTTP (${label})`, () => {
    let test: TestApp;
    let admin: AdminSession;
    beforeEach(async () => {
      test = await factory();
      admin = await signInAdmin(test);
    });

    const activity = async (body: Record<string, unknown> = {}) => {
      const res = await call(test, 'admin-recent-activity', { body, token: admin.token });
      expect(res.status, res.body).toBe(200);
      return res.json as unknown as {
        data: { action: string; actorEmail: string; actorRole: string; before: unknown; after: unknown }[];
        pagination: { totalCount: number; totalPages: number; hasNextPage: boolean };
      };
    };

    it('knows a request for every admin function of the contract', () => {
      expect(ADMIN_FUNCTIONS.filter((name) => !(name in ADMIN_CALLS))).toEqual([]);
    });

    it('refuses every admin function to anonymous callers (401) and to members, staff and owners (403)', async () => {
      const campground = await seedCampground(test, 'pine-valley');
      const others = await Promise.all(
        (
          [
            ['member', { role: 'member' }, 'member'],
            ['staff', { role: 'staff', campgroundId: campground.id }, 'owner'],
            ['owner', { role: 'owner', campgroundId: campground.id }, 'owner'],
          ] as const
        ).map(async ([name, role, loginType]) => {
          const account = await seedAccount(test, { email: `${name}@camppass.test`, roles: [role] });
          return (await loginAs(test, account, loginType)).accessToken;
        }),
      );
      for (const name of ADMIN_FUNCTIONS) {
        const anonymous = await call(test, name, request(name));
        expect([name, anonymous.status]).toEqual([name, 401]);
        for (const token of others) {
          const refused = await call(test, name, request(name, token));
          expect([name, refused.status, refused.json.code]).toEqual([name, 403, 'FORBIDDEN']);
        }
      }
      expect((await activity()).pagination.totalCount).toBe(0);
    });

    it('refuses NUL bytes in any admin function body (400)', async () => {
      for (const name of ADMIN_FUNCTIONS.filter((fn) => FUNCTIONS[fn].method === 'POST')) {
        const res = await call(test, name, {
          body: { search: 'a\u0000b', name: 'x\u0000' },
          token: admin.token,
        });
        expect([name, res.status, res.json.code]).toEqual([name, 400, 'INVALID_INPUT']);
      }
    });

    it('admin-system-stats counts campgrounds, owners, members, active memberships and pending verifications', async () => {
      const campground = await seedCampground(test, 'pine-valley');
      await seedCampground(test, 'lake-side');
      await seedAccount(test, {
        email: 'owner@camppass.test',
        roles: [{ role: 'owner', campgroundId: campground.id }],
      });
      await seedAccount(test, { email: 'member@camppass.test' });
      const res = await call(test, 'admin-system-stats', { method: 'GET', token: admin.token });
      expect(res.status, res.body).toBe(200);
      expect(res.json).toEqual({
        success: true,
        data: {
          totalCampgrounds: 2,
          totalOwners: 1,
          totalMembers: 1,
          activeMemberships: 0,
          pendingVerifications: 0,
          systemHealth: 'healthy',
        },
      });
    });

    describe('admin-recent-activity', () => {
      it('shows an owner invitation with who sent it, newest first, a page at a time', async () => {
        const campgrounds = await Promise.all(
          [...Array(12).keys()].map((n) => seedCampground(test, `camp-${n}`)),
        );
        for (const [n, campground] of campgrounds.entries()) {
          test.clock.advance({ seconds: 1 });
          const res = await call(test, 'invite-owner', {
            body: { email: `owner-${n}@camppass.test`, name: 'Nora Owner', campgroundId: campground.id },
            token: admin.token,
          });
          expect(res.status).toBe(200);
        }
        const first = await activity({ limit: 10 });
        expect(first.pagination).toMatchObject({ totalCount: 12, totalPages: 2, hasNextPage: true });
        expect(first.data[0]).toMatchObject({
          action: 'invite-owner',
          actorEmail: 'admin@camppass.test',
          actorRole: 'super_admin',
          before: null,
          after: { email: 'owner-11@camppass.test', role: 'owner' },
        });
        expect(JSON.stringify(first)).not.toMatch(/tokenHash|token_hash/);
        const second = await activity({ limit: 10, page: 2 });
        expect(second.data.map((entry) => (entry.after as { email: string }).email)).toEqual([
          'owner-1@camppass.test',
          'owner-0@camppass.test',
        ]);
        expect((await activity({ search: 'owner-11' })).pagination.totalCount).toBe(0);
        expect((await activity({ search: 'INVITE' })).pagination.totalCount).toBe(12);
        expect((await activity({ campgroundId: campgrounds[3]?.id })).pagination.totalCount).toBe(1);
      });

      it('records nothing for a write that failed', async () => {
        const res = await call(test, 'invite-owner', {
          body: { email: 'x@camppass.test', name: 'X', campgroundId: '00000000-0000-4000-8000-00000000ffff' },
          token: admin.token,
        });
        expect(res.status).toBe(404);
        expect((await activity()).pagination.totalCount).toBe(0);
      });
    });
  });
}
