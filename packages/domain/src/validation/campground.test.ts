import { describe, expect, it } from 'vitest';
import {
  CAMPGROUND_STATUS_INVALID,
  campgroundSettingsFieldErrors,
  campgroundSlug,
  validateAdminCampground,
  validateCampgroundSettings,
  validateCreateCampground,
} from './campground';

describe('campground settings fields (03 §5)', () => {
  it.each([
    [{ military_discount_percentage: 15 }, {}],
    [{ military_discount_percentage: '1' }, {}],
    [{ military_discount_percentage: 50 }, {}],
    [{ military_discount_percentage: '' }, {}],
    [
      { military_discount_percentage: 0 },
      { military_discount_percentage: 'Military discount percentage must be between 1 and 50' },
    ],
    [
      { military_discount_percentage: 50.5 },
      { military_discount_percentage: 'Military discount percentage must be between 1 and 50' },
    ],
    [
      { military_discount_percentage: 'x' },
      { military_discount_percentage: 'Military discount percentage must be between 1 and 50' },
    ],
    [{ operating_season_start: 11, operating_season_end: 3 }, {}],
    [
      { operating_season_start: 0, operating_season_end: 13 },
      {
        operating_season_start: 'Months must be between 1 and 12',
        operating_season_end: 'Months must be between 1 and 12',
      },
    ],
    [{ operating_season_start: 2.5 }, { operating_season_start: 'Months must be between 1 and 12' }],
  ])('%j → %j', (settings, fieldErrors) => {
    expect(campgroundSettingsFieldErrors(settings)).toEqual(fieldErrors);
  });
});

describe('create campground (03 §5)', () => {
  const form = { name: ' Pine Lake ', address: '1 Lake Rd', slug: 'Pine-Lake!' };

  it('requires name and address, and a slug', () => {
    expect(validateCreateCampground({})).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Name and address are required',
      fieldErrors: {
        name: 'Name and address are required',
        address: 'Name and address are required',
        slug: 'Slug is required',
      },
    });
    expect(validateCreateCampground({ ...form, slug: '!!' })).toMatchObject({ message: 'Slug is required' });
  });

  it('accepts a cross-year season and checks months 1 to 12', () => {
    expect(
      validateCreateCampground({ ...form, operating_season_start: 11, operating_season_end: 3 }).ok,
    ).toBe(true);
    expect(validateCreateCampground({ ...form, operating_season_end: '13' })).toMatchObject({
      message: 'Months must be between 1 and 12',
    });
  });

  it.each([
    [0, true],
    [100, true],
    [12.75, true],
    [100.01, false],
    [-1, false],
    [10.005, false],
  ])('military discount percentage %d → %s (0 to 100, step 0.01)', (percentage, valid) => {
    const result = validateCreateCampground({ ...form, military_discount_percentage: percentage });
    expect(result.ok).toBe(valid);
    if (!result.ok) {
      expect(result.message).toBe(
        'Military discount percentage must be between 0 and 100, with at most 2 decimals',
      );
    }
  });

  it('sends empty optional fields as null and trims the rest', () => {
    expect(
      validateCreateCampground({ ...form, city: ' Austin ', phone: '  ', military_discount_percentage: '' }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Pine Lake',
        address: '1 Lake Rd',
        slug: 'pine-lake',
        description: null,
        city: 'Austin',
        state: null,
        zip_code: null,
        phone: null,
        email: null,
        website: null,
        booking_url: null,
        status: null,
        branding_primary_color: null,
        branding_secondary_color: null,
        branding_text_color: null,
        adult_only: false,
        military_discount_enabled: false,
        military_discount_percentage: null,
        operating_season_start: null,
        operating_season_end: null,
      },
    });
  });
});

