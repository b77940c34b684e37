import { SendImportClaimEmails } from '@camppass/core/jobs/send-import-claim-emails';
import {
  CAMPGROUND_ACCESS_DENIED,
  CLAIM_ACCOUNT_WORDS,
  IMPORT_CLAIM_WORDS,
  OWNER_ONLY_ACTION,
  PATHS,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { USE_CASES } from '../../container/core-module';
import { REPOSITORIES } from '../../container/persistence-module';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { call, linkTo, mailbox } from '../../testing/http';
import { runImportJob, sendMemberFile } from '../../testing/member-import-http';
import { seedOwnerMembers } from '../../testing/owner-members-http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

const HEADER = 'First Name,Last Name,Email,Membership Type,Start Date,End Date';
const CSV = [
  HEADER,
  'Ann,Camper,ann@camppass.test,Weekly,2026-01-01,2026-12-31',
  'Ben,Camper,ben@camppass.test,Weekly,2026-01-01,2026-12-31',
  'Cat,Camper,cat@camppass.test,Weekly,2026-01-01,2026-12-31',
  // An account with a password (the seeded member) gets no claim e-mail.
  'Mem,Ber,member@camppass.test,Weekly,2026-01-01,2027-06-30',
].join('\n');
/** The same members with other header names, in another order: only a remembered mapping reads them. */
const RENAMED = [
  'Mail,Given,Family,Plan,From,Until',
  'ann@camppass.test,Ann,Camper,Weekly,2026-01-01,2026-12-31',
].join('\n');
const RENAMED_MAPPING = { email: 0, firstName: 1, lastName: 2, membershipType: 3, startDate: 4, endDate: 5 };
const CALLERS: readonly MatrixCaller[] = ['owner', 'staff', 'otherOwner', 'member', 'anonymous', 'admin'];

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('member import extras over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedOwnerMembers>>;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedOwnerMembers(test);
  });
  const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
    call(test, name, { token, body });
  const getMapping = (token: string | undefined, campgroundId: string) =>
    call(test, 'get-member-import-mapping', { method: 'GET', token, query: { campground_id: campgroundId } });
  const importAll = async () => {
    const res = await sendMemberFile(test, 'import-members', s.tokens.owner, {
      campground_id: s.campground.id,
      csv: CSV,
    });
    expect(res.status, res.body).toBe(200);
    await runImportJob(test);
  };
  const sendJob = () => test.container.get(USE_CASES)(SendImportClaimEmails).execute();

  it('remembers the mapping a file was checked with and guesses the next file from it', async () => {
    expect((await getMapping(s.tokens.owner, s.campground.id)).json.data).toEqual({ mapping: {} });
    const guessed = await sendMemberFile(test, 'member-import-dry-run', s.tokens.owner, {
      campground_id: s.campground.id,
      csv: RENAMED,
    });
    // 'Mail' is a known spelling; 'Given' and 'Family' are not, so the file needs the owner's mapping.
    expect(guessed.status).toBe(400);
    const chosen = await sendMemberFile(test, 'member-import-dry-run', s.tokens.owner, {
      campground_id: s.campground.id,
      csv: RENAMED,
      mapping: RENAMED_MAPPING,
    });
    expect(chosen.status, chosen.body).toBe(200);
    expect((await getMapping(s.tokens.owner, s.campground.id)).json.data).toEqual({
      mapping: {
        Mail: 'email',
        Given: 'firstName',
        Family: 'lastName',
        Plan: 'membershipType',
        From: 'startDate',
        Until: 'endDate',
      },
    });
    // The next file, its columns in another order, is read with the remembered mapping.
    const reordered = [
      'Until,From,Plan,Family,Given,Mail',
      '2026-12-31,2026-01-01,Weekly,Camper,Ann,a@camppass.test',
    ];
    const next = await sendMemberFile(test, 'member-import-dry-run', s.tokens.owner, {
      campground_id: s.campground.id,
      csv: reordered.join('\n'),
    });
    expect(next.status, next.body).toBe(200);
    expect(next.json.data).toMatchObject({
      mapping: { endDate: 0, startDate: 1, membershipType: 2, lastName: 3, firstName: 4, email: 5 },
      created: 1,
    });
    // Another campground's mapping is its own.
    expect((await getMapping(s.tokens.admin, s.other.id)).json.data).toEqual({ mapping: {} });
  });

  it('marks imported memberships in the list and the profile, and leaves them out of revenue', async () => {
    const stats = () =>
      call(test, 'get-campground-member-stats', {
        method: 'GET',
        token: s.tokens.owner,
        query: { campground_id: s.campground.id },
      });
    const revenueBefore = (await stats()).json.data as { total_revenue: number };
    await importAll();
    const list = await call(test, 'get-campground-members', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campground_id: s.campground.id, limit: '100' },
    });
    const members = list.json.data as { id: string; member_profile: { email: string }; imported: boolean }[];
    const byEmail = new Map(members.map((member) => [member.member_profile.email, member]));
    expect(byEmail.get('ann@camppass.test')?.imported).toBe(true);
    // The member's bought membership was only updated by the file: it stays bought.
    expect(byEmail.get('member@camppass.test')?.imported).toBe(false);
    const one = await call(test, 'get-campground-member', {
      method: 'GET',
      token: s.tokens.owner,
      query: { membership_id: byEmail.get('ann@camppass.test')?.id ?? '' },
    });
    expect(one.json.data).toMatchObject({ member: { imported: true }, payment: { payments: [] } });
    expect(((await stats()).json.data as { total_revenue: number }).total_revenue).toBe(
      revenueBefore.total_revenue,
    );
  });

  it('e-mails each imported member without a password a claim link once, however often it is asked', async () => {
    await importAll();
    const first = await post('send-import-claim-emails', s.tokens.owner, { campground_id: s.campground.id });
    expect(first.status, first.body).toBe(200);
    expect(first.json).toEqual({ success: true, message: IMPORT_CLAIM_WORDS.queued(3), data: { queued: 3 } });
    expect(first.json.message).toBe('E-mails on their way to 3 members.');
    const again = await post('send-import-claim-emails', s.tokens.owner, { campground_id: s.campground.id });
    expect(again.json).toMatchObject({ message: IMPORT_CLAIM_WORDS.queued(0), data: { queued: 0 } });

    expect(await sendJob()).toEqual({ sent: 3, failed: 0 });
    expect(await sendJob()).toEqual({ sent: 0, failed: 0 });
    const claims = (await mailbox(test)).filter(
      (mail) => mail.subject === CLAIM_ACCOUNT_WORDS.subject(s.campground.name),
    );
    expect(claims.map((mail) => mail.to).sort()).toEqual([
      'ann@camppass.test',
      'ben@camppass.test',
      'cat@camppass.test',
    ]);
    expect(claims[0]?.text).toContain(CLAIM_ACCOUNT_WORDS.action);

    // The link sets the password, as the welcome's does; the account then gets no more claim e-mails.
    const link = await linkTo(test, 'ann@camppass.test', PATHS.resetPassword);
    const reset = await post('reset-password', undefined, {
      code: link.searchParams.get('code'),
      password: 'A-strong-passphrase-42',
    });
    expect(reset.status, reset.body).toBe(200);
    // A day on, the two accounts still without a password can be asked again; Ann's cannot.
    test.clock.advance({ hours: 24, minutes: 1 });
    // (The owner's session has ended by then: the request is made as the button's use case makes it.)
    const repos = test.container.get(REPOSITORIES);
    expect(await repos.memberImport.requestClaimEmails(s.campground.id, test.clock.now())).toBe(2);
  });

  it('queues each member once when the button is pressed 50 times at once', async () => {
    await importAll();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('send-import-claim-emails', s.tokens.owner, { campground_id: s.campground.id }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const queued = answers.reduce((sum, answer) => sum + (answer.json.data as { queued: number }).queued, 0);
    expect(queued).toBe(3);
    await sendJob();
    const claims = (await mailbox(test)).filter(
      (mail) => mail.subject === CLAIM_ACCOUNT_WORDS.subject(s.campground.name),
    );
    expect(claims).toHaveLength(3);
  });

  it('refuses a malformed request', async () => {
    for (const body of [{}, { campground_id: 42 }, { campground_id: 'x'.repeat(101) }]) {
      expect((await post('send-import-claim-emails', s.tokens.owner, body)).status).toBe(400);
    }
    expect(
      (await call(test, 'get-member-import-mapping', { method: 'GET', token: s.tokens.owner })).status,
    ).toBe(400);
    const unknown = await post('send-import-claim-emails', s.tokens.owner, {
      campground_id: 'not-a-campground',
    });
    expect([unknown.status, unknown.json.error]).toEqual([403, CAMPGROUND_ACCESS_DENIED]);
  });

  it.each([
    ['get-member-import-mapping', 'GET'],
    ['send-import-claim-emails', 'POST'],
  ] as const)('lets only the campground’s owner, or a super admin, call %s', async (name, method) => {
    await importAll();
    for (const caller of CALLERS) {
      for (const where of ['own', 'other'] as const) {
        const campgroundId = where === 'own' ? s.campground.id : s.other.id;
        const token = caller === 'anonymous' ? undefined : s.tokens[caller];
        const res =
          method === 'GET'
            ? await getMapping(token, campgroundId)
            : await post(name, token, { campground_id: campgroundId });
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
    // Nobody but the owner and the admin queued anything: the owner's first press finds all three.
    if (name === 'send-import-claim-emails') expect((await sendJob()).sent).toBe(3);
  });
});
