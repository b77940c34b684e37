import { describe, expect, it } from 'vitest';
import { VALIDITY_MESSAGES, validityMessage } from './messages';

describe('validity messages (04 §8)', () => {
  it('maps each answer code to its message, anything else to the fallback', () => {
    expect(validityMessage('OUTSIDE_MEMBERSHIP_PERIOD')).toBe(
      'Selected dates are outside your membership period',
    );
    expect(validityMessage('SOMETHING_ELSE')).toBe('Verification failed');
    expect(validityMessage('toString')).toBe('Verification failed');
    expect(validityMessage(undefined)).toBe('Verification failed');
    expect(Object.keys(VALIDITY_MESSAGES)).toHaveLength(7);
  });
});