describe('settings save with membership code settings (03 §5)', () => {
  const code = {
    useLetters: true,
    useNumbers: true,
    numberMin: 1,
    numberMax: 9999,
    length: 8,
    prefix: 'pl',
    suffix: '',
    generateRandomNumbers: true,
    lastConsecutiveNumber: 0,
  };

  it('returns the settings as saved', () => {
    expect(validateCampgroundSettings({ code, military_discount_percentage: 15 })).toEqual({
      ok: true,
      value: { code: { ...code, prefix: 'PL' }, military_discount_percentage: 15 },
    });
  });

  it('reports the code rules with their messages, first problem first', () => {
    expect(
      validateCampgroundSettings({
        code: { ...code, useLetters: false, useNumbers: false },
        operating_season_start: 13,
      }),
    ).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'At least one of "Include Letters" or "Include Numbers" must be enabled for membership codes',
      fieldErrors: { operating_season_start: 'Months must be between 1 and 12' },
    });
    expect(validateCampgroundSettings({ code: { ...code, numberMin: 10, numberMax: 5 } })).toMatchObject({
      message: 'Minimum number cannot be greater than maximum number',
    });
    expect(validateCampgroundSettings({ code: { ...code, length: 21 } })).toMatchObject({
      message: 'Code length must be between 3 and 20 characters',
    });
  });
});

describe('validateAdminCampground', () => {
  const form = { name: 'Pine Valley RV Resort', address: '1 Forest Road' };

  it('generates the slug from the name when none is given, and keeps an edited one', () => {
    expect(validateAdminCampground(form)).toMatchObject({
      ok: true,
      value: { slug: 'pine-valley-rv-resort', status: 'active' },
    });
    expect(validateAdminCampground({ ...form, slug: ' -My--Camp_2026!- ' })).toMatchObject({
      value: { slug: 'my-camp2026' },
    });
    expect(validateAdminCampground({ ...form, slug: 'pine--lake-' })).toMatchObject({
      value: { slug: 'pine-lake' },
    });
    expect(campgroundSlug('', '  Élan  Camp & Co ')).toBe('lan-camp-co');
  });

  it('needs name, address and a slug, with the spec messages', () => {
    expect(validateAdminCampground({ name: ' ', address: '' })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Name and address are required',
      fieldErrors: { name: 'Name and address are required', address: 'Name and address are required' },
    });
    expect(validateAdminCampground({ name: '!!!', address: 'x' })).toMatchObject({
      fieldErrors: { slug: 'Slug is required' },
    });
  });

  it('allows a season across the new year, months 1-12 only, and discounts 0-100', () => {
    expect(
      validateAdminCampground({ ...form, operating_season_start: 11, operating_season_end: 3 }),
    ).toMatchObject({ ok: true, value: { operating_season_start: 11, operating_season_end: 3 } });
    expect(validateAdminCampground({ ...form, operating_season_start: 13 })).toMatchObject({
      fieldErrors: { operating_season_start: 'Months must be between 1 and 12' },
    });
    expect(validateAdminCampground({ ...form, military_discount_percentage: 0 }).ok).toBe(true);
    expect(validateAdminCampground({ ...form, military_discount_percentage: 100 }).ok).toBe(true);
    expect(validateAdminCampground({ ...form, military_discount_percentage: 100.01 }).ok).toBe(false);
  });

  it('sends empty optional fields as null and knows the statuses', () => {
    expect(validateAdminCampground({ ...form, city: '  ', website: '', status: 'inactive' })).toMatchObject({
      value: { city: null, website: null, description: null, status: 'inactive' },
    });
    expect(validateAdminCampground({ ...form, status: 'closed' })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: CAMPGROUND_STATUS_INVALID,
      fieldErrors: { status: CAMPGROUND_STATUS_INVALID },
    });
    expect(validateAdminCampground({ name: '', address: 'x', status: 'closed' })).toMatchObject({
      message: 'Name and address are required',
      fieldErrors: { name: 'Name and address are required', status: CAMPGROUND_STATUS_INVALID },
    });
  });
});
