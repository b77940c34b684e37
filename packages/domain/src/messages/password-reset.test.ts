import { describe, expect, it } from 'vitest';
import {
  passwordUpdateErrorMessage,
  resetLinkErrorMessage,
  resetRequestErrorMessage,
  resetTokenErrorMessage,
} from './password-reset';

const answer = (status: number, code?: string) => ({ kind: 'response', status, code }) as const;

describe('password reset request (01 §8)', () => {
  it.each([
    [answer(400, 'MISSING_EMAIL'), 'Please enter your email address.'],
    [answer(400, 'INVALID_EMAIL'), 'Please enter a valid email address.'],
    [
      answer(500, 'EMAIL_SEND_ERROR'),
      'Unable to send password reset email. Please try again later or contact support.',
    ],
    [
      answer(500, 'RESET_LINK_ERROR'),
      'Unable to generate password reset link. Please try again later or contact support.',
    ],
    [
      answer(500, 'NO_ACTION_LINK'),
      'Unable to generate password reset link. Please try again later or contact support.',
    ],
    [answer(500, 'DATABASE_ERROR'), 'Server error occurred. Please try again later or contact support.'],
    [answer(500, 'INTERNAL_ERROR'), 'Server error occurred. Please try again later or contact support.'],
    [answer(429), 'Too many requests. Please wait a few minutes before trying again.'],
    [answer(429, 'RATE_LIMITED'), 'Too many requests. Please wait a few minutes before trying again.'],
    [answer(503), 'Unable to send password reset email. Please try again later or contact support.'],
    [{ kind: 'network' } as const, 'Connection error. Please check your internet connection and try again.'],
    [{ kind: 'unexpected' } as const, 'An unexpected error occurred. Please try again later.'],
  ])('%j → %s', (failure, message) => {
    expect(resetRequestErrorMessage(failure)).toBe(message);
  });

  it.each([
    [answer(400, 'MISSING_EMAIL'), 'Please ensure your email address is valid.'],
    [answer(400, 'INVALID_EMAIL'), 'Please ensure your email address is valid.'],
    [
      answer(500, 'EMAIL_SEND_ERROR'),
      'Unable to send password reset email. Please try again later or contact support.',
    ],
    [answer(429), 'Too many requests. Please wait a few minutes before trying again.'],
  ])('member dashboard dialog: %j → %s (02 §8)', (failure, message) => {
    expect(resetRequestErrorMessage(failure, 'dashboard-dialog')).toBe(message);
  });
});

describe('reset link errors (01 §8)', () => {
  it.each([
    [
      { error_code: 'otp_expired', error_description: 'Email+link+is+invalid+or+has+expired' },
      'Email link is invalid or has expired',
    ],
    [{ error_code: 'access_denied' }, 'Access denied. Please request a new password reset.'],
    [{ error: 'server_error', error_description: ' ' }, 'Server error occurred. Please try again.'],
    [{ error_code: 'other' }, 'Reset link error occurred.'],
    [{}, 'Reset link error occurred.'],
  ])('%j → %s', (link, message) => {
    expect(resetLinkErrorMessage(link)).toBe(message);
  });

  it.each([
    ['Token has expired', 'Reset link has expired. Please request a new password reset.'],
    ['invalid token', 'Reset link is invalid. Please request a new password reset.'],
    ['Token not found', 'Reset link not found. Please request a new password reset.'],
    ['weird', 'Reset link has expired or is invalid. Please request a new password reset.'],
    [null, 'Reset link has expired or is invalid. Please request a new password reset.'],
  ])('token error %j → %s', (error, message) => {
    expect(resetTokenErrorMessage(error)).toBe(message);
  });
});

describe('saving the new password (01 §8)', () => {
  it.each([
    [{ code: 'session_not_found' }, 'Reset session has expired. Please request a new password reset.'],
    [
      { message: 'AuthApiError: session_not_found' },
      'Reset session has expired. Please request a new password reset.',
    ],
    [{ code: 'same_password', message: 'x' }, 'New password must be different from your current password.'],
    [{ message: 'same_password' }, 'New password must be different from your current password.'],
    [{ message: 'Password is too common' }, 'Password is too common'],
    [{ message: '' }, 'Failed to update password. Please try again.'],
    [{}, 'Failed to update password. Please try again.'],
    [{ kind: 'unexpected' } as const, 'An unexpected error occurred. Please try again.'],
  ])('%j → %s', (failure, message) => {
    expect(passwordUpdateErrorMessage(failure)).toBe(message);
  });
});
