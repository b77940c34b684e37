import { describe, expect, it } from 'vitest';
import { calendarDate } from '../dates/calendar-date';
import {
  billingFieldRequired,
  isBillingComplete,
  validateBilling,
  validateRenewalStartDate,
} from './billing';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  streetAddress: '1 Lake Rd',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '78701',
  country: 'US',
};

describe('billing field names', () => {
  it.each([
    ['firstName', 'Please fill in the billing first name field.'],
    ['lastName', 'Please fill in the billing last name field.'],
    ['email', 'Please fill in the billing email field.'],
    ['streetAddress', 'Please fill in the billing street address field.'],
    ['city', 'Please fill in the billing city field.'],
    ['stateProvince', 'Please fill in the billing state field.'],
    ['postalCode', 'Please fill in the billing postal code field.'],
    ['country', 'Please fill in the billing country field.'],
  ] as const)('%s → %s', (field, message) => {
    expect(billingFieldRequired(field)).toBe(message);
  });
});

describe('own details complete enough to bill', () => {
  it('needs each of the eight billing fields, phone excepted', () => {
    expect(isBillingComplete(address)).toBe(true);
    expect(isBillingComplete({ ...address, phone: null })).toBe(true);
    expect(isBillingComplete({ ...address, streetAddress: '  ' })).toBe(false);
    expect(isBillingComplete({ ...address, country: null })).toBe(false);
    expect(isBillingComplete(null)).toBe(false);
  });
});

describe('billing and cardholder (02 §5, 04 §5)', () => {
  it('requires the cardholder name', () => {
    expect(validateBilling({ cardholderName: ' ', sameAsProfile: true, profile: address })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Please enter the cardholder name.',
      fieldErrors: { cardholderName: 'Please enter the cardholder name.' },
    });
  });

  it('uses the profile when billing is the same, and needs its eight fields', () => {
    expect(validateBilling({ cardholderName: 'Ada L', sameAsProfile: true, profile: address })).toEqual({
      ok: true,
      value: { ...address, phone: null, cardholderName: 'Ada L' },
    });
    expect(
      validateBilling({ cardholderName: 'Ada L', sameAsProfile: true, profile: { ...address, city: '' } }),
    ).toMatchObject({ fieldErrors: { 'billing.city': 'Please fill in the billing city field.' } });
  });

  it('requires every field of a separate billing block and a valid billing e-mail; phone optional', () => {
    expect(
      validateBilling({ cardholderName: 'A', sameAsProfile: false, profile: address, billing: {} }),
    ).toMatchObject({
      message: 'Please fill in the billing first name field.',
      fieldErrors: {
        'billing.firstName': 'Please fill in the billing first name field.',
        'billing.country': 'Please fill in the billing country field.',
      },
    });
    expect(
      validateBilling({ cardholderName: 'A', sameAsProfile: false, billing: { ...address, email: 'ada@' } }),
    ).toMatchObject({ fieldErrors: { 'billing.email': 'Please enter a valid billing email address.' } });
    expect(
      validateBilling({ cardholderName: 'A', sameAsProfile: false, billing: { ...address, phone: ' 555 ' } }),
    ).toMatchObject({ ok: true, value: { phone: '555' } });
  });

  it('does not re-check the format of an e-mail taken from the profile', () => {
    expect(
      validateBilling({ cardholderName: 'A', sameAsProfile: true, profile: { ...address, email: 'odd' } }).ok,
    ).toBe(true);
    expect(validateBilling({ cardholderName: 'A', sameAsProfile: true }).ok).toBe(false);
  });
});

describe('renewal start date (02 §5)', () => {
  const today = calendarDate('2026-06-15');
  it.each([null, '', '2026-06-14', 'tomorrow'])(
    '%j → Please select a start date for your renewed membership',
    (date) => {
      expect(validateRenewalStartDate(date, today)).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: 'Please select a start date for your renewed membership',
      });
    },
  );
  it.each(['2026-06-15', '2026-07-01'])('accepts %s', (date) => {
    expect(validateRenewalStartDate(date, today)).toEqual({ ok: true, value: date });
  });
});
