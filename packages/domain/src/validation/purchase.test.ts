import { describe, expect, it } from 'vitest';
import { calendarDate } from '../dates/calendar-date';
import { validatePurchaseStepOne } from './purchase';

const today = calendarDate('2026-06-15');
const context = { today, durationDays: 7 };
const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  numid: 'D1234',
  email: ' ada@example.com ',
  phone: '555 123 4567',
  dateOfBirth: '1990-05-01',
  startDate: '2026-06-15',
  streetAddress: '1 Lake Rd',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '78701',
  country: 'US',
  selfieWithId: { name: 'selfie.jpg' },
  signature: 'data:image/png;base64,AAAA',
  agreeToTerms: true,
  agreeToDataUsage: true,
  ageConfirmed: true,
};

describe('purchase step 1 (04 §5)', () => {
  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['numid', 'ID number is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone is required'],
    ['dateOfBirth', 'Date of birth is required'],
    ['startDate', 'Start date is required'],
    ['streetAddress', 'Street address is required'],
    ['city', 'City is required'],
    ['stateProvince', 'State is required'],
    ['postalCode', 'Postal code is required'],
    ['country', 'Country is required'],
    ['selfieWithId', 'Selfie with ID is required'],
    ['signature', 'Signature required'],
    ['agreeToTerms', 'You must agree to the terms and conditions and privacy policy to proceed'],
    ['ageConfirmed', 'Must be 21 or older to purchase'],
  ])('without %s → %s', (field, message) => {
    expect(validatePurchaseStepOne({ ...form, [field]: null }, context)).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: { [field]: message },
    });
  });

  it.each([
    [{ numid: 'D1' }, { numid: 'ID number must be at least 3 characters' }],
    [{ email: 'ada@' }, { email: 'Please enter a valid email address' }],
    [
      { agreeToDataUsage: false },
      { agreeToTerms: 'You must agree to the terms and conditions and privacy policy to proceed' },
    ],
    [{ startDate: '2026-06-14' }, { startDate: 'Start date cannot be before today' }],
    [{ startDate: '06/20/2026' }, { startDate: 'Start date cannot be before today' }],
    [{ isMilitary: true }, { militaryDocument: 'Military document is required' }],
    [{ dateOfBirth: '1899-12-31' }, { dateOfBirth: 'Invalid date of birth.' }],
    [
      { dateOfBirth: '2006-06-16' },
      {
        dateOfBirth:
          'You must be at least 21 years old to purchase a membership. Please check the date of birth you entered.',
      },
    ],
  ])('%j → %j', (change, fieldErrors) => {
    expect(validatePurchaseStepOne({ ...form, ...change }, context)).toMatchObject({
      ok: false,
      fieldErrors,
    });
  });

  it('accepts a buyer who turned 21 today, and derives the end date from the duration', () => {
    expect(validatePurchaseStepOne({ ...form, dateOfBirth: '2005-06-15' }, context)).toEqual({
      ok: true,
      value: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        numid: 'D1234',
        email: 'ada@example.com',
        phone: '555 123 4567',
        dateOfBirth: '2005-06-15',
        startDate: '2026-06-15',
        streetAddress: '1 Lake Rd',
        city: 'Austin',
        stateProvince: 'TX',
        postalCode: '78701',
        country: 'US',
        title: null,
        specialRequests: null,
        endDate: '2026-06-21',
        isMilitary: false,
      },
    });
  });

  it('accepts a military buyer with the document', () => {
    expect(
      validatePurchaseStepOne(
        { ...form, isMilitary: true, militaryDocument: {}, title: 'Sgt', specialRequests: ' Shade ' },
        {
          today,
          durationDays: 1,
        },
      ),
    ).toMatchObject({
      ok: true,
      value: { isMilitary: true, title: 'Sgt', specialRequests: 'Shade', endDate: '2026-06-15' },
    });
  });
});
