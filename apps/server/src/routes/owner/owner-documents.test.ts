import { FUNCTIONS, type FunctionName } from '@camppass/client';
import {
  CAMPGROUND_ACCESS_DENIED,
  DOCUMENT_FILE_MISSING,
  DOCUMENT_NOT_FOUND,
  DOCUMENTS_CAMPGROUND_REQUIRED,
} from '@camppass/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type Exchange, SOCKET } from '../../testing/http';
import { PNG, seedOwnerDocuments } from '../../testing/owner-documents-http';
import { sharedPglite } from '../../testing/pglite';
import { type TestApp, testApp } from '../../testing/test-app';

let test: TestApp;
let s: Awaited<ReturnType<typeof seedOwnerDocuments>>;

const conforms = (name: FunctionName, exchange: Exchange) => {
  expect(exchange.status, exchange.body).toBe(200);
  expect(FUNCTIONS[name].response.safeParse(exchange.json).error?.issues ?? []).toEqual([]);
};

const LISTS = ['get-selfie-documents', 'user-signature', 'get-military-users-with-membership'] as const;
type Caller = 'owner' | 'staff' | 'otherOwner' | 'member' | 'anonymous';
const auth = (who: Caller) => (who === 'anonymous' ? {} : { token: s.tokens[who] });

const list = (name: (typeof LISTS)[number], who: Caller, query: Record<string, string>) =>
  call(test, name, { method: 'GET', ...auth(who), query });
const review = (who: Caller, body: Record<string, unknown>) =>
  call(test, 'review-document', { ...auth(who), body });

/** Every document id and storage key of the other campground, which no answer here may carry. */
const foreignMarks = () => [
  ...Object.values(s.foreign).map((d) => d.id),
  ...Object.values(s.foreign).map((d) => d.storageKey),
  'OTH-',
];

const pglite = sharedPglite();
afterAll(pglite.close);

