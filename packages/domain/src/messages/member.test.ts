import { describe, expect, it } from 'vitest';
import {
  documentListErrorMessage,
  extendErrorMessage,
  paymentFollowUpFailedMessage,
  paymentIntentHttpErrorMessage,
  profileSaveErrorMessage,
  profileUpdatedMessage,
  renewErrorMessage,
} from './member';

describe('extend errors by status (02 §8)', () => {
  it.each([
    [{ status: 401 }, 'Authentication failed. Please log out and log in again to refresh your session.'],
    [
      { status: 401, tokenVerificationFailed: true },
      'Your session has expired. Please log out and log in again to continue.',
    ],
    [{ status: 403 }, 'You are not authorized to extend this membership.'],
    [{ status: 404 }, 'Membership not found.'],
    [{ status: 500, error: 'boom' }, 'Server error occurred. Please try again later.'],
    [{ status: 409, error: 'Membership is not active' }, 'Membership is not active'],
    [{ status: 400 }, 'Failed to extend membership'],
  ])('%j → %s', (failure, message) => {
    expect(extendErrorMessage(failure)).toBe(message);
  });

  it('renew shows the server error or Failed to renew membership', () => {
    expect(renewErrorMessage('Membership is active')).toBe('Membership is active');
    expect(renewErrorMessage(undefined)).toBe('Failed to renew membership');
    expect(renewErrorMessage('  ')).toBe('Failed to renew membership');
  });
});

describe('payment (02 §8)', () => {
  it('names the payment when the follow-up call failed', () => {
    expect(paymentFollowUpFailedMessage('extension', 'pi_123')).toBe(
      'Payment succeeded but membership extension failed. Please contact support with payment ID: pi_123',
    );
    expect(paymentFollowUpFailedMessage('renewal', 'pi_9')).toBe(
      'Payment succeeded but membership renewal failed. Please contact support with payment ID: pi_9',
    );
    expect(paymentIntentHttpErrorMessage(502, 'Bad gateway')).toBe('Error 502: Bad gateway');
  });
});

describe('profile (02 §2, §8)', () => {
  it('shows the server message or the default on save failure', () => {
    expect(profileSaveErrorMessage('Phone is invalid')).toBe('Phone is invalid');
    expect(profileSaveErrorMessage(null)).toBe('Failed to update profile. Please try again.');
  });

  it('lists the updated fields, or says profile', () => {
    expect(profileUpdatedMessage(['phone', 'city'])).toBe(
      'Profile updated successfully! Updated fields: phone, city',
    );
    expect(profileUpdatedMessage([])).toBe('Profile updated successfully! Updated fields: profile');
    expect(profileUpdatedMessage(undefined)).toBe('Profile updated successfully! Updated fields: profile');
  });
});

describe('document list (02 §8, 03 §8)', () => {
  it.each([
    [401, 'x', 'Authentication failed. Please log in again.'],
    [404, null, 'User profile not found.'],
    [403, null, "Access denied. You don't have permission to view these documents."],
    [502, null, 'Server error (502). Please try again later.'],
    [500, '', 'Server error (500). Please try again later.'],
    [400, 'Campground ID is required', 'Campground ID is required'],
  ])('%d with %j → %s', (status, error, message) => {
    expect(documentListErrorMessage(status, error)).toBe(message);
  });
});
