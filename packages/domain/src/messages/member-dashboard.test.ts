import { describe, expect, it } from 'vitest';
import {
  daysLeftLabel,
  expiringBannerMessage,
  formatFileSize,
  MEMBER_PAYMENT_SORTS,
  membershipCardFileName,
  profileChangesSavedMessage,
} from './member-dashboard';

describe('member dashboard words', () => {
  it.each([
    [-1, 'Expired'],
    [0, 'Ends today'],
    [1, '1 day left'],
    [3, '3 days left'],
  ])('%i days left → %s', (days, label) => {
    expect(daysLeftLabel(days)).toBe(label);
  });

  it('counts the expiring memberships in the banner', () => {
    expect(expiringBannerMessage(1)).toBe('1 membership expires within 7 days.');
    expect(expiringBannerMessage(2)).toMatch(/^2 memberships expire within 7 days/);
  });

  it('names the card file membership-card-{code}.png (02 §2)', () => {
    expect(membershipCardFileName('PINE-0001')).toBe('membership-card-PINE-0001.png');
  });

  it('offers the five payment sorts of 02 §2, newest first by default', () => {
    expect(MEMBER_PAYMENT_SORTS.map((s) => [s.label, s.field, s.direction])).toEqual([
      ['Date (Newest First)', 'date', 'desc'],
      ['Date (Oldest First)', 'date', 'asc'],
      ['Amount (High to Low)', 'amount', 'desc'],
      ['Amount (Low to High)', 'amount', 'asc'],
      ['Status', 'status', 'asc'],
    ]);
  });
});

describe('formatFileSize', () => {
  it('shows sizes in MB with 2 decimals from 1 MB, in KB below it and in bytes below 1 KB', () => {
    expect(formatFileSize(1_572_864)).toBe('1.50 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(12_345_678)).toBe('11.77 MB');
    expect(formatFileSize(4_200)).toBe('4.1 KB');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
  });
});

describe('profileChangesSavedMessage', () => {
  it('names the changed fields as the form names them, or says nothing changed', () => {
    expect(profileChangesSavedMessage(['phone', 'city', 'postalCode'])).toBe(
      'Profile updated: Phone, City and Postal Code.',
    );
    expect(profileChangesSavedMessage(['firstName'])).toBe('Profile updated: First Name.');
    expect(profileChangesSavedMessage([])).toBe('Profile saved. Nothing was changed.');
  });
});
