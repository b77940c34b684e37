import {
  MEMBERSHIP_TYPE_NAME_REQUIRED,
  MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
  MILITARY_DISCOUNT_NOT_ENABLED,
  mostPopularTakenMessage,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import { aMembershipType, minutesAfterT0 } from '../testing/builders';
import { ownerTypesFixture } from '../testing/owner-types-fixture';
import { UpdateMembershipType } from './update-membership-type';

describe('UpdateMembershipType', () => {
  let f: Awaited<ReturnType<typeof ownerTypesFixture>>;
  let update: UpdateMembershipType;
  let annual: MembershipTypeRecord;
  let day: MembershipTypeRecord;
  beforeEach(async () => {
    f = await ownerTypesFixture();
    update = new UpdateMembershipType(f.core);
    annual = await f.core.repos.membershipTypes.create(
      aMembershipType({ campgroundId: f.pine.id, name: 'annual', displayName: 'Annual', isFeatured: true }),
    );
    day = await f.core.repos.membershipTypes.create(
      aMembershipType({
        campgroundId: f.pine.id,
        name: 'day',
        displayName: 'Day',
        durationDays: 1,
        isDayPass: true,
      }),
    );
    f.core.clock.advance({ minutes: 5 });
  });

  it('switches a type off with is_active alone, keeping the rest, and audits before and after', async () => {
    const result = await update.execute({ actor: f.owner, typeId: day.id, changes: { is_active: false } });
    expect(result).toEqual({ ok: true, value: { ...day, isActive: false, updatedAt: minutesAfterT0(5) } });
    expect(f.core.unitOfWork.store.tables.auditLog).toEqual([
      expect.objectContaining({
        action: 'update-membership-type',
        subjectId: day.id,
        before: expect.objectContaining({ isActive: true }),
        after: expect.objectContaining({ isActive: false }),
      }),
    ]);
  });

  it('renames with the internal name, reprices in cents, and checks the whole form', async () => {
    const renamed = await update.execute({
      actor: f.owner,
      typeId: day.id,
      changes: { name: 'Weekend Pass', price: 19.99, duration_days: 3, benefits: ['  Fire pit '] },
    });
    expect(renamed).toMatchObject({
      ok: true,
      value: {
        name: 'weekend_pass',
        displayName: 'Weekend Pass',
        priceCents: 1999,
        isDayPass: false,
        benefits: ['Fire pit'],
      },
    });
    expect(await update.execute({ actor: f.owner, typeId: day.id, changes: { name: '' } })).toMatchObject({
      fieldErrors: { name: MEMBERSHIP_TYPE_NAME_REQUIRED },
    });
    expect(
      await update.execute({
        actor: f.oakOwner,
        typeId: day.id,
        changes: { military_discount_eligible: true },
      }),
    ).toMatchObject({ code: 'MEMBERSHIP_TYPE_NOT_FOUND' });
  });

  it('refuses a second Most Popular type, and lets the first be saved and freed', async () => {
    const message = mostPopularTakenMessage('Annual');
    expect(await update.execute({ actor: f.owner, typeId: day.id, changes: { is_featured: true } })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message,
      fieldErrors: { is_featured: message },
    });
    expect((await update.execute({ actor: f.owner, typeId: annual.id, changes: { price: 5 } })).ok).toBe(
      true,
    );
    expect(
      (await update.execute({ actor: f.owner, typeId: annual.id, changes: { is_featured: false } })).ok,
    ).toBe(true);
    expect(
      await update.execute({ actor: f.owner, typeId: day.id, changes: { is_featured: true } }),
    ).toMatchObject({
      ok: true,
      value: { isFeatured: true },
    });
  });

  it('keeps military eligibility to a campground with the discount on', async () => {
    const oakType = await f.core.repos.membershipTypes.create(aMembershipType({ campgroundId: f.oak.id }));
    expect(
      await update.execute({
        actor: f.oakOwner,
        typeId: oakType.id,
        changes: { military_discount_eligible: true },
      }),
    ).toMatchObject({ fieldErrors: { military_discount_eligible: MILITARY_DISCOUNT_NOT_ENABLED } });
  });

  it('refuses staff, and answers another campground’s type like an unknown one', async () => {
    expect(
      await update.execute({ actor: f.staff, typeId: day.id, changes: { is_active: false } }),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ONLY_ACTION,
    });
    const notFound = {
      ok: false,
      code: 'MEMBERSHIP_TYPE_NOT_FOUND',
      message: MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
    };
    expect(
      await update.execute({ actor: f.oakOwner, typeId: day.id, changes: { is_active: false } }),
    ).toEqual(notFound);
    expect(await update.execute({ actor: f.owner, typeId: 'nope', changes: { is_active: false } })).toEqual(
      notFound,
    );
    expect((await f.core.repos.membershipTypes.findById(day.id))?.isActive).toBe(true);
  });
});
