import {
  CAMPGROUND_ACCESS_DENIED,
  IMPORT_FILE_MESSAGES,
  IMPORT_ROW_MESSAGES,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { call, SOCKET } from '../../testing/http';
import { type MemberFileCall, sendMemberFile } from '../../testing/member-import-http';
import { seedOwnerMembers } from '../../testing/owner-members-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

const CSV = [
  'First Name,Last Name,Email,Membership Type,Start Date,End Date,Code,Notes',
  'Ann,Camper,ann@camppass.test,Weekly,2026-01-01,2026-12-31,,hi',
  'Mem,Ber,MEMBER@camppass.test,weekly,2026-01-01,2026-12-31,PIN-ABCD0001,',
  'Bad,Type,bad@camppass.test,Gold,2026-01-01,2026-12-31,,',
  'Code,Taken,code@camppass.test,Weekly,2026-01-01,2026-12-31,PIN-TRICKY01,',
  '=cmd,Formula,f@camppass.test,Weekly,2026-01-01,2026-12-31,,',
].join('\n');

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('member-import-dry-run over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedOwnerMembers>>;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedOwnerMembers(test);
  });
  const dryRun = (token: string | undefined, body: MemberFileCall) =>
    sendMemberFile(test, 'member-import-dry-run', token, body);

  it('answers the verdict of each row and writes nothing', async () => {
    const repos = test.container.get(REPOSITORIES);
    const before = await repos.memberships.listImportKeys(s.campground.id);
    const res = await dryRun(s.tokens.owner, { campground_id: s.campground.id, csv: CSV });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toEqual({
      headers: [
        'First Name',
        'Last Name',
        'Email',
        'Membership Type',
        'Start Date',
        'End Date',
        'Code',
        'Notes',
      ],
      mapping: {
        firstName: 0,
        lastName: 1,
        email: 2,
        membershipType: 3,
        startDate: 4,
        endDate: 5,
        membershipCode: 6,
      },
      unknown_headers: ['Notes'],
      total: 5,
      created: 1,
      updated: 1,
      refused: 3,
      matching: 5,
      page: 1,
      page_size: 50,
      rows: [
        { row: 2, outcome: 'created', reasons: [], warnings: [], cells: [] },
        { row: 3, outcome: 'updated', reasons: [], warnings: [], cells: [] },
        {
          row: 4,
          outcome: 'refused',
          reasons: [IMPORT_ROW_MESSAGES.typeUnknown('Gold')],
          warnings: [],
          cells: ['Bad', 'Type', 'bad@camppass.test', 'Gold', '2026-01-01', '2026-12-31', '', ''],
        },
        {
          row: 5,
          outcome: 'refused',
          reasons: [IMPORT_ROW_MESSAGES.codeTaken('PIN-TRICKY01')],
          warnings: [],
          cells: expect.any(Array),
        },
        {
          row: 6,
          outcome: 'refused',
          reasons: [IMPORT_ROW_MESSAGES.formula('First name')],
          warnings: [],
          cells: expect.any(Array),
        },
      ],
    });
    expect(await repos.memberships.listImportKeys(s.campground.id)).toEqual(before);
  });

  it('warns on the row when the file gives an existing membership another code, which it keeps', async () => {
    const csv = [
      CSV.split('\n')[0],
      'Mem,Ber,member@camppass.test,Weekly,2026-01-01,2026-12-31,PIN-OTHER001,',
    ];
    const res = await dryRun(s.tokens.owner, { campground_id: s.campground.id, csv: csv.join('\n') });
    expect(res.status, res.body).toBe(200);
    expect((res.json.data as { rows: unknown[] }).rows).toEqual([
      {
        row: 2,
        outcome: 'updated',
        reasons: [],
        warnings: [IMPORT_ROW_MESSAGES.codeKept('PIN-OTHER001', 'PIN-ABCD0001')],
        cells: [],
      },
    ]);
  });

  it('pages the refused rows and takes the mapping the owner chose', async () => {
    const res = await dryRun(s.tokens.owner, {
      campground_id: s.campground.id,
      csv: CSV,
      outcome: 'refused',
      page: 2,
      page_size: 2,
      // Notes read as the code: row 2's 'hi' is too short for one, row 5 has none.
      mapping: {
        firstName: 0,
        lastName: 1,
        email: 2,
        membershipType: 3,
        startDate: 4,
        endDate: 5,
        membershipCode: 7,
      },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toMatchObject({
      refused: 3,
      matching: 3,
      page: 2,
      page_size: 2,
      unknown_headers: ['Code'],
    });
    expect((res.json.data as { rows: { row: number }[] }).rows.map((row) => row.row)).toEqual([6]);
  });

  it('refuses a file that is not CSV, one without members and a mapping missing fields', async () => {
    const notCsv = await dryRun(s.tokens.owner, { campground_id: s.campground.id, csv: '{"members": []}' });
    expect([notCsv.status, notCsv.json.error]).toEqual([400, IMPORT_FILE_MESSAGES.notCsv]);
    const empty = await dryRun(s.tokens.owner, { campground_id: s.campground.id, csv: 'Email,First Name\n' });
    expect([empty.status, empty.json.error]).toEqual([400, IMPORT_FILE_MESSAGES.noRows]);
    const partial = await dryRun(s.tokens.owner, {
      campground_id: s.campground.id,
      csv: CSV,
      mapping: { email: 2 },
    });
    expect(partial.status).toBe(400);
    expect(await dryRun(s.tokens.owner, { campground_id: s.campground.id, csv: '' })).toMatchObject({
      status: 400,
    });
  });

  it('reads a Windows-1252 file sent as application/octet-stream', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`${CSV.split('\n')[0]}\nJos`),
      0xe9,
      ...new TextEncoder().encode(',Camper,jose@camppass.test,Weekly,2026-01-01,2026-12-31,,'),
    ]);
    const res = await sendMemberFile(
      test,
      'member-import-dry-run',
      s.tokens.owner,
      { campground_id: s.campground.id, csv: bytes },
      'application/octet-stream',
    );
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ total: 1, created: 1, refused: 0 });
  });

  it('refuses another content type (415), a malformed mapping, and a file over 200 MB (413)', async () => {
    const body = { campground_id: s.campground.id, csv: CSV };
    const json = await sendMemberFile(
      test,
      'member-import-dry-run',
      s.tokens.owner,
      body,
      'application/json',
    );
    expect([json.status, json.json.error]).toEqual([415, IMPORT_FILE_MESSAGES.wrongType]);
    const form = await sendMemberFile(
      test,
      'member-import-dry-run',
      s.tokens.owner,
      body,
      'multipart/form-data',
    );
    expect(form.status).toBe(415);
    const res = await test.app.request(
      `/functions/v1/member-import-dry-run?campground_id=${s.campground.id}&mapping=%7Bnot-json`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${s.tokens.owner}`, 'content-type': 'text/csv' },
        body: CSV,
      },
      SOCKET,
    );
    expect(res.status).toBe(400);
    expect((await call(test, 'member-import-dry-run', { token: s.tokens.owner, body })).status).toBe(415);
    expect(await tooLarge(test, s.tokens.owner, s.campground.id)).toEqual({
      status: 413,
      error: IMPORT_FILE_MESSAGES.tooLarge,
    });
  });

  it('lets only the campground’s owner, or a super admin, check a file', async () => {
    const callers: readonly MatrixCaller[] = ['owner', 'staff', 'otherOwner', 'member', 'anonymous', 'admin'];
    for (const caller of callers) {
      for (const where of ['own', 'other'] as const) {
        const campgroundId = where === 'own' ? s.campground.id : s.other.id;
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        const res = await dryRun(token, { campground_id: campgroundId, csv: CSV });
        const want = ownerOnlyAnswer(caller, where, {
          elsewhere: CAMPGROUND_ACCESS_DENIED,
          staff: OWNER_ONLY_ACTION,
          member: undefined,
        });
        expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
        if (want.status === 200) continue;
        expect(res.json).not.toHaveProperty('data');
        if (want.error) expect(res.json.error).toBe(want.error);
      }
    }
  });
});

/**
 * A body of 200 MB and one byte, streamed without a declared length: one megabyte sent over and
 * over, so the test holds one megabyte however far the server reads.
 */
const tooLarge = async (test: TestApp, token: string, campgroundId: string) => {
  const piece = new Uint8Array(1024 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent > 200) return controller.close();
      sent += 1;
      controller.enqueue(piece);
    },
  });
  const res = await test.app.request(
    `/functions/v1/member-import-dry-run?campground_id=${campgroundId}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body,
      duplex: 'half',
    } as RequestInit,
    SOCKET,
  );
  return { status: res.status, error: ((await res.json()) as { error: string }).error };
};
