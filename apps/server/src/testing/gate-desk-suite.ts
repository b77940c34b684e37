import {
  CHECK_IN_EXPORT_COLUMNS,
  calendarDate,
  GATE_CODE_NOT_FOUND,
  GATE_STAFF_ONLY,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkIn, seedGate } from './gate-http';
import { call } from './http';
import { getRaw } from './owner-members-http';
import type { TestApp } from './test-app';

/**
 * The gate's desk functions over the app `open` makes (in-memory fakes or PGlite): a member's
 * membership by typed code and e-mail, and the check-in log as CSV.
 */
export const gateDeskSuite = (title: string, open: () => Promise<TestApp>) =>
  describe(title, () => {
    let test: TestApp;
    let s: Awaited<ReturnType<typeof seedGate>>;
    beforeEach(async () => {
      test = await open();
      s = await seedGate(test);
    });

    const byCode = (token: string | undefined, query: Record<string, string>) =>
      call(test, 'check-membership-code', {
        method: 'GET',
        query,
        ...(token === undefined ? {} : { token }),
      });
    const mine = (membershipCode = 'PIN-ABCD0001', email = 'member@camppass.test') => ({
      campgroundId: s.campground.id,
      membershipCode,
      email,
    });
    const csvOf = (token: string | undefined, query: Record<string, string>) =>
      getRaw(test, 'export-check-ins', token, query);

    describe('check-membership-code', () => {
      it('answers valid today with the name, type, dates and the id a check-in records', async () => {
        // Typed loosely: lower case, spaces, a capitalised e-mail.
        const answer = await byCode(s.tokens.staff, mine(' pin-abcd0001 ', 'Member@CampPass.test'));
        expect(answer.status, answer.body).toBe(200);
        expect(answer.json.data).toEqual({
          verdict: 'valid',
          membershipId: s.membership.id,
          memberName: 'Jamie Rivers',
          membershipTypeName: expect.stringMatching(/.+/),
          startDate: '2026-05-01',
          endDate: '2027-04-30',
        });
        const recorded = await checkIn(test, s.tokens.staff, {
          campgroundId: s.campground.id,
          membershipId: (answer.json.data as { membershipId: string }).membershipId,
          clientId: 'typed-1',
        });
        expect(recorded.status, recorded.body).toBe(200);
      });

      it.each([
        ['cancelled', { status: 'cancelled' }],
        ['cancelled', { status: 'archived' }],
        ['expired', { status: 'expired' }],
        ['expired', { endDate: calendarDate('2026-05-31') }],
        ['not-started', { startDate: calendarDate('2026-06-02') }],
      ] as const)('answers %s for a membership changed to %o', async (verdict, patch) => {
        await s.repos.memberships.update(s.membership.id, patch, test.clock.now());
        const answer = await byCode(s.tokens.owner, mine());
        expect(answer.status, answer.body).toBe(200);
        expect(answer.json.data).toMatchObject({ verdict, membershipId: s.membership.id });
      });

      it('answers another campground’s code, a wrong e-mail and an unknown code alike: 404', async () => {
        const answers = [
          await byCode(s.tokens.owner, mine('OTH-ABCD0001')),
          await byCode(s.tokens.owner, mine('PIN-ABCD0001', 'staff@camppass.test')),
          await byCode(s.tokens.owner, mine('PIN-NOPE0000')),
        ];
        for (const answer of answers) {
          expect([answer.status, answer.json]).toEqual([404, answers[0]?.json]);
          expect(answer.json.error).toBe(GATE_CODE_NOT_FOUND);
          expect(answer.body).not.toContain(s.foreign.id);
        }
        // The other campground's own code, asked of the other campground by this owner: refused.
        const elsewhere = await byCode(s.tokens.owner, { ...mine('OTH-ABCD0001'), campgroundId: s.other.id });
        expect(elsewhere.status).toBe(403);
      });

      it.each([
        ['anonymous', 401],
        ['member', 403],
        ['otherOwner', 403],
        ['admin', 403],
        ['staff', 200],
        ['owner', 200],
      ] as const)('answers %s %i', async (who, status) => {
        const answer = await byCode(who === 'anonymous' ? undefined : s.tokens[who], mine());
        expect(answer.status, answer.body).toBe(status);
        if (status === 403) expect(answer.json.error).toBe(GATE_STAFF_ONLY);
        if (status !== 200) expect(answer.body).not.toContain('Jamie');
      });

      it('refuses malformed queries with 400 and a campground id that is no id with 403', async () => {
        const malformed: Record<string, string>[] = [
          { campgroundId: s.campground.id, membershipCode: '', email: 'member@camppass.test' },
          { campgroundId: s.campground.id, membershipCode: 'PIN-ABCD0001', email: '   ' },
          { campgroundId: s.campground.id, membershipCode: 'x'.repeat(101), email: 'a@b.test' },
          { membershipCode: 'PIN-ABCD0001', email: 'member@camppass.test' },
        ];
        for (const query of malformed) {
          expect((await byCode(s.tokens.owner, query)).status, JSON.stringify(query)).toBe(400);
        }
        const odd = await byCode(s.tokens.owner, { ...mine(), campgroundId: 'vs52#`i#ebq' });
        expect(odd.status).toBe(403);
      });

      it('answers 50 parallel identical checks alike and writes nothing', async () => {
        const answers = await Promise.all(Array.from({ length: 50 }, () => byCode(s.tokens.staff, mine())));
        expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1);
        const log = await call(test, 'list-check-ins', {
          method: 'GET',
          token: s.tokens.staff,
          query: { campgroundId: s.campground.id },
        });
        expect(log.json.pagination).toMatchObject({ totalCount: 0 });
      });
    });

    describe('export-check-ins', () => {
      const seedVisits = async () => {
        const hour = 3_600_000;
        const at = (hoursAgo: number) => new Date(test.clock.now().getTime() - hoursAgo * hour).toISOString();
        const visits = [
          { clientId: 'a', checkedAt: at(30), token: s.tokens.staff },
          { clientId: 'b', checkedAt: at(2), token: s.tokens.owner },
        ];
        for (const { token, ...visit } of visits) {
          const answer = await checkIn(test, token, {
            ...visit,
            campgroundId: s.campground.id,
            membershipId: s.membership.id,
          });
          expect(answer.status, answer.body).toBe(200);
        }
        return at;
      };

      it('streams the log between the dates as CSV, newest first, formula cells neutralised', async () => {
        const at = await seedVisits();
        await call(test, 'record-check-in', {
          token: s.tokens.staff,
          body: {
            campgroundId: s.campground.id,
            membershipId: s.membership.id,
            clientId: 'c',
            device: '=HYPERLINK("http://evil.test")',
            checkedAt: at(1),
          },
        });
        const csv = await csvOf(s.tokens.staff, {
          campgroundId: s.campground.id,
          from: at(24),
          to: test.clock.now().toISOString(),
        });
        expect(csv.status, csv.text).toBe(200);
        expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(csv.headers.get('content-disposition')).toMatch(
          /^attachment; filename="check-ins-pine-valley-/,
        );
        const lines = csv.text.trimEnd().split('\n');
        expect(lines[0]).toBe(CHECK_IN_EXPORT_COLUMNS.join(','));
        expect(lines).toHaveLength(3);
        expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
        expect(lines[1]).toContain(at(1));
        expect(lines[2]).toContain(`${at(2)},Jamie Rivers,`);
        expect(lines[2]).toContain(',PIN-ABCD0001,owner@camppass.test,Gate tablet');
        expect(csv.text).not.toContain(at(30));

        const all = await csvOf(s.tokens.owner, { campgroundId: s.campground.id });
        expect(all.text.trimEnd().split('\n')).toHaveLength(4);
        expect(all.headers.get('content-disposition')).toBe(
          'attachment; filename="check-ins-pine-valley-all.csv"',
        );
      });

      it('answers the header alone when no visit falls between the dates', async () => {
        const csv = await csvOf(s.tokens.owner, { campgroundId: s.campground.id });
        expect([csv.status, csv.text.trimEnd()]).toEqual([200, CHECK_IN_EXPORT_COLUMNS.join(',')]);
      });

      it.each([
        ['anonymous', 401],
        ['member', 403],
        ['otherOwner', 403],
        ['admin', 200],
        ['staff', 200],
        ['owner', 200],
      ] as const)('answers %s %i', async (who, status) => {
        await seedVisits();
        const csv = await csvOf(who === 'anonymous' ? undefined : s.tokens[who], {
          campgroundId: s.campground.id,
        });
        expect(csv.status, csv.text).toBe(status);
        if (status === 200) expect(csv.text).toContain('PIN-ABCD0001');
        else expect(csv.text).not.toContain('PIN-');
        if (status === 403) expect(JSON.parse(csv.text).error).toBe(GATE_STAFF_ONLY);
      });

      it('refuses the other campground’s log, and malformed dates with 400', async () => {
        await seedVisits();
        const elsewhere = await csvOf(s.tokens.owner, { campgroundId: s.other.id });
        expect(elsewhere.status).toBe(403);
        expect((await csvOf(s.tokens.owner, { campgroundId: s.campground.id, from: 'monday' })).status).toBe(
          400,
        );
        expect((await csvOf(s.tokens.owner, {})).status).toBe(400);
        const odd = await csvOf(s.tokens.admin, { campgroundId: 'not-an-id' });
        expect([odd.status, odd.text.trimEnd()]).toEqual([200, CHECK_IN_EXPORT_COLUMNS.join(',')]);
      });

      it('answers 50 parallel exports with the same rows', async () => {
        await seedVisits();
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => csvOf(s.tokens.staff, { campgroundId: s.campground.id })),
        );
        expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`)).size).toBe(1);
        expect(answers[0]?.text.trimEnd().split('\n')).toHaveLength(3);
      });
    });
  });
