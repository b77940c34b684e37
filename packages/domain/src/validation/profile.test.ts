import { describe, expect, it } from 'vitest';
import { validateProfileForm, validateProfileUpdate } from './profile';

const valid = { firstName: 'Ada', lastName: 'Lovelace' };

describe('profile form (02 §5)', () => {
  it.each([
    [{ lastName: 'L' }, { firstName: 'First name is required' }],
    [{ firstName: 'A', lastName: '  ' }, { lastName: 'Last name is required' }],
    [{ ...valid, phone: '555-CALL' }, { phone: 'Please enter a valid phone number' }],
    [{ ...valid, dateOfBirth: '01/02/1990' }, { dateOfBirth: 'Please enter date in YYYY-MM-DD format' }],
    [{ ...valid, dateOfBirth: '1990-02-30' }, { dateOfBirth: 'Please enter date in YYYY-MM-DD format' }],
    [
      { ...valid, postalCode: '1234' },
      { postalCode: 'Please enter a valid postal code (e.g., 12345 or 12345-6789)' },
    ],
    [
      { ...valid, postalCode: '12345-67' },
      { postalCode: 'Please enter a valid postal code (e.g., 12345 or 12345-6789)' },
    ],
  ])('%j → %j', (form, fieldErrors) => {
    expect(validateProfileForm(form)).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Please fix the errors in the form',
      fieldErrors,
    });
  });

  it.each(['+1 (555) 123-4567', '5551234567', '555 123 4567'])('accepts the phone %j', (phone) => {
    expect(validateProfileForm({ ...valid, phone }).ok).toBe(true);
  });

  it.each(['12345', '12345-6789'])('accepts the postal code %j', (postalCode) => {
    expect(validateProfileForm({ ...valid, postalCode }).ok).toBe(true);
  });

  it("drops blank values, trims the rest and sends the form's names; e-mail and full name are never sent", () => {
    const form = {
      ...valid,
      phone: ' ',
      city: ' Austin ',
      stateProvince: 'TX',
      specialRequests: '',
      email: 'x@y.z',
      name: 'Ada L',
    };
    expect(validateProfileForm(form)).toEqual({
      ok: true,
      value: { firstName: 'Ada', lastName: 'Lovelace', city: 'Austin', stateProvince: 'TX' },
    });
  });
});

describe('update-profile body (02 §5)', () => {
  it('keeps only editable, non-blank fields', () => {
    expect(
      validateProfileUpdate({
        email: 'new@x.com',
        fullName: 'X',
        first_name: 'Old',
        phone: '555 1234',
        city: '',
        postalCode: 12345,
      }),
    ).toEqual({ ok: true, value: { phone: '555 1234' } });
  });

  it('refuses an update with nothing left', () => {
    expect(validateProfileUpdate({ email: 'new@x.com', city: '  ' })).toEqual({
      ok: false,
      code: 'NO_VALID_DATA',
      message: 'No valid data provided for update',
    });
    expect(validateProfileForm({})).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('checks the formats of what it keeps', () => {
    expect(validateProfileUpdate({ dateOfBirth: '1990-1-1' })).toMatchObject({
      message: 'Please fix the errors in the form',
      fieldErrors: { dateOfBirth: 'Please enter date in YYYY-MM-DD format' },
    });
  });
});
