import { describe, expect, it } from 'vitest';
import { loginErrorMessage, loginRateLimitedMessage } from './login';

describe('login errors, matched by substring (01 §8)', () => {
  it.each([
    [
      'reCAPTCHA verification failed: timeout-or-duplicate',
      'Security verification failed. Please try again.',
    ],
    ['reCAPTCHA token missing', 'Security verification error. Please refresh the page and try again.'],
    ['Invalid credentials', 'Invalid email or password. Please check your credentials.'],
    ['User profile not found', 'Account not found. Please contact support.'],
    ['Account is not active', 'Your account is inactive. Please contact support.'],
    ['User has no assigned roles', 'Account access not configured. Please contact support.'],
    ['TypeError: Failed to fetch', 'Connection error. Please check your internet connection.'],
    ['Something odd', 'Login failed. Please try again.'],
    [undefined, 'Login failed. Please try again.'],
  ])('member login: %j → %s', (error, message) => {
    expect(loginErrorMessage(error, 'member')).toBe(message);
  });

  it.each([
    ['owner', 'User profile not found', 'Owner account not found. Please contact support.'],
    ['superAdmin', 'User profile not found', 'Administrator account not found. Please contact support.'],
    ['owner', 'Account is not active', 'Your owner account is inactive. Please contact support.'],
    [
      'superAdmin',
      'Account is not active',
      'Your administrator account is inactive. Please contact support.',
    ],
    ['owner', 'Invalid credentials', 'Invalid email or password. Please check your credentials.'],
  ] as const)('%s login: %j → %s', (loginType, error, message) => {
    expect(loginErrorMessage(error, loginType)).toBe(message);
  });
});

describe('a login refused for too many attempts', () => {
  it.each([
    [30, 'Too many requests. Please wait 30 seconds before trying again.'],
    [1, 'Too many requests. Please wait 1 second before trying again.'],
    [60, 'Too many requests. Please wait 1 minute before trying again.'],
    [601, 'Too many requests. Please wait 11 minutes before trying again.'],
    [null, 'Too many requests. Please wait a few minutes before trying again.'],
  ])('after Retry-After %s reads %s', (seconds, message) => {
    expect(loginRateLimitedMessage(seconds)).toBe(message);
  });
});