describe.each([
  ['in memory', undefined],
  ['PGlite', pglite.persistence],
] as const)('document verification over HTTP (%s)', (_label, persistence) => {
  beforeEach(async () => {
    test = await testApp(persistence ? { persistence } : {});
    s = await seedOwnerDocuments(test);
  });

  it('lists each kind for the owner and staff, with how many wait and 5-minute links that open the file', async () => {
    for (const who of ['owner', 'staff'] as const) {
      const selfies = await list('get-selfie-documents', who, { campground_id: s.campground.id });
      conforms('get-selfie-documents', selfies);
      const [selfie] = (selfies.json.data as { documents_with_photos: Record<string, string>[] })
        .documents_with_photos;
      expect(selfie).toMatchObject({
        id: s.own.selfie.id,
        membership_code: 'PIN-SELF0001',
        membership_status: 'active',
        first_name: 'Jamie',
        email: 'member@camppass.test',
        status: 'pending',
        signed_url_error: null,
      });
      expect(selfies.json.stats).toEqual({ total_memberships: 4, documents_with_urls: 1, pending: 1 });
      expect(new Date(selfie?.signed_url_expires_at ?? '').getTime() - test.clock.now().getTime()).toBe(
        5 * 60_000,
      );
      const link = new URL(selfie?.signed_url ?? '');
      const opened = await test.app.request(`${link.pathname}${link.search}`, {}, SOCKET);
      expect(opened.status).toBe(200);
      expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PNG);

      const signatures = await list('user-signature', who, { campground_id: s.campground.id });
      conforms('user-signature', signatures);
      expect(signatures.json.stats).toEqual({ total_memberships: 4, signatures_with_urls: 1, pending: 1 });
      const military = await list('get-military-users-with-membership', who, {
        campground_id: s.campground.id,
      });
      conforms('get-military-users-with-membership', military);
      expect(military.json.stats).toEqual({ pending: 1 });
      expect(military.json.data).toEqual([
        expect.objectContaining({
          email: 'member@camppass.test',
          military_documents: [
            expect.objectContaining({
              id: s.own.military.id,
              document_type: 'military-document',
              status: 'pending',
            }),
          ],
        }),
      ]);
      for (const answer of [selfies, signatures, military])
        for (const mark of foreignMarks()) expect(answer.body).not.toContain(mark);
    }
    // A link dies after 5 minutes; reading the list again gives a fresh one.
    const first = (await list('get-selfie-documents', 'owner', { campground_id: s.campground.id })).json;
    const open = (url: string | undefined) => {
      const link = new URL(url ?? '');
      return test.app.request(`${link.pathname}${link.search}`, {}, SOCKET);
    };
    const urlOf = (json: typeof first) =>
      (json.data as { documents_with_photos: { signed_url: string }[] }).documents_with_photos[0]?.signed_url;
    test.clock.advance({ minutes: 6 });
    expect((await open(urlOf(first))).status).toBe(403);
    const fresh = (await list('get-selfie-documents', 'owner', { campground_id: s.campground.id })).json;
    expect((await open(urlOf(fresh))).status).toBe(200);
  });

  it('searches and pages in the database, and marks a document whose file is missing', async () => {
    await s.document(s.campground.id, 'selfie', 'PIN-GONE0001', false);
    const all = await list('get-selfie-documents', 'owner', {
      campground_id: s.campground.id,
      pageSize: '10',
    });
    const records = (
      all.json.data as {
        documents_with_photos: {
          membership_code: string;
          signed_url: string | null;
          signed_url_error: string | null;
        }[];
      }
    ).documents_with_photos;
    expect(records.map((r) => [r.membership_code, r.signed_url === null, r.signed_url_error])).toEqual(
      expect.arrayContaining([
        ['PIN-GONE0001', true, DOCUMENT_FILE_MISSING],
        ['PIN-SELF0001', false, null],
      ]),
    );
    expect(all.json.stats).toMatchObject({ documents_with_urls: 1 });
    const found = await list('get-selfie-documents', 'staff', {
      campground_id: s.campground.id,
      search: 'gone0001',
    });
    expect((found.json.data as { documents_with_photos: unknown[] }).documents_with_photos).toHaveLength(1);
    expect(found.json.pagination).toMatchObject({ totalCount: 1, page: 1 });
  });

  it('needs the campground id', async () => {
    for (const name of LISTS) {
      const answer = await list(name, 'owner', {});
      expect([answer.status, answer.json.error], name).toEqual([400, DOCUMENTS_CAMPGROUND_REQUIRED]);
    }
    const answer = await review('owner', { document_id: s.own.selfie.id, decision: 'approve' });
    expect([answer.status, answer.json.error]).toEqual([400, DOCUMENTS_CAMPGROUND_REQUIRED]);
  });

  it('records each review with its reviewer, and appends when reviewed again', async () => {
    const rejected = await review('staff', {
      campground_id: s.campground.id,
      document_id: s.own.selfie.id,
      decision: 'reject',
      notes: 'The ID photo is blurred',
    });
    conforms('review-document', rejected);
    expect(rejected.json.data).toMatchObject({
      document: { id: s.own.selfie.id, status: 'rejected' },
      review: { decision: 'rejected', notes: 'The ID photo is blurred', reviewer_name: 'Jamie Rivers' },
    });
    test.clock.advance({ minutes: 2 });
    const approved = await review('owner', {
      campground_id: s.campground.id,
      document_id: s.own.selfie.id,
      decision: 'approve',
      notes: 'A clear photo was sent by e-mail',
    });
    conforms('review-document', approved);
    const listed = await list('get-selfie-documents', 'owner', { campground_id: s.campground.id });
    const [selfie] = (
      listed.json.data as {
        documents_with_photos: { status: string; review_trail: Record<string, unknown>[] }[];
      }
    ).documents_with_photos;
    expect(selfie?.status).toBe('approved');
    expect(selfie?.review_trail.map((r) => [r.decision, r.notes, r.reviewed_at])).toEqual([
      ['rejected', 'The ID photo is blurred', new Date(test.clock.now().getTime() - 120_000).toISOString()],
      ['approved', 'A clear photo was sent by e-mail', test.clock.now().toISOString()],
    ]);
    const pending = await list('get-selfie-documents', 'owner', {
      campground_id: s.campground.id,
      status: 'pending',
    });
    expect((pending.json.data as { documents_with_photos: unknown[] }).documents_with_photos).toEqual([]);
  });

  it('keeps every one of 20 reviews of one document sent at once, and ends on the last decision', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        review(index % 2 === 0 ? 'owner' : 'staff', {
          campground_id: s.campground.id,
          document_id: s.own.selfie.id,
          decision: index % 2 === 0 ? 'approve' : 'reject',
          notes: `Review ${index}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const listed = await list('get-selfie-documents', 'owner', { campground_id: s.campground.id });
    const [selfie] = (
      listed.json.data as {
        documents_with_photos: { status: string; review_trail: { decision: string; notes: string }[] }[];
      }
    ).documents_with_photos;
    expect(new Set(selfie?.review_trail.map((entry) => entry.notes))).toEqual(
      new Set(Array.from({ length: 20 }, (_, index) => `Review ${index}`)),
    );
    expect(selfie?.status).toBe(selfie?.review_trail.at(-1)?.decision);
  });

  describe('who may call, for which campground', () => {
    const refusals: [Caller, number][] = [
      ['otherOwner', 403],
      ['member', 403],
      ['anonymous', 401],
    ];

    it.each(refusals)('refuses %s every list of Pine Valley (%i), revealing nothing', async (who, status) => {
      for (const name of LISTS) {
        const answer = await list(name, who, { campground_id: s.campground.id });
        expect(answer.status, name).toBe(status);
        if (status === 403) expect(answer.json.error).toBe(CAMPGROUND_ACCESS_DENIED);
        expect(answer.body).not.toContain('PIN-');
        expect(answer.body).not.toContain('member@camppass.test');
      }
    });

    it.each(refusals)(
      'refuses %s a review at Pine Valley (%i), whether the document exists or not',
      async (who, status) => {
        const real = await review(who, {
          campground_id: s.campground.id,
          document_id: s.own.selfie.id,
          decision: 'approve',
        });
        const unknown = await review(who, {
          campground_id: s.campground.id,
          document_id: 'no-such-id',
          decision: 'approve',
        });
        expect(real.status).toBe(status);
        expect(unknown.status).toBe(status);
        if (status === 403) expect(real.json).toEqual(unknown.json);
      },
    );

    it.each(['owner', 'staff'] as const)(
      'refuses %s of Pine Valley the other campground’s lists',
      async (who) => {
        for (const name of LISTS) {
          const answer = await list(name, who, { campground_id: s.other.id });
          expect([answer.status, answer.json.error], name).toEqual([403, CAMPGROUND_ACCESS_DENIED]);
          for (const mark of foreignMarks()) expect(answer.body).not.toContain(mark);
        }
        const direct = await review(who, {
          campground_id: s.other.id,
          document_id: s.foreign.selfie.id,
          decision: 'approve',
        });
        expect(direct.status).toBe(403);
      },
    );

    it.each(['owner', 'staff'] as const)(
      'answers %s another campground’s document named under Pine Valley exactly like an unknown one',
      async (who) => {
        const foreign = await review(who, {
          campground_id: s.campground.id,
          document_id: s.foreign.selfie.id,
          decision: 'approve',
        });
        const unknown = await review(who, {
          campground_id: s.campground.id,
          document_id: '00000000-0000-4000-8000-00000000ffff',
          decision: 'approve',
        });
        expect([foreign.status, foreign.json.error]).toEqual([404, DOCUMENT_NOT_FOUND]);
        expect(foreign.json).toEqual(unknown.json);
        const theirs = await list('get-selfie-documents', 'otherOwner', { campground_id: s.other.id });
        const [record] = (
          theirs.json.data as { documents_with_photos: { status: string; review_trail: unknown[] }[] }
        ).documents_with_photos;
        expect(record).toMatchObject({ status: 'pending', review_trail: [] });
      },
    );

    it('lets the other campground’s owner see and review their own documents only', async () => {
      const theirs = await list('get-selfie-documents', 'otherOwner', { campground_id: s.other.id });
      conforms('get-selfie-documents', theirs);
      expect(theirs.body).not.toContain('PIN-');
      const reviewed = await review('otherOwner', {
        campground_id: s.other.id,
        document_id: s.foreign.selfie.id,
        decision: 'approve',
      });
      conforms('review-document', reviewed);
    });
  });
});
