import { describe, expect, it } from 'vitest';
import {
  activationSetupFailedMessage,
  activationValidationFailedMessage,
  adminLoadFailedMessage,
  campgroundApiErrorMessage,
  dashboardLoadFailedMessage,
  databaseErrorMessage,
  edgeFunctionErrorMessage,
  invitationFailedMessage,
  settingsLoadFailedMessage,
} from './owner-admin';

describe('campground API (03 §8)', () => {
  it.each([
    [{ kind: 'invalid-json' } as const, 'Invalid JSON response'],
    [
      { kind: 'http', status: 403, statusText: 'Forbidden', error: 'Not your campground' } as const,
      'Not your campground',
    ],
    [{ kind: 'http', status: 502, statusText: 'Bad Gateway' } as const, 'HTTP 502: Bad Gateway'],
    [{ kind: 'unsuccessful', error: 'Slug taken' } as const, 'Slug taken'],
    [{ kind: 'unsuccessful' } as const, 'Operation failed'],
    [{ kind: 'no-data' } as const, 'No data returned from server'],
  ])('%j → %s', (failure, message) => {
    expect(campgroundApiErrorMessage(failure)).toBe(message);
  });
});

describe('templated owner and admin messages (03 §8)', () => {
  it.each([
    [settingsLoadFailedMessage('timeout'), 'Failed to load campground settings: timeout'],
    [dashboardLoadFailedMessage('offline'), 'Failed to load dashboard data: offline'],
    [databaseErrorMessage('duplicate key'), 'Database error: duplicate key'],
    [edgeFunctionErrorMessage(500, 'boom'), 'Edge function error: 500 - boom'],
    [invitationFailedMessage(409, 'exists'), 'Invitation failed: 409 - exists'],
    [adminLoadFailedMessage('owners', 'denied'), 'Failed to load owners: denied'],
    [activationValidationFailedMessage(400, 'Bad Request'), 'Validation failed: 400 - Bad Request'],
    [activationSetupFailedMessage('Invitation expired'), 'Setup failed: Invitation expired'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
