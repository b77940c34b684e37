import {
  CAMPGROUND_ACCESS_DENIED,
  MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED,
  MEMBERSHIP_TYPE_NAME_REQUIRED,
  MEMBERSHIP_TYPE_NAME_TAKEN,
  MILITARY_DISCOUNT_NOT_ENABLED,
  mostPopularTakenMessage,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMembershipType } from '../testing/builders';
import { aTypeForm, ownerTypesFixture } from '../testing/owner-types-fixture';
import { CreateMembershipType } from './create-membership-type';

describe('CreateMembershipType', () => {
  let f: Awaited<ReturnType<typeof ownerTypesFixture>>;
  let create: CreateMembershipType;
  beforeEach(async () => {
    f = await ownerTypesFixture();
    create = new CreateMembershipType(f.core);
  });

  it('stores the type in cents with its internal name and trimmed benefits, and audits it', async () => {
    const result = await create.execute({ actor: f.owner, form: aTypeForm(f.pine.id) });
    expect(result).toMatchObject({
      ok: true,
      value: {
        campgroundId: f.pine.id,
        name: 'annual_pass',
        displayName: 'Annual Pass',
        priceCents: 12_050,
        durationDays: 365,
        durationMonths: 0,
        isDayPass: false,
        isActive: true,
        isFeatured: false,
        benefits: ['Pool', 'Wi-Fi'],
      },
    });
    expect(f.core.unitOfWork.store.tables.auditLog).toEqual([
      expect.objectContaining({
        action: 'create-membership-type',
        actorRole: 'owner',
        campgroundId: f.pine.id,
        before: null,
        after: expect.objectContaining({ displayName: 'Annual Pass', priceCents: 12_050 }),
      }),
    ]);
  });

  it('says which field is wrong with the messages of 03 §5', async () => {
    expect(await create.execute({ actor: f.owner, form: aTypeForm('') })).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { campground_id: MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED },
    });
    expect(await create.execute({ actor: f.owner, form: aTypeForm(f.pine.id, { name: ' ' }) })).toMatchObject(
      {
        code: 'VALIDATION_ERROR',
        fieldErrors: { name: MEMBERSHIP_TYPE_NAME_REQUIRED },
      },
    );
    const bad = await create.execute({
      actor: f.owner,
      form: aTypeForm(f.pine.id, { price: -1, duration_days: 2 }),
    });
    expect(bad).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(Object.keys((bad as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'duration_days',
      'price',
    ]);
    expect(f.core.unitOfWork.store.tables.membershipTypes.size).toBe(0);
  });

  it('allows military eligibility only where the campground has the discount on', async () => {
    expect(
      await create.execute({
        actor: f.oakOwner,
        form: aTypeForm(f.oak.id, { military_discount_eligible: true }),
      }),
    ).toMatchObject({ fieldErrors: { military_discount_eligible: MILITARY_DISCOUNT_NOT_ENABLED } });
    expect(
      await create.execute({
        actor: f.owner,
        form: aTypeForm(f.pine.id, { military_discount_eligible: true }),
      }),
    ).toMatchObject({ ok: true, value: { militaryDiscountEligible: true } });
  });

  it('refuses a second Most Popular type, naming the first, and a name the campground has', async () => {
    await create.execute({ actor: f.owner, form: aTypeForm(f.pine.id, { is_featured: true }) });
    const message = mostPopularTakenMessage('Annual Pass');
    expect(
      await create.execute({
        actor: f.owner,
        form: aTypeForm(f.pine.id, { name: 'Day', is_featured: true }),
      }),
    ).toEqual({ ok: false, code: 'VALIDATION_ERROR', message, fieldErrors: { is_featured: message } });
    expect(
      await create.execute({ actor: f.owner, form: aTypeForm(f.pine.id, { name: 'annual  pass' }) }),
    ).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: MEMBERSHIP_TYPE_NAME_TAKEN,
      fieldErrors: { name: MEMBERSHIP_TYPE_NAME_TAKEN },
    });
    // Another campground has its own Most Popular.
    expect(
      (await create.execute({ actor: f.admin, form: aTypeForm(f.oak.id, { is_featured: true }) })).ok,
    ).toBe(true);
  });

  it('refuses staff (not the owner) and another campground’s owner', async () => {
    expect(await create.execute({ actor: f.staff, form: aTypeForm(f.pine.id) })).toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ONLY_ACTION,
    });
    expect(await create.execute({ actor: f.oakOwner, form: aTypeForm(f.pine.id) })).toMatchObject({
      code: 'FORBIDDEN',
      message: CAMPGROUND_ACCESS_DENIED,
    });
    expect(f.core.unitOfWork.store.tables.membershipTypes.size).toBe(0);
  });
  it('takes a campground id with blanks around it, and asks for one when the form has none', async () => {
    expect(
      await create.execute({
        actor: f.owner,
        form: aTypeForm(` ${f.pine.id} `, { military_discount_eligible: true }),
      }),
    ).toMatchObject({ ok: true, value: { campgroundId: f.pine.id, militaryDiscountEligible: true } });
    const { campground_id: _, ...withoutCampground } = aTypeForm(f.pine.id);
    expect(await create.execute({ actor: f.owner, form: withoutCampground })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED,
      fieldErrors: { campground_id: MEMBERSHIP_TYPE_CAMPGROUND_REQUIRED },
    });
  });

  it.each([
    ['its display name', 'Winner Pass', 'Winner Pass'],
    ['its name when it has no display name', '', 'winner'],
  ])('names the Most Popular type that another save stored first, by %s', async (_, displayName, shown) => {
    // The other save lands between this one's check and its write: the database's index refuses.
    const types = f.core.repos.membershipTypes;
    const add = types.add.bind(types);
    types.add = async (type) => {
      await add(aMembershipType({ campgroundId: f.pine.id, name: 'winner', displayName, isFeatured: true }));
      return add(type);
    };
    const result = await create.execute({
      actor: f.owner,
      form: aTypeForm(f.pine.id, { is_featured: true }),
    });
    const message = mostPopularTakenMessage(shown);
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message,
      fieldErrors: { is_featured: message },
    });
  });
});
