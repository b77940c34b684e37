import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_TYPE_DURATION_CHOICES,
  MEMBERSHIP_TYPE_PRICE_INVALID,
  militaryEligibilityAfterCampgroundChange,
  validateMembershipTypeForm,
} from './membership-type';

const form = { campground_id: 'c1', name: ' Season Pass ', duration_days: 365, price: '199.99' };
const military = { campgroundMilitaryEnabled: true };

describe('membership type form (03 §5)', () => {
  it.each([
    [{ ...form, campground_id: '' }, { campground_id: 'Please select a campground' }],
    [{ ...form, name: ' ' }, { name: 'Please enter a name for the membership type' }],
    [{ ...form, price: '-1' }, { price: MEMBERSHIP_TYPE_PRICE_INVALID }],
    [{ ...form, price: '1.005' }, { price: MEMBERSHIP_TYPE_PRICE_INVALID }],
    [{ ...form, price: 'abc' }, { price: MEMBERSHIP_TYPE_PRICE_INVALID }],
    [{ ...form, price: '1000000.01' }, { price: MEMBERSHIP_TYPE_PRICE_INVALID }],
    [{ ...form, price: 21_474_836.48 }, { price: MEMBERSHIP_TYPE_PRICE_INVALID }],
    [{ ...form, duration_days: 14 }, { duration_days: 'Please select a duration' }],
    [{ ...form, duration_days: null }, { duration_days: 'Please select a duration' }],
  ])('%j → %j', (input, fieldErrors) => {
    expect(validateMembershipTypeForm(input, military)).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors,
    });
  });

  it('refuses military eligibility when the campground has no military discount', () => {
    expect(
      validateMembershipTypeForm(
        { ...form, military_discount_eligible: true },
        { campgroundMilitaryEnabled: false },
      ),
    ).toMatchObject({
      message:
        'Military discount is not enabled for this campground. Please enable military discount in the campground settings first, or uncheck the military discount eligibility option.',
    });
  });

  it('counts an empty price as 0, sets months to 0, trims benefits and ignores blank ones', () => {
    expect(
      validateMembershipTypeForm(
        {
          ...form,
          price: '',
          duration_days: '1',
          benefits: [' Pool ', '', '  ', 'Wi-Fi'],
          military_discount_eligible: true,
        },
        military,
      ),
    ).toEqual({
      ok: true,
      value: {
        campground_id: 'c1',
        name: 'season_pass',
        display_name: 'Season Pass',
        description: null,
        duration_days: 1,
        duration_months: 0,
        priceCents: 0,
        is_day_pass: true,
        is_active: true,
        is_featured: false,
        sort_order: 0,
        benefits: ['Pool', 'Wi-Fi'],
        max_members: null,
        military_discount_eligible: true,
      },
    });
  });

  it('keeps prices in cents', () => {
    expect(validateMembershipTypeForm(form, military)).toMatchObject({
      value: { priceCents: 19999, is_day_pass: false },
    });
  });

  it('offers 1 Day, 3 Days, 1 Week, 1 Month and 1 Year', () => {
    expect(MEMBERSHIP_TYPE_DURATION_CHOICES).toEqual([
      { days: 1, label: '1 Day' },
      { days: 3, label: '3 Days' },
      { days: 7, label: '1 Week' },
      { days: 30, label: '1 Month' },
      { days: 365, label: '1 Year' },
    ]);
  });
});

describe('Most Popular on save (03 §5)', () => {
  const featured = {
    id: 't1',
    campgroundId: 'c1',
    name: 'season',
    displayName: 'Season Pass',
    isFeatured: true,
  };

  it('refuses a second Most Popular type at the campground, naming the first', () => {
    const result = validateMembershipTypeForm(
      { ...form, is_featured: true },
      { ...military, existingTypes: [featured] },
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { is_featured: expect.stringContaining('"Season Pass"') },
    });
  });

  it('lets the featured type itself be saved, and other campgrounds keep their own', () => {
    expect(
      validateMembershipTypeForm(
        { ...form, is_featured: true },
        { ...military, existingTypes: [featured], typeId: 't1' },
      ).ok,
    ).toBe(true);
    expect(
      validateMembershipTypeForm(
        { ...form, campground_id: 'c2', is_featured: true },
        { ...military, existingTypes: [featured] },
      ).ok,
    ).toBe(true);
  });
});

describe('changing the campground (03 §4)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('eligible %s, new campground discount %s → %s', (eligible, enabled, after) => {
    expect(militaryEligibilityAfterCampgroundChange(eligible, enabled)).toBe(after);
  });
});
