import { describe, expect, it } from 'vitest';
import { hasNumid, isMilitaryMember } from './member-flags';

describe('member flags (03 §3, §4)', () => {
  it.each<[boolean, string | null, boolean]>([
    [true, null, true],
    [true, ' ', true],
    [false, 'veteran', true],
    [false, ' active duty ', true],
    [false, null, false],
    [false, '', false],
    [false, ' \t\n\u00a0\u3000\ufeff', false],
    // trim() keeps a zero-width space: the text names something.
    [false, '\u200b', true],
  ])(
    'discount %s and military status %j: military member %s',
    (isMilitaryDiscount, militaryStatus, expected) => {
      expect(isMilitaryMember({ isMilitaryDiscount, militaryStatus })).toBe(expected);
    },
  );

  it('counts a NUMID that is not blank', () => {
    expect([null, undefined, '', ' \t', 'N-1', ' N-1 '].map(hasNumid)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
