import {
  CAMPGROUND_ACCESS_DENIED,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_REJECT_NOTES_REQUIRED,
  DOCUMENT_REVIEW_NOTES_TOO_LONG,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpOwnerDocuments } from '../testing/owner-documents-fixture';

describe('review-document', () => {
  it('tells the endpoints that chose document.reviewed, in the transaction of the decision', async () => {
    const s = await setUpOwnerDocuments();
    await s.core.repos.webhooks.createEndpoint({
      campgroundId: s.campground.id,
      url: 'https://hooks.pine.test/in',
      events: ['document.reviewed'],
      sealedSecret: 'iv.sealed',
      createdAt: s.core.clock.now(),
    });
    const selfie = await s.document(s.member.user.id, 'selfie', { code: 'PIN-0001' });
    unwrap(
      await s.use.review.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        documentId: selfie.id,
        decision: 'reject',
        notes: 'Blurred',
      }),
    );
    const [delivery, ...more] = s.core.unitOfWork.store.tables.webhookDeliveries;
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ eventType: 'document.reviewed', membershipId: selfie.membershipId });
    expect(JSON.parse(delivery?.body ?? '{}').data).toMatchObject({
      documentId: selfie.id,
      decision: 'rejected',
      notes: 'Blurred',
    });
  });

  it('records each decision as the status, appends it to the trail and the audit log, with the reviewer', async () => {
    const s = await setUpOwnerDocuments();
    const selfie = await s.document(s.member.user.id, 'selfie', { code: 'PIN-0001' });
    const rejected = unwrap(
      await s.use.review.execute({
        actor: s.staff.principal,
        campgroundId: s.campground.id,
        documentId: selfie.id,
        decision: 'reject',
        notes: '  The ID is unreadable  ',
      }),
    );
    expect(rejected.document.status).toBe('rejected');
    expect(rejected.review).toMatchObject({
      decision: 'rejected',
      notes: 'The ID is unreadable',
      reviewerId: s.staff.user.id,
      reviewerName: 'Stan Reviewer',
      reviewedAt: s.core.clock.now(),
    });
    s.core.clock.advance({ seconds: 60 });
    const approved = unwrap(
      await s.use.review.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        documentId: selfie.id,
        decision: 'approve',
      }),
    );
    expect(approved.document.status).toBe('approved');
    expect(approved.trail.map((r) => [r.decision, r.reviewerName, r.notes])).toEqual([
      ['rejected', 'Stan Reviewer', 'The ID is unreadable'],
      ['approved', 'Olive Reviewer', null],
    ]);
    expect((await s.repos.identityDocuments.listByUser(s.member.user.id))[0]?.status).toBe('approved');
    const log = await s.repos.auditLog.list({
      filter: { campgroundId: s.campground.id, actorId: null, actions: null, from: null, to: null },
      search: null,
      sort: { field: 'createdAt', direction: 'asc' },
      page: 1,
      pageSize: 10,
    });
    expect(log.items.map((e) => [e.action, e.actorId, e.actorRole, e.subjectId])).toEqual([
      ['review-document', s.staff.user.id, 'staff', selfie.id],
      ['review-document', s.owner.user.id, 'owner', selfie.id],
    ]);
    // Each entry says what the status was before this review and what it became.
    expect(log.items.map((e) => [e.before, e.after])).toEqual([
      [{ status: 'pending' }, { status: 'rejected', notes: 'The ID is unreadable' }],
      [{ status: 'rejected' }, { status: 'approved', notes: null }],
    ]);
  });

  it('asks a rejection why, and keeps notes short', async () => {
    const s = await setUpOwnerDocuments();
    const selfie = await s.document(s.member.user.id, 'selfie', { code: 'PIN-0001' });
    const review = (decision: 'approve' | 'reject', notes?: string) =>
      s.use.review.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        documentId: selfie.id,
        decision,
        ...(notes === undefined ? {} : { notes }),
      });
    expect(await review('reject', '   ')).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: DOCUMENT_REJECT_NOTES_REQUIRED,
      fieldErrors: { notes: DOCUMENT_REJECT_NOTES_REQUIRED },
    });
    expect(await review('approve', 'x'.repeat(2001))).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: DOCUMENT_REVIEW_NOTES_TOO_LONG,
      fieldErrors: { notes: DOCUMENT_REVIEW_NOTES_TOO_LONG },
    });
    expect((await s.repos.documentReviews.trails([selfie.id])).length).toBe(0);
    expect(await review('approve', 'x'.repeat(2000))).toMatchObject({ ok: true });
  });

  it('answers another campground’s document like an unknown one, and refuses callers without the right', async () => {
    const s = await setUpOwnerDocuments();
    const mine = await s.document(s.member.user.id, 'selfie', { code: 'PIN-0001' });
    const theirs = await s.document(s.member.user.id, 'selfie', {
      code: 'OTH-0001',
      at: s.otherCampground.id,
    });
    const review = (actor: typeof s.owner.principal, campgroundId: string, documentId: string) =>
      s.use.review.execute({ actor, campgroundId, documentId, decision: 'approve' });
    const foreign = await review(s.owner.principal, s.campground.id, theirs.id);
    const unknown = await review(s.owner.principal, s.campground.id, 'no-such-document');
    expect(foreign).toEqual({ ok: false, code: 'NOT_FOUND', message: DOCUMENT_NOT_FOUND });
    expect(unknown).toEqual(foreign);
    for (const actor of [s.otherOwner.principal, s.member.principal]) {
      const refused = await review(actor, s.campground.id, mine.id);
      expect(refused).toEqual({ ok: false, code: 'FORBIDDEN', message: CAMPGROUND_ACCESS_DENIED });
      expect(await review(actor, s.campground.id, 'no-such-document')).toEqual(refused);
    }
    expect((await s.repos.documentReviews.findDocument(theirs.id))?.status).toBe('pending');
    expect((await s.repos.documentReviews.findDocument(mine.id))?.status).toBe('pending');
  });
});

