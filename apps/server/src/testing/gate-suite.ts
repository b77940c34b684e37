import { GATE_MEMBERSHIP_NOT_FOUND, GATE_STAFF_ONLY } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkIn, seedGate } from './gate-http';
import { call } from './http';
import type { TestApp } from './test-app';

/** The gate functions' tests, over the app `open` makes (in-memory fakes or PGlite). */
export const gateSuite = (title: string, open: () => Promise<TestApp>) =>
  describe(title, () => {
    let test: TestApp;
    let s: Awaited<ReturnType<typeof seedGate>>;
    beforeEach(async () => {
      test = await open();
      s = await seedGate(test);
    });

    const get = (token: string | undefined, name: string, query: Record<string, string>) =>
      call(test, name, { method: 'GET', query, ...(token === undefined ? {} : { token }) });

    it('gives staff the campground’s public keys, made on first use and the same on the next call', async () => {
      const first = await get(s.tokens.staff, 'get-card-pass-keys', { campgroundId: s.campground.id });
      expect(first.status, first.body).toBe(200);
      const { keys } = first.json.data as { keys: { keyId: string; publicKey: string; retiredAt: null }[] };
      expect(keys).toEqual([{ keyId: expect.any(String), publicKey: expect.any(String), retiredAt: null }]);
      expect(first.body).not.toContain('privateKey');
      const again = await get(s.tokens.owner, 'get-card-pass-keys', { campgroundId: s.campground.id });
      expect(again.json).toEqual(first.json);
    });

    it('says a membership never checked in has no last visit', async () => {
      const member = await get(s.tokens.owner, 'get-campground-member', { membership_id: s.membership.id });
      expect((member.json.data as { timeline: { last_visit_at: null } }).timeline.last_visit_at).toBeNull();
    });

    it('lists memberships cancelled since a time, and none before', async () => {
      const since = test.clock.now().toISOString();
      const before = await get(s.tokens.staff, 'get-card-revocations', {
        campgroundId: s.campground.id,
        since,
      });
      expect(before.json.data).toEqual({ revocations: [], asOf: since });
      test.clock.advance({ minutes: 1 });
      await s.repos.memberships.update(s.membership.id, { status: 'cancelled' }, test.clock.now());
      await s.repos.memberships.update(s.foreign.id, { status: 'cancelled' }, test.clock.now());
      const after = await get(s.tokens.staff, 'get-card-revocations', {
        campgroundId: s.campground.id,
        since,
      });
      expect((after.json.data as { revocations: unknown[] }).revocations).toEqual([
        {
          membershipId: s.membership.id,
          reason: 'cancelled',
          at: Math.floor(test.clock.now().getTime() / 1000),
        },
      ]);
      test.clock.advance({ minutes: 1 });
      const later = await get(s.tokens.staff, 'get-card-revocations', {
        campgroundId: s.campground.id,
        since: test.clock.now().toISOString(),
      });
      expect((later.json.data as { revocations: unknown[] }).revocations).toEqual([]);
    });

    it('records a check-in once per client id, with who, when and which device, and lists it', async () => {
      const checkedAt = new Date(test.clock.now().getTime() - 3_600_000).toISOString();
      const body = {
        campgroundId: s.campground.id,
        membershipId: s.membership.id,
        clientId: 'scan-1',
        checkedAt,
      };
      const first = await checkIn(test, s.tokens.staff, body);
      expect(first.status, first.body).toBe(200);
      expect(first.json.data).toMatchObject({
        created: true,
        checkIn: { clientId: 'scan-1', checkedBy: s.people.staff.id, device: 'Gate tablet', checkedAt },
        membershipTypeName: expect.any(String),
      });
      const member = await get(s.tokens.staff, 'get-campground-member', { membership_id: s.membership.id });
      expect((member.json.data as { timeline: { last_visit_at: string } }).timeline.last_visit_at).toBe(
        checkedAt,
      );
      const second = await checkIn(test, s.tokens.owner, body);
      expect(second.json.data).toMatchObject({ created: false, checkIn: { checkedBy: s.people.staff.id } });

      // A time in the future is the server's now.
      const future = new Date(test.clock.now().getTime() + 86_400_000).toISOString();
      const later = await checkIn(test, s.tokens.owner, { ...body, clientId: 'scan-2', checkedAt: future });
      expect((later.json.data as { checkIn: { checkedAt: string } }).checkIn.checkedAt).toBe(
        test.clock.now().toISOString(),
      );

      const log = await get(s.tokens.staff, 'list-check-ins', { campgroundId: s.campground.id });
      expect(log.status, log.body).toBe(200);
      const rows = (log.json.data as { checkIns: Record<string, unknown>[] }).checkIns;
      expect(rows.map((row) => row.clientId)).toEqual(['scan-2', 'scan-1']);
      expect(rows[1]).toMatchObject({
        membershipCode: 'PIN-ABCD0001',
        checkedByEmail: 'staff@camppass.test',
      });
      expect(log.json.pagination).toMatchObject({ totalCount: 2, page: 1 });

      const window = await get(s.tokens.owner, 'list-check-ins', {
        campgroundId: s.campground.id,
        from: new Date(test.clock.now().getTime() - 7_200_000).toISOString(),
        to: new Date(test.clock.now().getTime() - 60_000).toISOString(),
      });
      const inWindow = (window.json.data as { checkIns: { clientId: string }[] }).checkIns;
      expect(inWindow.map((row) => row.clientId)).toEqual(['scan-1']);
      const paged = await get(s.tokens.owner, 'list-check-ins', {
        campgroundId: s.campground.id,
        limit: '1',
        page: '2',
      });
      expect(
        (paged.json.data as { checkIns: { clientId: string }[] }).checkIns.map((row) => row.clientId),
      ).toEqual(['scan-1']);
    });

    it.each([
      ['anonymous', 401, 401],
      ['member', 403, 403],
      ['otherOwner', 403, 403],
      ['admin', 403, 200],
      ['staff', 200, 200],
      ['owner', 200, 200],
    ] as const)('answers %s %i at the gate and %i for the log', async (who, gate, log) => {
      const token = who === 'anonymous' ? undefined : s.tokens[who];
      const campgroundId = s.campground.id;
      const answers = [
        await get(token, 'get-card-pass-keys', { campgroundId }),
        await get(token, 'get-card-revocations', { campgroundId }),
        await checkIn(test, token, { campgroundId, membershipId: s.membership.id, clientId: `by-${who}` }),
      ];
      for (const answer of answers) {
        expect(answer.status, answer.body).toBe(gate);
        if (gate === 403) expect(answer.json.error).toBe(GATE_STAFF_ONLY);
      }
      expect((await get(token, 'list-check-ins', { campgroundId })).status).toBe(log);
    });

    it('answers another campground’s membership exactly like an unknown one, and records nothing', async () => {
      const campgroundId = s.campground.id;
      const foreign = await checkIn(test, s.tokens.owner, {
        campgroundId,
        membershipId: s.foreign.id,
        clientId: 'x',
      });
      const unknown = await checkIn(test, s.tokens.owner, {
        campgroundId,
        membershipId: '00000000-0000-4000-8000-00000000ffff',
        clientId: 'y',
      });
      expect([foreign.status, foreign.json]).toEqual([unknown.status, unknown.json]);
      expect([unknown.status, unknown.json.error]).toEqual([404, GATE_MEMBERSHIP_NOT_FOUND]);
      // Nor may the owner check in, or read, at the other campground with its own membership.
      const elsewhere = await checkIn(test, s.tokens.owner, {
        campgroundId: s.other.id,
        membershipId: s.foreign.id,
        clientId: 'z',
      });
      expect(elsewhere.status).toBe(403);
      expect((await get(s.tokens.owner, 'list-check-ins', { campgroundId: s.other.id })).status).toBe(403);
      const log = await get(s.tokens.owner, 'list-check-ins', { campgroundId });
      expect(log.json.pagination).toMatchObject({ totalCount: 0 });
    });

    it('records 50 parallel identical check-ins once', async () => {
      const body = { campgroundId: s.campground.id, membershipId: s.membership.id, clientId: 'offline-7' };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => checkIn(test, s.tokens.staff, body)),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => (answer.json.data as { created: boolean }).created)).toHaveLength(1);
      const log = await get(s.tokens.staff, 'list-check-ins', { campgroundId: s.campground.id });
      expect(log.json.pagination).toMatchObject({ totalCount: 1 });
    });

    it('refuses malformed bodies and queries with 400', async () => {
      const campgroundId = s.campground.id;
      for (const body of [
        { campgroundId, membershipId: s.membership.id, clientId: '' },
        { campgroundId, membershipId: s.membership.id, clientId: 'a', checkedAt: 'yesterday' },
        { campgroundId, membershipId: s.membership.id, clientId: 'x'.repeat(101) },
      ]) {
        expect((await checkIn(test, s.tokens.owner, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await get(s.tokens.owner, 'list-check-ins', { campgroundId, from: 'monday' })).status).toBe(
        400,
      );
      expect((await get(s.tokens.owner, 'get-card-pass-keys', {})).status).toBe(400);
    });

    it('answers a campground or membership id that is no id with nothing, not a server error', async () => {
      const queries: Record<string, string>[] = [
        { campgroundId: 'vs52#`i#ebq.tcidjpm2&' },
        { campgroundId: s.campground.id, membershipId: 'not-an-id' },
      ];
      for (const query of queries) {
        const answer = await get(s.tokens.admin, 'list-check-ins', query);
        expect(answer.status, JSON.stringify(query)).toBeLessThan(500);
      }
      const listed = await get(s.tokens.admin, 'list-check-ins', { campgroundId: 'not-an-id' });
      expect(listed.status).toBe(200);
      expect(JSON.parse(String(listed.body))).toMatchObject({ success: true, data: { checkIns: [] } });
    });
  });
