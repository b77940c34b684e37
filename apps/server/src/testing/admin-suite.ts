import { FUNCTIONS, type FunctionName } from '@camppass/client';
import { UNIT_OF_WORK } from '@camppass/core';
import { aMembership, aMembershipType, aPayment, unwrap } from '@camppass/core/testing';
import {
  CAMPGROUND_ASSIGNED,
  CAMPGROUND_SLUG_TAKEN,
  LOGIN_ACCOUNT_INACTIVE,
  loginErrorMessage,
  MEMBER_NOT_FOUND,
  NO_PENDING_INVITATION,
  WEB_LINK_INVALID,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  linkTo,
  loginAs,
  mailbox,
  type SeededAccount,
  SOCKET,
  seedAccount,
  seedCampground,
} from './http';
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
  'admin-owners': { body: {} },
  'admin-resend-invitation': { body: { campgroundId: '00000000-0000-4000-8000-000000000001' } },
  'assign-campground': {
    body: {
      p_campground_id: '00000000-0000-4000-8000-000000000001',
      p_owner_id: '00000000-0000-4000-8000-000000000001',
    },
  },
  'admin-suspend-owner': { body: { ownerId: '00000000-0000-4000-8000-000000000001' } },
  'admin-reactivate-owner': { body: { ownerId: '00000000-0000-4000-8000-000000000001' } },
  'admin-delete-owner': { body: { ownerId: '00000000-0000-4000-8000-000000000001' } },
  'admin-users': { body: {} },
  'admin-members': { body: {} },
  'admin-member-details': { body: { memberId: '00000000-0000-4000-8000-000000000001' } },
  'admin-contact-member': {
    body: { memberId: '00000000-0000-4000-8000-000000000001', subject: 'Hi', message: 'Hello' },
  },
  'admin-system-health': {},
  'admin-system-schema': {},
  'admin-token-claims': {},
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

interface AdminSession {
  readonly account: SeededAccount;
  readonly token: string;
}

