import {
  CAMPGROUND_ACCESS_DENIED,
  DOCUMENT_FILE_MISSING,
  DOCUMENT_LINK_FAILED,
  DOCUMENTS_CAMPGROUND_REQUIRED,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { setUpOwnerDocuments } from '../testing/owner-documents-fixture';
import { DOCUMENT_REVIEW_LINK_SECONDS } from './documents-for-review';

describe('get-selfie-documents and user-signature', () => {
  it('lists the campground’s selfies newest first with 5-minute links, member details and trails', async () => {
    const s = await setUpOwnerDocuments();
    const older = await s.document(s.member.user.id, 'selfie', { code: 'PIN-OLD1', minutes: 1 });
    const newer = await s.document(s.other.user.id, 'selfie', { code: 'PIN-NEW1', minutes: 2 });
    await s.document(s.member.user.id, 'signature', { code: 'PIN-SIG1' });
    await s.document(s.member.user.id, 'selfie', { code: 'OTH-0001', at: s.otherCampground.id });
    unwrap(
      await s.use.review.execute({
        actor: s.staff.principal,
        campgroundId: s.campground.id,
        documentId: older.id,
        decision: 'approve',
        notes: 'Face matches the ID',
      }),
    );

    const listed = unwrap(
      await s.use.list.execute({ actor: s.owner.principal, campgroundId: s.campground.id, kind: 'selfie' }),
    );
    expect(listed.totalMemberships).toBe(3);
    expect(listed.page.total).toBe(2);
    expect(listed.page.items.map(({ item }) => item.document.id)).toEqual([newer.id, older.id]);
    const [latest, first] = listed.page.items;
    // Each document carries its own trail only.
    expect(latest?.trail).toEqual([]);
    expect(first?.item).toMatchObject({
      membershipCode: 'PIN-OLD1',
      firstName: 'Jamie',
      email: 'member@camppass.test',
    });
    expect(first?.link.link?.expiresAt).toEqual(new Date(T0.getTime() + DOCUMENT_REVIEW_LINK_SECONDS * 1000));
    expect(first?.item.document.status).toBe('approved');
    expect(first?.trail.map((r) => [r.decision, r.reviewerName, r.notes])).toEqual([
      ['approved', 'Stan Reviewer', 'Face matches the ID'],
    ]);

    const signatures = unwrap(
      await s.use.list.execute({
        actor: s.staff.principal,
        campgroundId: s.campground.id,
        kind: 'signature',
      }),
    );
    expect(signatures.page.items.map(({ item }) => item.membershipCode)).toEqual(['PIN-SIG1']);
  });

  it('says how many documents of the kind wait for a review, whatever the search, and lists only those when asked', async () => {
    const s = await setUpOwnerDocuments();
    const reviewed = await s.document(s.member.user.id, 'selfie', { code: 'PIN-DONE', minutes: 1 });
    await s.document(s.other.user.id, 'selfie', { code: 'PIN-WAIT', minutes: 2 });
    await s.document(s.member.user.id, 'selfie', { code: 'PIN-WAI2', minutes: 3 });
    await s.document(s.member.user.id, 'signature', { code: 'PIN-SIG1' });
    await s.document(s.member.user.id, 'selfie', { code: 'OTH-0001', at: s.otherCampground.id });
    unwrap(
      await s.use.review.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        documentId: reviewed.id,
        decision: 'approve',
      }),
    );
    const list = async (request: Record<string, unknown>) =>
      unwrap(
        await s.use.list.execute({
          actor: s.owner.principal,
          campgroundId: s.campground.id,
          kind: 'selfie',
          request,
        }),
      );
    const all = await list({});
    expect(all.pendingCount).toBe(2);
    expect(all.page.total).toBe(3);
    expect((await list({ search: 'PIN-DONE' })).pendingCount).toBe(2);
    const waiting = await list({ filter: { status: 'pending' } });
    expect(waiting.page.items.map(({ item }) => item.membershipCode)).toEqual(['PIN-WAI2', 'PIN-WAIT']);
  });

  it('searches by name, e-mail or code and pages in the store', async () => {
    const s = await setUpOwnerDocuments();
    for (let i = 0; i < 12; i += 1)
      await s.document(s.member.user.id, 'selfie', { code: `PIN-${String(i).padStart(4, '0')}`, minutes: i });
    await s.document(s.other.user.id, 'selfie', { code: 'PIN-ZZZZ', minutes: 20 });
    const page2 = unwrap(
      await s.use.list.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        kind: 'selfie',
        request: { page: 2, pageSize: 10 },
      }),
    );
    expect(page2.page.total).toBe(13);
    expect(page2.page.items.map(({ item }) => item.membershipCode)).toEqual([
      'PIN-0002',
      'PIN-0001',
      'PIN-0000',
    ]);
    const search = async (text: string) =>
      unwrap(
        await s.use.list.execute({
          actor: s.owner.principal,
          campgroundId: s.campground.id,
          kind: 'selfie',
          request: { search: text },
        }),
      ).page.items.map(({ item }) => item.membershipCode);
    expect(await search('pin-zzzz')).toEqual(['PIN-ZZZZ']);
    expect(await search('other@camppass')).toEqual(['PIN-ZZZZ']);
    expect(await search('no such person')).toEqual([]);
  });

  it('marks a document whose file is gone, or whose link cannot be signed, and keeps the list', async () => {
    const s = await setUpOwnerDocuments();
    await s.document(s.member.user.id, 'selfie', { code: 'PIN-GONE', stored: false, minutes: 1 });
    await s.document(s.member.user.id, 'selfie', { code: 'PIN-HERE', minutes: 0 });
    const list = async () =>
      unwrap(
        await s.use.list.execute({ actor: s.owner.principal, campgroundId: s.campground.id, kind: 'selfie' }),
      ).page.items.map(({ item, link }) => [item.membershipCode, link.link !== null, link.error]);
    expect(await list()).toEqual([
      ['PIN-GONE', false, DOCUMENT_FILE_MISSING],
      ['PIN-HERE', true, null],
    ]);
    s.storage.signedUrl = async () => {
      throw new Error('storage unreachable');
    };
    expect((await list()).map(([, , error]) => error)).toEqual([DOCUMENT_FILE_MISSING, DOCUMENT_LINK_FAILED]);
  });

  it('needs a campground, and refuses other campgrounds and members alike', async () => {
    const s = await setUpOwnerDocuments();
    await s.document(s.member.user.id, 'selfie', { code: 'PIN-0001' });
    for (const campgroundId of [undefined, null, '  ']) {
      expect(await s.use.list.execute({ actor: s.owner.principal, campgroundId, kind: 'selfie' })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: DOCUMENTS_CAMPGROUND_REQUIRED,
        fieldErrors: { campground_id: DOCUMENTS_CAMPGROUND_REQUIRED },
      });
    }
    for (const actor of [s.otherOwner.principal, s.member.principal]) {
      for (const campgroundId of [s.campground.id, 'no-such-campground']) {
        expect(await s.use.list.execute({ actor, campgroundId, kind: 'selfie' })).toEqual({
          ok: false,
          code: 'FORBIDDEN',
          message: CAMPGROUND_ACCESS_DENIED,
        });
      }
    }
    expect(
      await s.use.list.execute({
        actor: s.owner.principal,
        campgroundId: s.otherCampground.id,
        kind: 'selfie',
      }),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
  it('lists oldest first when asked to sort by date ascending', async () => {
    const s = await setUpOwnerDocuments();
    await s.document(s.member.user.id, 'selfie', { code: 'PIN-OLD1', minutes: 1 });
    await s.document(s.other.user.id, 'selfie', { code: 'PIN-NEW1', minutes: 2 });
    const listed = unwrap(
      await s.use.list.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        kind: 'selfie',
        request: { sortField: 'createdAt', sortDirection: 'asc' },
      }),
    );
    expect(listed.page.items.map(({ item }) => item.membershipCode)).toEqual(['PIN-OLD1', 'PIN-NEW1']);
  });
});