describe('review-document e-mails', () => {
  it("tells the member of each changed decision, in the campground's brand, with the owner's note", async () => {
    const s = await setUpOwnerDocuments();
    const military = await s.document(s.member.user.id, 'military-document', { code: 'PIN-0001' });
    const review = (decision: 'approve' | 'reject', notes?: string) =>
      s.use.review.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        documentId: military.id,
        decision,
        notes,
      });

    unwrap(await review('reject', 'The <b>expiry date</b> is cut off'));
    unwrap(await review('approve'));
    unwrap(await review('approve'));

    const mails = s.core.mailer.sentTo(s.member.user.email);
    expect(mails.map((m) => m.tags?.kind)).toEqual(['document-rejected', 'document-approved']);
    const [rejected, approved] = mails;
    expect(rejected?.subject).toBe(`${s.campground.name} needs a new document from you`);
    expect(rejected?.text).toContain('checked your military document and could not accept it.');
    expect(rejected?.text).toContain('Their note\nThe <b>expiry date</b> is cut off');
    expect(rejected?.html).toContain('The &lt;b&gt;expiry date&lt;/b&gt; is cut off');
    expect(rejected?.text).toContain('To send a new one, get in touch with');
    expect(rejected?.text).toContain('Open your dashboard: https://portal.camppass.test/member-dashboard');
    expect(approved?.text).toContain('checked your military document and approved it.');
    expect(approved?.text).toContain(`Sent by CampPass on behalf of ${s.campground.name}.`);
  });

  it('keeps the decision when the e-mail cannot be sent', async () => {
    const s = await setUpOwnerDocuments();
    const selfie = await s.document(s.member.user.id, 'selfie', { code: 'PIN-0001' });
    s.core.mailer.send = async () => {
      throw new Error('mail service down');
    };
    const reviewed = await s.use.review.execute({
      actor: s.owner.principal,
      campgroundId: s.campground.id,
      documentId: selfie.id,
      decision: 'approve',
    });
    expect(reviewed.ok).toBe(true);
    expect((await s.repos.identityDocuments.listByUser(s.member.user.id))[0]?.status).toBe('approved');
  });

  it('gives the campground’s e-mail as the contact for a new document, or its phone when it has none', async () => {
    const s = await setUpOwnerDocuments();
    const campgrounds = s.core.unitOfWork.store.tables.campgrounds;
    const campground = campgrounds.get(s.campground.id);
    if (!campground) throw new Error('no campground');
    const reject = async (code: string) => {
      const selfie = await s.document(s.member.user.id, 'selfie', { code });
      unwrap(
        await s.use.review.execute({
          actor: s.owner.principal,
          campgroundId: s.campground.id,
          documentId: selfie.id,
          decision: 'reject',
          notes: 'Blurred',
        }),
      );
      return s.core.mailer.sentTo(s.member.user.email).at(-1)?.text ?? '';
    };

    campgrounds.set(s.campground.id, { ...campground, email: 'office@pine.test', phone: '555-0199' });
    expect(await reject('PIN-0001')).toContain(`get in touch with ${s.campground.name} (office@pine.test):`);
    campgrounds.set(s.campground.id, { ...campground, email: null, phone: '555-0199' });
    expect(await reject('PIN-0002')).toContain(`get in touch with ${s.campground.name} (555-0199):`);
  });
});