/** A signed-in super admin. */
const signInAdmin = async (test: TestApp, email = 'admin@camppass.test'): Promise<AdminSession> => {
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

      it('refuses a javascript: website or booking link at create and edit with 400, storing nothing', async () => {
        const created = (await create({ name: 'Pine', address: 'Road', slug: 'pine' })).json.data as {
          id: string;
        };
        for (const field of ['website', 'booking_url']) {
          const bad = { [field]: 'javascript:alert(1)' };
          const made = await create({ name: 'Lake', address: 'Road', slug: 'lake', ...bad });
          expect([made.status, made.json.error, made.json.fieldErrors]).toEqual([
            400,
            WEB_LINK_INVALID,
            { [field]: WEB_LINK_INVALID },
          ]);
          const edited = await call(test, 'admin-update-campground', {
            body: { campground_id: created.id, name: 'Pine', address: 'Road', slug: 'pine', ...bad },
            token: admin.token,
          });
          expect([edited.status, edited.json.error]).toEqual([400, WEB_LINK_INVALID]);
        }
        const stored = await list();
        expect(stored.data.map((campground) => campground.name)).toEqual(['Pine']);
        expect(JSON.stringify(stored)).not.toContain('javascript');
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

    describe('owners', () => {
      const ownerOf = async (slug: string, email = 'owner@camppass.test') => {
        const campground = await seedCampground(test, slug);
        const account = await seedAccount(test, {
          email,
          roles: [{ role: 'owner', campgroundId: campground.id }, { role: 'member' }],
        });
        await test.container
          .get(UNIT_OF_WORK)
          .run((repos) => repos.campgrounds.update(campground.id, { ownerId: account.id }, test.clock.now()));
        return { campground, account };
      };
      const act = (name: FunctionName, body: unknown) => call(test, name, { body, token: admin.token });

      it('suspends an owner: sign-in refused with the catalogue text, tokens end at once; reactivates', async () => {
        const { account } = await ownerOf('pine');
        const tokens = await loginAs(test, account, 'owner');

        const suspended = await act('admin-suspend-owner', { ownerId: account.id });
        expect([suspended.status, suspended.json]).toEqual([
          200,
          { success: true, data: { status: 'suspended' } },
        ]);

        const login = await call(test, 'auth-login', {
          body: {
            email: account.email,
            password: account.password,
            loginType: 'owner',
            recaptchaToken: 'dev-ok',
          },
        });
        expect([login.status, login.json.error]).toEqual([403, 'Account is not active']);
        expect(loginErrorMessage(login.json.error ?? '', 'owner')).toBe(LOGIN_ACCOUNT_INACTIVE.owner);
        const refresh = await call(test, 'auth-refresh', { body: { refreshToken: tokens.refreshToken } });
        expect(refresh.status).toBe(401);
        const profile = await call(test, 'get-user-profile', { method: 'GET', token: tokens.accessToken });
        expect(profile.status).toBe(401);

        const reactivated = await act('admin-reactivate-owner', { ownerId: account.id });
        expect(reactivated.json).toEqual({ success: true, data: { status: 'active' } });
        await loginAs(test, account, 'owner');
        const actions = (await activity()).data.map((entry) => entry.action);
        expect(actions).toEqual(['admin-reactivate-owner', 'admin-suspend-owner']);
      });

      it('lists owners with their campgrounds, and refuses owner actions on non-owners and super admins', async () => {
        const { campground, account } = await ownerOf('pine');
        const res = await call(test, 'admin-owners', { body: { search: 'owner@' }, token: admin.token });
        expect(res.json.data).toEqual([
          expect.objectContaining({
            id: account.id,
            name: 'Jamie Rivers',
            status: 'active',
            campgrounds: 1,
            ownedCampgrounds: [{ id: campground.id, name: campground.name }],
          }),
        ]);
        const member = await seedAccount(test, { email: 'member@camppass.test' });
        expect((await act('admin-suspend-owner', { ownerId: member.id })).status).toBe(404);
        expect((await act('admin-suspend-owner', { ownerId: 'nope' })).status).toBe(404);
        await test.container.get(UNIT_OF_WORK).run((repos) =>
          repos.roles.grant({
            userId: admin.account.id,
            role: 'owner',
            campgroundId: campground.id,
            createdAt: test.clock.now(),
          }),
        );
        expect((await act('admin-suspend-owner', { ownerId: admin.account.id })).status).toBe(403);
      });

      it('deletes an owner: the role and assignment go, the account keeps its membership role', async () => {
        const { campground, account } = await ownerOf('pine');
        const res = await act('admin-delete-owner', { ownerId: account.id });
        expect(res.json).toEqual({ success: true, data: { campgroundIds: [campground.id] } });
        const listed = await call(test, 'admin-campgrounds', { body: { unowned: true }, token: admin.token });
        expect((listed.json.data as { id: string; ownerName: string }[])[0]).toMatchObject({
          id: campground.id,
          ownerName: 'Unassigned',
        });
        expect(
          (await call(test, 'admin-owners', { body: {}, token: admin.token })).json.pagination,
        ).toMatchObject({ totalCount: 0 });
        await loginAs(test, account, 'member');
        const ownerLogin = await call(test, 'auth-login', {
          body: {
            email: account.email,
            password: account.password,
            loginType: 'owner',
            recaptchaToken: 'dev-ok',
          },
        });
        expect(ownerLogin.status).toBe(403);
        const [entry] = (await activity()).data;
        expect(entry).toMatchObject({
          action: 'admin-delete-owner',
          after: { roles: [expect.objectContaining({ role: 'member' })] },
        });
      });

      it('assigns a campground to an owner, passing it from its previous owner', async () => {
        const { campground, account: first } = await ownerOf('pine');
        const { account: second } = await ownerOf('lake', 'second@camppass.test');
        const res = await act('assign-campground', { p_campground_id: campground.id, p_owner_id: second.id });
        expect(res.json).toMatchObject({ success: true, message: CAMPGROUND_ASSIGNED });
        const edited = await act('admin-update-campground', {
          campground_id: campground.id,
          name: 'Pine',
          address: 'Road',
        });
        expect(edited.json.data).toMatchObject({ owner_id: second.id, ownerName: 'Jamie Rivers' });
        const owners = await call(test, 'admin-owners', { body: { search: 'second' }, token: admin.token });
        expect((owners.json.data as { campgrounds: number }[])[0]?.campgrounds).toBe(2);
        const firstOwner = await call(test, 'admin-owners', {
          body: { search: first.email },
          token: admin.token,
        });
        expect((firstOwner.json.data as { campgrounds: number }[])[0]?.campgrounds ?? 0).toBe(0);
        expect(
          (await act('assign-campground', { p_campground_id: 'nope', p_owner_id: second.id })).status,
        ).toBe(404);
      });

      it('resends an invitation: a fresh link that works, the old one no longer', async () => {
        const campground = await seedCampground(test, 'pine');
        const body = { email: 'new@camppass.test', name: 'Nora Owner', campgroundId: campground.id };
        expect((await act('invite-owner', body)).status).toBe(200);
        const oldLink = await linkTo(test, 'new@camppass.test', '/owner/setup');
        const lake = await seedCampground(test, 'lake');
        const open = await call(test, 'admin-campgrounds', { body: { unowned: true }, token: admin.token });
        const pendingOf = (id: string) =>
          (open.json.data as { id: string; pendingInvitation?: unknown }[]).find((row) => row.id === id)
            ?.pendingInvitation;
        expect(pendingOf(campground.id)).toMatchObject({ email: 'new@camppass.test' });
        expect(pendingOf(lake.id)).toBeNull();
        test.clock.advance({ minutes: 1 });
        const resent = await act('admin-resend-invitation', { campgroundId: campground.id });
        expect(resent.json).toMatchObject({ success: true, data: { email: 'new@camppass.test' } });
        const newLink = await linkTo(test, 'new@camppass.test', '/owner/setup');
        expect(newLink.searchParams.get('token')).not.toBe(oldLink.searchParams.get('token'));
        const params = (link: URL) => ({
          token: link.searchParams.get('token'),
          email: link.searchParams.get('email'),
        });
        expect((await call(test, 'validate-invitation', { body: params(newLink) })).status).toBe(200);
        expect((await call(test, 'validate-invitation', { body: params(oldLink) })).status).toBe(409);
        const none = await act('admin-resend-invitation', { campgroundId: lake.id });
        expect([none.status, none.json.error]).toEqual([404, NO_PENDING_INVITATION]);
      });
    });

    describe('users, members and the system', () => {
      it('lists every account with its roles, by role and search, paged', async () => {
        const campground = await seedCampground(test, 'pine');
        await seedAccount(test, {
          email: 'owner@camppass.test',
          roles: [{ role: 'owner', campgroundId: campground.id }],
        });
        for (let n = 0; n < 12; n += 1) await seedAccount(test, { email: `member-${n}@camppass.test` });
        const res = await call(test, 'admin-users', { body: { limit: 10 }, token: admin.token });
        expect(res.json.pagination).toMatchObject({ totalCount: 14, totalPages: 2 });
        const owner = await call(test, 'admin-users', { body: { search: 'OWNER@' }, token: admin.token });
        expect(owner.json.data).toEqual([
          expect.objectContaining({
            email: 'owner@camppass.test',
            roles: [{ role: 'owner', campgroundId: campground.id }],
          }),
        ]);
        const admins = await call(test, 'admin-users', { body: { role: 'super_admin' }, token: admin.token });
        expect((admins.json.data as { email: string }[]).map((row) => row.email)).toEqual([
          'admin@camppass.test',
        ]);
      });

      it('lists members with their newest membership, shows details, and contacts them by e-mail (rate limited)', async () => {
        const campground = await seedCampground(test, 'pine');
        const member = await seedAccount(test, { email: 'ann@camppass.test' });
        await test.container.get(UNIT_OF_WORK).run(async (repos) => {
          const type = await repos.membershipTypes.create(aMembershipType({ campgroundId: campground.id }));
          await repos.memberships.create(
            aMembership({
              campgroundId: campground.id,
              membershipTypeId: type.id,
              memberId: member.id,
              membershipCode: 'PIN-0001',
            }),
          );
        });
        await seedAccount(test, { email: 'bob@camppass.test' });
        const list = await call(test, 'admin-members', {
          body: { campgroundId: campground.id },
          token: admin.token,
        });
        expect(list.json.data).toEqual([
          expect.objectContaining({
            email: 'ann@camppass.test',
            campgroundName: campground.name,
            membershipType: 'Weekly',
            membershipStatus: 'active',
          }),
        ]);
        expect(
          (await call(test, 'admin-members', { body: { search: 'bob' }, token: admin.token })).json.data,
        ).toEqual([
          expect.objectContaining({
            email: 'bob@camppass.test',
            membershipType: 'standard',
            membershipStatus: 'active',
          }),
        ]);
        const details = await call(test, 'admin-member-details', {
          body: { memberId: member.id },
          token: admin.token,
        });
        expect(
          (details.json.data as { memberships: { membershipCode: string }[] }).memberships.map(
            (m) => m.membershipCode,
          ),
        ).toEqual(['PIN-0001']);
        const notMember = await call(test, 'admin-member-details', {
          body: { memberId: admin.account.id },
          token: admin.token,
        });
        expect([notMember.status, notMember.json.error]).toEqual([404, MEMBER_NOT_FOUND]);

        const contact = (body: Record<string, unknown>) =>
          call(test, 'admin-contact-member', { body: { memberId: member.id, ...body }, token: admin.token });
        const sent = await contact({ subject: 'Your stay\nBcc: x@evil.test', message: 'See you <soon>' });
        expect(sent.json).toEqual({ success: true, data: { to: 'ann@camppass.test' } });
        const [mail] = await mailbox(test);
        expect(mail).toMatchObject({ to: 'ann@camppass.test', subject: 'Your stay Bcc: x@evil.test' });
        expect(mail?.text).toContain('See you <soon>');
        expect(mail?.html).toContain('See you &lt;soon&gt;');
        expect((await contact({ subject: ' ', message: 'x' })).status).toBe(400);
        for (let n = 1; n < 20; n += 1)
          expect((await contact({ subject: 's', message: 'm' })).status).toBe(200);
        const limited = await contact({ subject: 's', message: 'm' });
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).not.toBeNull();
        expect((await activity({ search: 'admin-contact-member' })).pagination.totalCount).toBe(20);
      });

      it('answers health from real checks, the schema and the caller’s own claims without secrets', async () => {
        const health = await call(test, 'admin-system-health', { method: 'GET', token: admin.token });
        expect(health.status, health.body).toBe(200);
        const data = health.json.data as { status: string; checks: { name: string; status: string }[] };
        expect(data.status).toBe('healthy');
        expect(data.checks.map((check) => check.name)).toEqual([
          'database',
          'migrations',
          'email-outbox',
          'checkouts',
          'reconciliation',
        ]);

        const schema = await call(test, 'admin-system-schema', { method: 'GET', token: admin.token });
        const tables = (schema.json.data as { tables: { name: string; rows: number }[] }).tables;
        expect(tables.find((table) => table.name === 'users')?.rows).toBe(1);

        const claims = await call(test, 'admin-token-claims', { method: 'GET', token: admin.token });
        expect(claims.json.data).toMatchObject({
          userId: admin.account.id,
          email: 'admin@camppass.test',
          isSuperAdmin: true,
          roles: [{ role: 'super_admin', campgroundId: null }],
        });
        expect(claims.body).not.toContain(admin.token);
        expect(claims.body).not.toMatch(/hash|password/i);
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

      it('filters by kind of action, who and a date range, names the campground, and refuses a bad date', async () => {
        const camp = await seedCampground(test, 'pine-valley');
        const started = test.clock.now();
        await call(test, 'invite-owner', {
          body: { email: 'nora@camppass.test', name: 'Nora Owner', campgroundId: camp.id },
          token: admin.token,
        });
        test.clock.advance({ minutes: 5 });
        const later = test.clock.now();
        await call(test, 'admin-update-campground', {
          body: {
            campground_id: camp.id,
            name: 'Pine Valley',
            address: '1 Forest Road',
            phone: '+1 936 555 0100',
          },
          token: admin.token,
        });
        const owners = await activity({ kind: 'owners' });
        expect(owners.data.map((entry) => entry.action)).toEqual(['invite-owner']);
        const campgrounds = await activity({ kind: 'campgrounds' });
        expect(campgrounds.data).toEqual([
          expect.objectContaining({
            action: 'admin-update-campground',
            campgroundName: 'Pine Valley',
            actorName: expect.any(String),
          }),
        ]);
        expect((await activity({ from: later.toISOString() })).pagination.totalCount).toBe(1);
        expect(
          (await activity({ from: started.toISOString(), to: later.toISOString() })).data[0]?.action,
        ).toBe('invite-owner');
        expect((await activity({ actorId: admin.account.id })).pagination.totalCount).toBe(2);
        for (const body of [{ kind: 'everything' }, { from: 'yesterday' }]) {
          const refused = await call(test, 'admin-recent-activity', { body, token: admin.token });
          expect(refused.status).toBe(400);
        }
      });

      it('records every admin write, once each', async () => {
        const write = async (name: FunctionName, body: unknown) => {
          const res = await call(test, name, { body, token: admin.token });
          expect([name, res.status, res.body].slice(0, 2)).toEqual([name, 200]);
          return res.json.data as { id: string };
        };
        const camp = await write('create-campground', { name: 'Pine', address: 'Road' });
        await write('admin-update-campground', {
          campground_id: camp.id,
          name: 'Pine',
          address: 'Road',
          status: 'pending',
        });
        await write('invite-owner', {
          email: 'nora@camppass.test',
          name: 'Nora Owner',
          campgroundId: camp.id,
        });
        test.clock.advance({ minutes: 1 });
        await write('admin-resend-invitation', { campgroundId: camp.id });
        const owner = await seedAccount(test, {
          email: 'owner@camppass.test',
          roles: [{ role: 'owner' }, { role: 'member' }],
        });
        await write('assign-campground', { p_campground_id: camp.id, p_owner_id: owner.id });
        await write('admin-suspend-owner', { ownerId: owner.id });
        await write('admin-reactivate-owner', { ownerId: owner.id });
        await write('admin-contact-member', { memberId: owner.id, subject: 'Hi', message: 'Hello' });
        await write('admin-delete-owner', { ownerId: owner.id });
        await write('admin-delete-campground', { campground_id: camp.id });
        const actions = (await activity({ limit: 20 })).data.map((entry) => entry.action).reverse();
        expect(actions).toEqual([
          'create-campground',
          'admin-update-campground',
          'invite-owner',
          'invite-owner',
          'assign-campground',
          'admin-suspend-owner',
          'admin-reactivate-owner',
          'admin-contact-member',
          'admin-delete-owner',
          'admin-delete-campground',
        ]);
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
