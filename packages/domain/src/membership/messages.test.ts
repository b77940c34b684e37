import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('member-area messages (02 §2, §5, §8)', () => {
  it('quote the specification', () => {
    expect(messages.NO_EXTENSION_TARGETS_MESSAGE).toBe(
      'No membership types available for extension. Extensions can only be made to longer duration memberships that are different from your current type.',
    );
    expect(messages.RENEWAL_PRICE_FALLBACK_MESSAGE).toBe(
      'Could not load membership type price, using original paid amount',
    );
    expect(messages.RENEWAL_START_DATE_MESSAGE).toBe(
      'Please select a start date for your renewed membership',
    );
    expect(messages.NO_MEMBERSHIPS_YET).toBe('No Memberships Yet');
    expect(messages.moreMembershipsLabel(3)).toBe('+3 more');
  });
});
