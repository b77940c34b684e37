import { describe, expect, it } from 'vitest';
import { calendarDate } from '../dates/calendar-date';
import { validatePurchaseStepOne } from './purchase';
import { stepOneFormOf } from './purchase-request';

const REQUEST = {
  title: 'Ms',
  firstName: 'Avery',
  lastName: 'Stone',
  numid: 'D1234567',
  email: 'avery.stone@camppass.test',
  phone: '555-0100',
  dateOfBirth: '1991-03-14',
  startDate: '2026-06-05',
  streetAddress: '1 Lake Road',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '73301',
  country: 'US',
  specialRequests: null,
  isMilitary: true,
  idPhotoUrl: 'uploads/selfie/a.jpg',
  militaryDocumentUrl: 'uploads/military-document/b.pdf',
  signatureDataUrl: 'uploads/signature/c.png',
  agreeToTerms: true,
  agreeToDataUsage: true,
  ageConfirmed: true,
};

describe('the purchase request and step one', () => {
  it("reads 04 §7's names as step one's fields, the upload ids as its files", () => {
    expect(stepOneFormOf(REQUEST)).toMatchObject({
      numid: 'D1234567',
      stateProvince: 'TX',
      selfieWithId: 'uploads/selfie/a.jpg',
      militaryDocument: 'uploads/military-document/b.pdf',
      signature: 'uploads/signature/c.png',
      firstName: 'Avery',
      ageConfirmed: true,
    });
    expect(stepOneFormOf(REQUEST)).not.toHaveProperty('idPhotoUrl');
  });

  it("gives the validated data back under 04 §7's names, with the derived end date", () => {
    const checked = validatePurchaseStepOne(stepOneFormOf(REQUEST), {
      today: calendarDate('2026-06-01'),
      durationDays: 3,
    });
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.value).toEqual({
      title: 'Ms',
      firstName: 'Avery',
      lastName: 'Stone',
      numid: 'D1234567',
      email: 'avery.stone@camppass.test',
      phone: '555-0100',
      dateOfBirth: '1991-03-14',
      startDate: '2026-06-05',
      endDate: '2026-06-07',
      streetAddress: '1 Lake Road',
      city: 'Austin',
      stateProvince: 'TX',
      postalCode: '73301',
      country: 'US',
      specialRequests: null,
      isMilitary: true,
    });
  });
});
