import {
  CAMPGROUND_ACCESS_DENIED,
  IMPORT_FILE_MESSAGES,
  IMPORT_RUN_MESSAGES,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { call } from '../../testing/http';
import { runImportJob, sendMemberFile } from '../../testing/member-import-http';
import { seedOwnerMembers } from '../../testing/owner-members-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

const HEADER = 'First Name,Last Name,Email,Membership Type,Start Date,End Date,Code';
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\n');
const CSV = csvOf(
  'Ann,Camper,ann@camppass.test,Weekly,2026-01-01,2026-12-31,',
  'Mem,Ber,member@camppass.test,Weekly,2026-01-01,2027-06-30,',
  'Bad,Type,bad@camppass.test,Gold,2026-01-01,2026-12-31,',
);
const CALLERS: readonly MatrixCaller[] = ['owner', 'staff', 'otherOwner', 'member', 'anonymous', 'admin'];

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)(
  'import-members, get-member-import and cancel-member-import over HTTP (%s)',
  (_label, makeApp) => {
    let test: TestApp;
    let s: Awaited<ReturnType<typeof seedOwnerMembers>>;
    beforeEach(async () => {
      test = await makeApp();
      s = await seedOwnerMembers(test);
    });
    const start = (token: string | undefined, campgroundId: string, csv = CSV) =>
      sendMemberFile(test, 'import-members', token, { campground_id: campgroundId, csv });
    const progress = (token: string | undefined, query: Record<string, string>) =>
      call(test, 'get-member-import', { method: 'GET', token, query });
    const cancel = (token: string | undefined, body: Record<string, string>) =>
      call(test, 'cancel-member-import', { token, body });
    const keys = (campgroundId: string) =>
      test.container.get(REPOSITORIES).memberships.listImportKeys(campgroundId);

    it('answers the queued run at once, the job imports it, and the same file again creates nothing new', async () => {
      const before = await keys(s.campground.id);
      const first = await start(s.tokens.owner, s.campground.id);
      expect(first.status, first.body).toBe(200);
      const run = first.json.data as { id: string };
      expect(first.json.data).toMatchObject({ status: 'queued', rows_done: 0, total_rows: null, created: 0 });
      expect(await keys(s.campground.id)).toEqual(before);
      await runImportJob(test);
      const done = await progress(s.tokens.owner, { campground_id: s.campground.id, run_id: run.id });
      expect(done.json.data).toMatchObject({
        id: run.id,
        status: 'done',
        total_rows: 3,
        rows_done: 3,
        created: 1,
        updated: 1,
        refused: 1,
        stopped_at_row: null,
        finished_at: expect.any(String),
      });
      const after = await keys(s.campground.id);
      expect(after).toHaveLength(before.length + 1);
      // Without a run id: the campground's newest run, for a dialog opened again.
      const latest = await progress(s.tokens.owner, { campground_id: s.campground.id });
      expect((latest.json.data as { id: string }).id).toBe(run.id);
      const again = await start(s.tokens.owner, s.campground.id);
      await runImportJob(test);
      const second = await progress(s.tokens.owner, {
        campground_id: s.campground.id,
        run_id: (again.json.data as { id: string }).id,
      });
      expect(second.json.data).toMatchObject({ status: 'done', created: 0, updated: 2, refused: 1 });
      expect(await keys(s.campground.id)).toEqual(after);
    });

    it('starts one import per campground when 50 starts come at once, the others answering 409', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => start(s.tokens.owner, s.campground.id)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(49);
      expect(refused[0]?.json.error).toBe(IMPORT_RUN_MESSAGES.alreadyRunning);
      // Another campground is not held up.
      expect((await start(s.tokens.otherOwner, s.other.id)).status).toBe(200);
      const before = await keys(s.campground.id);
      await runImportJob(test);
      expect(await keys(s.campground.id)).toHaveLength(before.length + 1);
    });

    it('cancels a queued import, which then writes nothing', async () => {
      const before = await keys(s.campground.id);
      const run = (await start(s.tokens.owner, s.campground.id)).json.data as { id: string };
      const res = await cancel(s.tokens.owner, { campground_id: s.campground.id, run_id: run.id });
      expect(res.json.data).toMatchObject({ status: 'cancelled', cancel_requested: true });
      await runImportJob(test);
      expect(await keys(s.campground.id)).toEqual(before);
    });

    it('refuses a file that is not CSV, another type and a file over the limit, and starts nothing', async () => {
      const res = await start(s.tokens.owner, s.campground.id, 'not,a\n"broken');
      expect([res.status, res.json.error]).toEqual([400, IMPORT_FILE_MESSAGES.notCsv]);
      const json = await sendMemberFile(
        test,
        'import-members',
        s.tokens.owner,
        { campground_id: s.campground.id, csv: CSV },
        'application/json',
      );
      expect([json.status, json.json.error]).toEqual([415, IMPORT_FILE_MESSAGES.wrongType]);
      expect((await progress(s.tokens.owner, { campground_id: s.campground.id })).json.data).toBeNull();
    });

    it("finds no run by another campground's id, a malformed id or a missing one", async () => {
      const run = (await start(s.tokens.owner, s.campground.id)).json.data as { id: string };
      const elsewhere = { campground_id: s.other.id, run_id: run.id };
      for (const answer of [
        await progress(s.tokens.otherOwner, elsewhere),
        await cancel(s.tokens.otherOwner, elsewhere),
        await progress(s.tokens.owner, { campground_id: s.campground.id, run_id: 'not-a-uuid' }),
        await cancel(s.tokens.owner, {
          campground_id: s.campground.id,
          run_id: '00000000-0000-4000-8000-00000000ffff',
        }),
      ]) {
        expect([answer.status, answer.json.error]).toEqual([404, IMPORT_RUN_MESSAGES.notFound]);
      }
      expect((await cancel(s.tokens.owner, { campground_id: s.campground.id })).status).toBe(400);
      const ours = await progress(s.tokens.owner, { campground_id: s.campground.id, run_id: run.id });
      expect(ours.json.data).toMatchObject({ status: 'queued', cancel_requested: false });
    });

    it('lets only the campground’s owner, or a super admin, import, follow or cancel', async () => {
      for (const caller of CALLERS) {
        for (const where of ['own', 'other'] as const) {
          const campgroundId = where === 'own' ? s.campground.id : s.other.id;
          const token = caller === 'anonymous' ? undefined : s.tokens[caller];
          const want = ownerOnlyAnswer(caller, where, {
            elsewhere: CAMPGROUND_ACCESS_DENIED,
            staff: OWNER_ONLY_ACTION,
            member: undefined,
          });
          const email = `${caller}-${where}@camppass.test`;
          const started = await start(
            token,
            campgroundId,
            csvOf(`New,Person,${email},Weekly,2026-01-01,2026-12-31,`),
          );
          const run =
            (started.json.data as { id: string } | undefined)?.id ?? '00000000-0000-4000-8000-000000000001';
          const answers = [
            started,
            await progress(token, { campground_id: campgroundId, run_id: run }),
            await cancel(token, { campground_id: campgroundId, run_id: run }),
          ];
          for (const res of answers) {
            expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
            if (want.status === 200) continue;
            expect(res.json).not.toHaveProperty('data');
            if (want.error) expect(res.json.error).toBe(want.error);
          }
        }
      }
    });
  },
);
