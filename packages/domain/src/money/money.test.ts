import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './money';

describe('dollarsToCents', () => {
  it('rounds to whole cents', () => {
    expect(dollarsToCents(12.345)).toBe(1235);
  });
});
