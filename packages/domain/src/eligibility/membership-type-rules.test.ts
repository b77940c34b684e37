import { describe, expect, it } from 'vitest';
import { purchaseFees } from '../money/fees';
import {
  checkMostPopular,
  type FeaturableType,
  featuredTypeName,
  militaryDiscountAvailable,
  purchaseMilitaryDiscount,
} from './membership-type-rules';
import { purchaseSuccessMessage } from './messages';

describe('military discount', () => {
  const eligible = { militaryDiscountEligible: true };
  it('is available only when the campground enables it and the plan is eligible', () => {
    expect(militaryDiscountAvailable({ militaryDiscountEnabled: true }, eligible)).toBe(true);
    expect(militaryDiscountAvailable({ militaryDiscountEnabled: false }, eligible)).toBe(false);
    expect(
      militaryDiscountAvailable({ militaryDiscountEnabled: true }, { militaryDiscountEligible: false }),
    ).toBe(false);
  });

  it('applies the campground percentage, or 15 when unset, only when claimed', () => {
    const campground = { militaryDiscountEnabled: true, militaryDiscountPercentage: 20 };
    expect(purchaseFees(5000, purchaseMilitaryDiscount(campground, eligible, true)).discount).toBe(1000);
    expect(
      purchaseFees(5000, purchaseMilitaryDiscount({ militaryDiscountEnabled: true }, eligible, true))
        .discount,
    ).toBe(750);
    expect(purchaseFees(5000, purchaseMilitaryDiscount(campground, eligible, false)).discount).toBe(0);
    expect(
      purchaseFees(
        5000,
        purchaseMilitaryDiscount({ ...campground, militaryDiscountEnabled: false }, eligible, true),
      ).discount,
    ).toBe(0);
  });
});

describe('Most Popular (03 §4)', () => {
  const types: FeaturableType[] = [
    { id: 't1', campgroundId: 'c1', name: 'annual', displayName: 'Annual Pass', isFeatured: true },
    { id: 't2', campgroundId: 'c1', name: 'week', isFeatured: false },
    { id: 't3', campgroundId: 'c2', name: 'season', displayName: '', isFeatured: true },
  ];

  it('names the type already featured at the same campground', () => {
    expect(featuredTypeName(types, { id: 't2', campgroundId: 'c1' })).toBe('Annual Pass');
    expect(featuredTypeName(types, { campgroundId: 'c2' })).toBe('season');
    expect(featuredTypeName(types, { id: 't1', campgroundId: 'c1' })).toBeNull();
    expect(featuredTypeName(types, { campgroundId: 'c3' })).toBeNull();
  });

  it('refuses a second Most Popular type with the steps to free the first', () => {
    const message =
      '"Annual Pass" is already marked as Most Popular for this campground. Only one membership type can be Most Popular: edit "Annual Pass", uncheck Most Popular and save it, then mark this membership type.';
    expect(checkMostPopular(types, { id: 't2', campgroundId: 'c1', isFeatured: true })).toEqual({
      ok: false,
      code: 'MOST_POPULAR_TAKEN',
      message,
      fieldErrors: { is_featured: message },
    });
    expect(checkMostPopular(types, { id: 't2', campgroundId: 'c1', isFeatured: false })).toEqual({
      ok: true,
      value: true,
    });
    expect(checkMostPopular(types, { id: 't1', campgroundId: 'c1', isFeatured: true }).ok).toBe(true);
  });
});

describe('purchase success', () => {
  it('mentions how many expired memberships were archived', () => {
    expect(purchaseSuccessMessage(0)).toBe('Your membership has been created successfully.');
    expect(purchaseSuccessMessage(1)).toBe(
      'Your membership has been created successfully. 1 expired membership of other types was archived.',
    );
    expect(purchaseSuccessMessage(2)).toBe(
      'Your membership has been created successfully. 2 expired memberships of other types were archived.',
    );
  });
});
