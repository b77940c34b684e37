import {
  DOCUMENTS_ACCESS_DENIED,
  DOCUMENTS_AUTH_FAILED,
  DOCUMENTS_CAMPGROUND_REQUIRED,
  DOCUMENTS_PROFILE_NOT_FOUND,
  RESET_CONNECTION_ERROR,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-messages';

describe('document list failures (03 §8)', () => {
  const response = (status: number, error: string | null) => ({
    kind: 'response' as const,
    status,
    code: null,
    error,
  });
  it.each(['get-selfie-documents', 'user-signature', 'get-military-users-with-membership'] as const)(
    '%s reads 401, 403, 404 and unreadable answers in 03 §8’s words',
    (name) => {
      expect(failureMessage(name, response(401, 'x'))).toBe(DOCUMENTS_AUTH_FAILED);
      expect(failureMessage(name, response(403, 'x'))).toBe(DOCUMENTS_ACCESS_DENIED);
      expect(failureMessage(name, response(404, 'x'))).toBe(DOCUMENTS_PROFILE_NOT_FOUND);
      expect(failureMessage(name, response(400, DOCUMENTS_CAMPGROUND_REQUIRED))).toBe(
        DOCUMENTS_CAMPGROUND_REQUIRED,
      );
      expect(failureMessage(name, { kind: 'invalid-response', status: 502 })).toBe(
        'Server error (502). Please try again later.',
      );
      expect(failureMessage(name, { kind: 'network' })).toBe(RESET_CONNECTION_ERROR);
    },
  );
});
