import { FUNCTIONS, type FunctionName } from '@camppass/client';
import { UNIT_OF_WORK } from '@camppass/core';
import { aMembership, aMembershipType, aPayment, unwrap } from '@camppass/core/testing';
import { CAMPGROUND_SLUG_TAKEN } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs, type SeededAccount, SOCKET, seedAccount, seedCampground } from './http';
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
  'create-campground': { body: { name: 'Pine Valley', address: '1 Forest Road' } },
  'admin-campgrounds': { body: {} },
  'admin-update-campground': {
    body: { campground_id: '00000000-0000-4000-8000-000000000001', name: 'X', address: 'Y' },
  },
  'admin-delete-campground': { body: { campground_id: '00000000-0000-4000-8000-000000000001' } },
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

    describe('campgrounds', () => {
      const create = (body: Record<string, unknown>) =>
        call(test, 'create-campground', { body, token: admin.token });
      type Listed = {
        data: { id: string; name: string; status: string; ownerName: string }[];
        pagination: { totalCount: number; totalPages: number; limit: number };
      };
      const list = async (body: Record<string, unknown> = {}) => {
        const res = await call(test, 'admin-campgrounds', { body, token: admin.token });
        expect(res.status, res.body).toBe(200);
        return res.json as unknown as Listed;
      };

      it('creates a campground with a slug from its name whose public page opens, and refuses a taken slug', async () => {
        const res = await create({
          name: 'Pine Valley RV Resort',
          address: '1 Forest Road',
          city: '',
          operating_season_start: 11,
          operating_season_end: 3,
          military_discount_percentage: '12.5',
        });
        expect(res.status, res.body).toBe(200);
        expect(res.json.data).toMatchObject({
          slug: 'pine-valley-rv-resort',
          city: null,
          status: 'active',
          operating_season_start: 11,
          operating_season_end: 3,
          military_discount_percentage: 12.5,
          ownerName: 'Unassigned',
        });
        const page = await call(test, 'get-campground?slug=pine-valley-rv-resort', { method: 'GET' });
        expect(page.status, page.body).toBe(200);

        const taken = await create({ name: 'Other', address: 'x', slug: 'Pine-Valley-RV-Resort' });
        expect([taken.status, taken.json.code, taken.json.error]).toEqual([
          409,
          'SLUG_TAKEN',
          CAMPGROUND_SLUG_TAKEN,
        ]);
        const invalid = await create({
          name: ' ',
          address: '',
          operating_season_start: 13,
          military_discount_percentage: 101,
        });
        expect(invalid.status).toBe(400);
        expect(invalid.json.fieldErrors).toMatchObject({
          name: 'Name and address are required',
          operating_season_start: 'Months must be between 1 and 12',
        });
        const form = await test.app.request(
          '/functions/v1/create-campground',
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${admin.token}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: 'name=x&address=y',
          },
          SOCKET,
        );
        expect(form.status).toBe(415);
        const broken = await call(test, 'create-campground', { body: '{"name":', token: admin.token });
        expect(broken.status).toBe(400);
      });

      it('creates each slug once under parallel requests', async () => {
        const answers = await Promise.all(
          [...Array(5).keys()].map(() => create({ name: 'Twin Lakes', address: '2 Shore Road' })),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
        expect((await list({ search: 'twin' })).pagination.totalCount).toBe(1);
      });

      it('lists 50 a page by name with status filter and search done by the database', async () => {
        for (let n = 0; n < 55; n += 1) {
          const res = await create({
            name: `Camp ${String(n).padStart(2, '0')}`,
            address: 'Road',
            city: n < 3 ? 'Austin' : 'Dallas',
            status: n % 5 === 0 ? 'pending' : 'active',
          });
          expect(res.status).toBe(200);
        }
        const first = await list();
        expect(first.pagination).toMatchObject({ totalCount: 55, totalPages: 2, limit: 50 });
        expect(first.data[0]?.name).toBe('Camp 00');
        expect((await list({ page: 2 })).data.map((row) => row.name)).toEqual([
          'Camp 50',
          'Camp 51',
          'Camp 52',
          'Camp 53',
          'Camp 54',
        ]);
        expect((await list({ status: 'pending' })).pagination.totalCount).toBe(11);
        expect((await list({ status: 'all', search: 'AUSTIN' })).pagination.totalCount).toBe(3);
        expect((await list({ limit: 10 })).data).toHaveLength(10);
        const bad = await call(test, 'admin-campgrounds', { body: { status: 'gone' }, token: admin.token });
        expect(bad.status).toBe(400);
      });

      it('edits a campground with its status freely changeable, audited with before and after', async () => {
        const created = (await create({ name: 'Pine', address: 'Road' })).json.data as { id: string };
        for (const status of ['suspended', 'inactive', 'pending', 'active']) {
          const res = await call(test, 'admin-update-campground', {
            body: { campground_id: created.id, name: 'Pine Valley', address: 'Road', slug: 'pine', status },
            token: admin.token,
          });
          expect([res.status, (res.json.data as { status: string }).status]).toEqual([200, status]);
        }
        const missing = await call(test, 'admin-update-campground', {
          body: { campground_id: 'nope', name: 'x', address: 'y' },
          token: admin.token,
        });
        expect([missing.status, missing.json.code]).toEqual([404, 'CAMPGROUND_NOT_FOUND']);
        const [latest] = (await activity({ search: 'admin-update-campground' })).data;
        expect(latest).toMatchObject({
          before: { status: 'pending' },
          after: { status: 'active', name: 'Pine Valley' },
        });
        expect((await activity()).pagination.totalCount).toBe(5);
      });

      it('deletes a campground: its public page and list entries go, its memberships and payments stay', async () => {
        const created = (await create({ name: 'Pine', address: 'Road', slug: 'pine' })).json.data as {
          id: string;
        };
        const owner = await seedAccount(test, {
          email: 'owner@camppass.test',
          roles: [{ role: 'owner', campgroundId: created.id }],
        });
        const ownerToken = (await loginAs(test, owner, 'owner')).accessToken;
        const payment = await test.container.get(UNIT_OF_WORK).run(async (repos) => {
          const type = await repos.membershipTypes.create(aMembershipType({ campgroundId: created.id }));
          const membership = unwrap(
            await repos.memberships.create(
              aMembership({ campgroundId: created.id, membershipTypeId: type.id, memberId: owner.id }),
            ),
          );
          return unwrap(
            await repos.payments.create(aPayment({ campgroundId: created.id, membershipId: membership.id })),
          );
        });

        const res = await call(test, 'admin-delete-campground', {
          body: { campground_id: created.id },
          token: admin.token,
        });
        expect([res.status, res.json]).toEqual([200, { success: true, data: { id: created.id } }]);

        expect((await call(test, 'get-campground?slug=pine', { method: 'GET' })).status).toBe(404);
        expect((await list()).pagination.totalCount).toBe(0);
        const stats = await call(test, 'admin-system-stats', { method: 'GET', token: admin.token });
        expect((stats.json.data as { totalCampgrounds: number }).totalCampgrounds).toBe(0);
        const kept = await test.container
          .get(UNIT_OF_WORK)
          .run((repos) => repos.payments.findById(payment.id));
        expect(kept).toMatchObject({ campgroundId: created.id, amountCents: payment.amountCents });
        const again = await call(test, 'admin-delete-campground', {
          body: { campground_id: created.id },
          token: admin.token,
        });
        expect(again.status).toBe(404);
        expect((await create({ name: 'Pine', address: 'Road', slug: 'pine' })).status).toBe(409);
        const ownerAfter = await call(test, 'invite-owner', {
          body: ADMIN_CALLS['invite-owner']?.body,
          token: ownerToken,
        });
        expect(ownerAfter.status).toBe(403);
        const [entry] = (await activity({ search: 'admin-delete-campground' })).data;
        expect(entry).toMatchObject({ after: null, before: { slug: 'pine' } });
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
