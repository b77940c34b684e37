import { CAMPGROUND_ACCESS_DENIED, IMPORT_FILE_MESSAGES, OWNER_ONLY_ACTION } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { call } from '../../testing/http';
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

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('import-members over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedOwnerMembers>>;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedOwnerMembers(test);
  });
  const importCsv = (token: string | undefined, body: Record<string, unknown>) =>
    call(test, 'import-members', { token, body });
  const keys = (campgroundId: string) =>
    test.container.get(REPOSITORIES).memberships.listImportKeys(campgroundId);

  it('imports the accepted rows, and the same file again creates nothing new', async () => {
    const before = await keys(s.campground.id);
    const first = await importCsv(s.tokens.owner, { campground_id: s.campground.id, csv: CSV });
    expect(first.status, first.body).toBe(200);
    expect(first.json).toEqual({
      success: true,
      message: IMPORT_FILE_MESSAGES.imported(1, 1),
      data: { total: 3, created: 1, updated: 1, refused: 1, stopped_at_row: null },
    });
    const after = await keys(s.campground.id);
    expect(after).toHaveLength(before.length + 1);
    const member = await test.container
      .get(REPOSITORIES)
      .memberships.findByCode(s.campground.id, 'PIN-ABCD0001');
    expect(member?.endDate).toBe('2027-06-30');
    const again = await importCsv(s.tokens.owner, { campground_id: s.campground.id, csv: CSV });
    expect(again.json.data).toEqual({ total: 3, created: 0, updated: 2, refused: 1, stopped_at_row: null });
    expect(await keys(s.campground.id)).toEqual(after);
    const members = await call(test, 'get-campground-members', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campground_id: s.campground.id, search: 'ann@camppass.test' },
    });
    expect(members.body).toContain('ann@camppass.test');
  });

  it('creates each member once when the same file is sent 50 times at once', async () => {
    const before = await keys(s.campground.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        importCsv(s.tokens.owner, { campground_id: s.campground.id, csv: CSV }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const created = answers.reduce(
      (sum, answer) => sum + (answer.json.data as { created: number }).created,
      0,
    );
    expect(created).toBe(1);
    expect(await keys(s.campground.id)).toHaveLength(before.length + 1);
  });

  it('refuses a file that is not CSV and writes nothing', async () => {
    const before = await keys(s.campground.id);
    const res = await importCsv(s.tokens.owner, { campground_id: s.campground.id, csv: 'not,a\n"broken' });
    expect(res.status).toBe(400);
    expect(await keys(s.campground.id)).toEqual(before);
  });

  it('lets only the campground’s owner, or a super admin, import', async () => {
    const callers: readonly MatrixCaller[] = ['owner', 'staff', 'otherOwner', 'member', 'anonymous', 'admin'];
    for (const caller of callers) {
      for (const where of ['own', 'other'] as const) {
        const campgroundId = where === 'own' ? s.campground.id : s.other.id;
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        const before = await keys(campgroundId);
        const email = `${caller}-${where}@camppass.test`;
        const res = await importCsv(token, {
          campground_id: campgroundId,
          csv: csvOf(`New,Person,${email},Weekly,2026-01-01,2026-12-31,`),
        });
        const want = ownerOnlyAnswer(caller, where, {
          elsewhere: CAMPGROUND_ACCESS_DENIED,
          staff: OWNER_ONLY_ACTION,
          member: undefined,
        });
        expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
        expect(await keys(campgroundId)).toHaveLength(before.length + (want.status === 200 ? 1 : 0));
        if (want.status === 200) continue;
        expect(res.json).not.toHaveProperty('data');
        if (want.error) expect(res.json.error).toBe(want.error);
      }
    }
  });
});
