import { describe, expect, it } from 'vitest';
import { OWNER_MEMBERS_WORDS as WORDS } from './owner-members-words';

describe('owner Members words (03 §2.5)', () => {
  it('says a campground share as count, total and rounded percentage, and 0% of none', () => {
    expect(WORDS.shareOfMembers(1, 3)).toBe('1 of 3 memberships (33%)');
    expect(WORDS.shareOfMembers(0, 0)).toBe('0 of 0 memberships (0%)');
  });

  it('counts days in the singular and plural', () => {
    expect(WORDS.days(1)).toBe('1 day');
    expect(WORDS.days(365)).toBe('365 days');
    expect(WORDS.expiresInDays(1)).toBe('Expires in 1 day');
    expect(WORDS.expiresInDays(12)).toBe('Expires in 12 days');
  });
});
