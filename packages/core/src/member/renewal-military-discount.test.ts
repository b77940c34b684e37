import { renewalFees } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { ReviewDocument } from '../owner/review-document';
import type { Principal } from '../shared/principal';
import { T0 } from '../testing/builders';
import { setUpMembershipChanges } from '../testing/membership-change-fixture';

// A renewal keeps the military 10 % only while the member's military status stands (issue 12):
// the membership had the discount and the campground approved one of the member's military documents.

const setUp = async () => {
  const f = await setUpMembershipChanges();
  const { user } = await f.account('owner@camppass.test', []);
  const role = { userId: user.id, role: 'owner', campgroundId: f.campground.id, createdAt: T0 } as const;
  await f.repos.roles.grant(role);
  const owner: Principal = { userId: user.id, sessionId: `session-${user.id}`, roles: [role] };
  const review = new ReviewDocument(f.core);
  const expiredAnnual = (military: boolean) =>
    f.membership(f.member.user.id, {
      startDate: '2025-05-01',
      endDate: '2026-04-30',
      status: 'expired',
      isMilitaryDiscount: military,
    });
  /** The member's military document for this membership, sent for review. */
  const militaryDocument = (membershipId: string, campgroundId = f.campground.id) =>
    f.repos.identityDocuments.create({
      membershipId,
      userId: f.member.user.id,
      campgroundId,
      kind: 'military-document',
      storageKey: `uploads/military-document/${membershipId}.png`,
      contentType: 'image/png',
      status: 'pending',
      createdAt: T0,
    });
  /** The owner's verdict, kept in the document's trail. */
  const decide = async (documentId: string, decision: 'approve' | 'reject') => {
    const result = await review.execute({
      actor: owner,
      campgroundId: f.campground.id,
      documentId,
      decision,
      notes: decision === 'approve' ? 'DD-214 checked' : 'Not a military ID',
    });
    if (!result.ok) throw new Error(result.message);
    return result.value;
  };
  /** The discount the server prices the renewal of this membership with. */
  const renewalDiscount = async (membershipId: string) => {
    const started = await f.start.execute({
      caller: f.caller,
      request: { kind: 'renewal', membershipId },
    });
    if (!started.ok) throw new Error(started.message);
    return started.value.fees;
  };
  return { ...f, expiredAnnual, militaryDocument, decide, renewalDiscount };
};

describe('the military discount on a renewal follows the owner’s review of the military document', () => {
  it('applies once the document is approved, and not while it awaits review', async () => {
    const f = await setUp();
    const expired = await f.expiredAnnual(true);
    const document = await f.militaryDocument(expired.id);
    expect(await f.renewalDiscount(expired.id)).toEqual(renewalFees(120_000, false));

    const reviewed = await f.decide(document.id, 'approve');
    expect(reviewed.trail.map((r) => r.decision)).toEqual(['approved']);
    const fees = await f.renewalDiscount(expired.id);
    expect(fees).toEqual(renewalFees(120_000, true));
    expect(fees).toMatchObject({ discountPercentage: 10, discount: 12_000 });
  });

  it('is refused when the document was rejected, and given back when a later one is approved', async () => {
    const f = await setUp();
    const expired = await f.expiredAnnual(true);
    const first = await f.militaryDocument(expired.id);
    await f.decide(first.id, 'reject');
    expect(await f.renewalDiscount(expired.id)).toMatchObject({ discountPercentage: 0, discount: 0 });

    const second = await f.militaryDocument(expired.id);
    expect(await f.renewalDiscount(expired.id)).toMatchObject({ discountPercentage: 0 });
    await f.decide(second.id, 'approve');
    expect(await f.renewalDiscount(expired.id)).toMatchObject({ discountPercentage: 10 });
  });

  it('needs the membership to have had the discount, and a document approved at its own campground', async () => {
    const f = await setUp();
    const civilian = await f.expiredAnnual(false);
    await f.decide((await f.militaryDocument(civilian.id)).id, 'approve');
    expect(await f.renewalDiscount(civilian.id)).toMatchObject({ discountPercentage: 0 });

    const g = await setUp();
    const military = await g.expiredAnnual(true);
    await g.repos.identityDocuments.create({
      ...(await g.militaryDocument(military.id, 'another-campground')),
      status: 'approved',
    });
    expect(await g.renewalDiscount(military.id)).toMatchObject({ discountPercentage: 0 });
  });
});
