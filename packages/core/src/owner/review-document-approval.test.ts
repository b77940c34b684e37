import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpOwnerDocuments } from '../testing/owner-documents-fixture';

describe('review-document and a purchase awaiting approval', () => {
  const setUp = async () => {
    const s = await setUpOwnerDocuments();
    /** A document of a membership in the given state; answers the document and a reader of the membership. */
    const awaiting = async (
      code: string,
      kind: 'military-document' | 'selfie',
      paymentStatus: 'paid' | 'pending',
    ) => {
      const document = await s.document(s.member.user.id, kind, { code });
      await s.repos.memberships.update(
        document.membershipId,
        { status: 'pending', paymentStatus },
        s.core.clock.now(),
      );
      const status = async () => (await s.repos.memberships.findById(document.membershipId))?.status;
      return { document, status };
    };
    const review = (documentId: string, decision: 'approve' | 'reject') =>
      s.use.review.execute({
        actor: s.owner.principal,
        campgroundId: s.campground.id,
        documentId,
        decision,
        ...(decision === 'reject' ? { notes: 'Unreadable' } : {}),
      });
    return { awaiting, review };
  };

  it('makes a paid purchase held for its military document active when the document is approved', async () => {
    const { awaiting, review } = await setUp();
    const held = await awaiting('PIN-0101', 'military-document', 'paid');
    unwrap(await review(held.document.id, 'reject'));
    expect(await held.status()).toBe('pending');
    unwrap(await review(held.document.id, 'approve'));
    expect(await held.status()).toBe('active');
  });

  it('leaves unpaid memberships, and approvals of other documents, as they were', async () => {
    const { awaiting, review } = await setUp();
    const unpaid = await awaiting('PIN-0102', 'military-document', 'pending');
    unwrap(await review(unpaid.document.id, 'approve'));
    expect(await unpaid.status()).toBe('pending');
    const selfie = await awaiting('PIN-0103', 'selfie', 'paid');
    unwrap(await review(selfie.document.id, 'approve'));
    expect(await selfie.status()).toBe('pending');
  });
});
