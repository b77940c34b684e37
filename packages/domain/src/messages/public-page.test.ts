import { describe, expect, it } from 'vitest';
import {
  campgroundNotFoundForUrl,
  campgroundNotFoundWithSlug,
  draftMessage,
  draftOfMessage,
  emailCheckMessage,
  PREVIEW_DRAFT_MESSAGE,
  purchaseFailureOutcome,
  purchasePaymentFailedMessage,
  reminderErrorMessage,
  verificationFailureMessage,
} from './public-page';

describe('purchase answer codes (04 §8)', () => {
  it.each([
    [{ code: 'MEMBERSHIP_ACTIVE_EXISTS' }, { kind: 'open-reminder' }],
    [{ code: 'MEMBERSHIP_ACTIVE_DIFFERENT_TYPE' }, { kind: 'open-reminder' }],
    [
      { code: 'MEMBERSHIP_RENEW_REQUIRED' },
      {
        kind: 'message',
        message: 'You have an expired membership of this type. Please log in to your account to renew it.',
      },
    ],
    [
      { code: 'VALIDATION_ERROR', error: 'x' },
      {
        kind: 'message',
        message: 'Unable to validate your membership eligibility. Please contact support for assistance.',
      },
    ],
    [
      { code: 'DATABASE_ERROR' },
      {
        kind: 'message',
        message: 'Unable to validate your membership eligibility. Please contact support for assistance.',
      },
    ],
    [
      { code: 'CHECKOUT_EXPIRED', error: 'ignored' },
      {
        kind: 'start-again',
        message:
          'This checkout has expired: it was not paid within a few hours, and no payment was taken. Please start your purchase again.',
      },
    ],
    [
      { code: 'OTHER', error: 'Card declined' },
      { kind: 'message', message: 'Card declined' },
    ],
    [{}, { kind: 'message', message: 'Membership creation failed after payment. Please contact support.' }],
  ])('%j → %j', (failure, outcome) => {
    expect(purchaseFailureOutcome(failure)).toEqual(outcome);
  });

  it('prefixes a payment failure', () => {
    expect(purchasePaymentFailedMessage('Your card was declined.')).toBe(
      'Payment failed: Your card was declined.',
    );
  });
});

describe('e-mail check (04 §8)', () => {
  it.each([
    [
      { kind: 'refused' } as const,
      'Unable to proceed with this email address. Please try a different email or log in to your existing account.',
    ],
    [
      { kind: 'refused', message: 'This email already has an account.' } as const,
      'This email already has an account.',
    ],
    [{ kind: 'response', status: 500 } as const, 'Error verifying email. Please try again.'],
    [{ kind: 'network' } as const, 'Network error. Please check your connection and try again.'],
  ])('%j → %s', (outcome, message) => {
    expect(emailCheckMessage(outcome)).toBe(message);
  });
});

describe('reminder (04 §8)', () => {
  it.each([
    [
      { kind: 'response', status: 404 } as const,
      'No active memberships found for this email address at this campground.',
    ],
    [
      { kind: 'response', status: 400 } as const,
      'Invalid email format. Please check your email address and try again.',
    ],
    [
      { kind: 'response', status: 500 } as const,
      'Failed to send membership reminder. Please try again later.',
    ],
    [{ kind: 'network' } as const, 'Network error. Please check your connection and try again.'],
  ])('%j → %s', (failure, message) => {
    expect(reminderErrorMessage(failure)).toBe(message);
  });
});

describe('campground load (04 §8)', () => {
  it('names the slug', () => {
    expect(campgroundNotFoundWithSlug('pine-lake')).toBe('Campground not found with slug: pine-lake');
  });
});

describe('verify panel failures (04 §8)', () => {
  it.each([
    [
      { kind: 'response', status: 404, code: 'MEMBERSHIP_NOT_FOUND' } as const,
      'Membership code not found for this campground',
    ],
    [
      { kind: 'response', status: 400, code: 'EMAIL_MISMATCH' } as const,
      'Email does not match the membership record',
    ],
    [
      { kind: 'response', status: 400, code: 'DURATION_EXCEEDED' } as const,
      'Reservation period exceeds membership duration',
    ],
    [{ kind: 'response', status: 500 } as const, 'Verification failed'],
    [
      { kind: 'response', status: 429, code: 'RATE_LIMITED' } as const,
      'Too many requests. Please wait a few minutes before trying again.',
    ],
    [{ kind: 'network' } as const, 'Network error. Please try again.'],
  ])('%j → %s', (failure, message) => {
    expect(verificationFailureMessage(failure)).toBe(message);
  });

  it('names the slug nobody found', () => {
    expect(campgroundNotFoundForUrl('pine-lake')).toBe(
      "We couldn't find a campground with the URL pine-lake",
    );
  });
});

describe("the preview's draft of the page texts", () => {
  const texts = {
    public_page_title: 'Summer',
    public_page_description: '',
    membership_type_desc: 'Pick a pass',
    information_desc: 'Call us',
  };
  it('takes a draft message of four strings, and nothing else', () => {
    expect(draftOfMessage(draftMessage(texts))).toEqual(texts);
    expect(draftOfMessage({ ...draftMessage(texts), texts: { ...texts, extra: 'x' } })).toEqual(texts);
    expect(draftOfMessage({ type: 'other', texts })).toBeNull();
    expect(
      draftOfMessage({ type: PREVIEW_DRAFT_MESSAGE, texts: { ...texts, information_desc: 42 } }),
    ).toBeNull();
    expect(draftOfMessage({ type: PREVIEW_DRAFT_MESSAGE, texts: null })).toBeNull();
    expect(draftOfMessage(null)).toBeNull();
    expect(draftOfMessage('camppass:page-texts')).toBeNull();
    expect(
      draftOfMessage(draftMessage({ ...texts, information_desc: 'x'.repeat(6000) }))?.information_desc,
    ).toHaveLength(5000);
  });
});
