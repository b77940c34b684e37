import {
  AUTO_RENEWAL_DAYS_BEFORE,
  addDays,
  calendarDate,
  MEMBER_NOT_FOUND,
  MEMBER_OTHER_CAMPGROUND,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { IdentityDocumentRecord } from '../ports/repositories/identity-document-repository';
import { aPayment, T0 } from '../testing/builders';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { attentionOf, GetCampgroundMember } from './get-campground-member';
import type { OwnerMemberView } from './owner-members-scope';

describe('GetCampgroundMember', () => {
  it('reads a member with documents, payments and what needs attention', async () => {
    const f = await ownerMembersFixture();
    await f.repos.payments.create(
      aPayment({ campgroundId: f.pine.id, membershipId: f.ada.id, amountCents: 4_000 }),
    );
    await f.repos.payments.create(
      aPayment({ campgroundId: f.pine.id, membershipId: f.ada.id, amountCents: 1_000, refunded: true }),
    );
    await f.repos.identityDocuments.create({
      membershipId: f.ada.id,
      userId: f.ada.memberId,
      campgroundId: f.pine.id,
      kind: 'military-document',
      storageKey: 'k',
      contentType: 'application/pdf',
      status: 'pending',
      createdAt: T0,
    });
    const get = new GetCampgroundMember(f.core);
    const result = await get.execute({ actor: callerWith(['staff', f.pine.id]), membershipId: f.ada.id });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.totalPaidCents).toBe(4_000);
    expect(result.value.payments).toHaveLength(2);
    expect(result.value.attention).toEqual([
      'payment_pending',
      'expiring_soon',
      'military_document_pending',
      'id_photo_missing',
    ]);
  });

  it('reads the discount the membership’s payment applied, not the campground’s percentage of today', async () => {
    const f = await ownerMembersFixture();
    const get = new GetCampgroundMember(f.core);
    const owner = callerWith(['owner', f.pine.id]);
    const read = async () => {
      const result = await get.execute({ actor: owner, membershipId: f.ada.id });
      if (!result.ok) throw new Error(result.message);
      return result.value.member.appliedDiscount;
    };
    // A payment from before the discount was kept with it: not recorded, never today's setting.
    await f.repos.payments.create(
      aPayment({
        campgroundId: f.pine.id,
        membershipId: f.ada.id,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      }),
    );
    expect(await read()).toBeNull();
    await f.repos.payments.create(
      aPayment({
        campgroundId: f.pine.id,
        membershipId: f.ada.id,
        listPriceCents: 45_000,
        discountPercentage: 10,
        discountCents: 4_500,
        createdAt: new Date('2026-02-01T00:00:00Z'),
      }),
    );
    await f.repos.campgrounds.update(f.pine.id, { militaryDiscountPercentage: 25 }, T0);
    expect(await read()).toEqual({ percentage: 10, cents: 4_500 });
  });

  it('refuses another campground’s member in the words of 03 §6, and says when there is none', async () => {
    const f = await ownerMembersFixture();
    const get = new GetCampgroundMember(f.core);
    expect(
      await get.execute({ actor: callerWith(['owner', f.pine.id]), membershipId: f.olga.id }),
    ).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: MEMBER_OTHER_CAMPGROUND,
    });
    expect(
      await get.execute({ actor: callerWith(['owner', f.pine.id]), membershipId: 'nope' }),
    ).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: MEMBER_NOT_FOUND,
    });
  });
});

describe('attentionOf', () => {
  const member = (fields: Partial<OwnerMemberView>) =>
    ({
      paymentStatus: 'succeeded',
      isExpiringSoon: false,
      effectiveStatus: 'active',
      isMilitaryDiscount: false,
      ...fields,
    }) as OwnerMemberView;
  const document = (kind: IdentityDocumentRecord['kind'], status: IdentityDocumentRecord['status']) =>
    ({ kind, status }) as IdentityDocumentRecord;
  const selfie = document('selfie', 'approved');

  it('asks nothing of a paid, active member with an ID photo', () => {
    expect(attentionOf(member({}), [selfie])).toEqual([]);
  });

  it('lists each reason, in the box’s order', () => {
    expect(attentionOf(member({ paymentStatus: 'pending', isExpiringSoon: true }), [])).toEqual([
      'payment_pending',
      'expiring_soon',
      'id_photo_missing',
    ]);
    expect(
      attentionOf(member({ paymentStatus: 'failed', effectiveStatus: 'expired', isMilitaryDiscount: true }), [
        document('signature', 'approved'),
      ]),
    ).toEqual(['payment_failed', 'expired', 'military_document_missing', 'id_photo_missing']);
  });

  it('asks about a military document while one waits, and not for one it has', () => {
    const military = member({ isMilitaryDiscount: true });
    expect(
      attentionOf(military, [
        selfie,
        document('military-document', 'approved'),
        document('military-document', 'pending'),
      ]),
    ).toEqual(['military_document_pending']);
    expect(attentionOf(military, [selfie, document('military-document', 'rejected')])).toEqual([]);
    // A pending selfie is no military document.
    expect(attentionOf(member({}), [document('selfie', 'pending')])).toEqual([]);
  });
});

describe('GetCampgroundMember: automatic renewal', () => {
  it('tells the next charge date once the renewal is on with a saved card, and nothing while it is off', async () => {
    const f = await ownerMembersFixture();
    const get = new GetCampgroundMember(f.core);
    const owner = callerWith(['owner', f.pine.id]);
    const read = async () => {
      const result = await get.execute({ actor: owner, membershipId: f.bob.id });
      if (!result.ok) throw new Error(result.message);
      return result.value.nextChargeDate;
    };
    // Offered for types of a month or longer only.
    await f.repos.membershipTypes.update(f.bob.membershipTypeId, { durationDays: 365 }, T0);
    expect(await read()).toBeNull();
    await f.repos.autoRenewals.saveCard(
      {
        membershipId: f.bob.id,
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      },
      T0,
    );
    expect(await read()).toBeNull();
    await f.repos.memberships.update(f.bob.id, { autoRenewal: true }, T0);
    // Bob's membership ends on 2026-12-31: charged AUTO_RENEWAL_DAYS_BEFORE days earlier.
    expect(await read()).toBe(addDays(calendarDate('2026-12-31'), -AUTO_RENEWAL_DAYS_BEFORE));
  });
});
