import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPlanPrice, formatUsd } from './money';

describe('dollarsToCents', () => {
  it.each([
    [12.345, 1235],
    [0.1 + 0.2, 30],
    [49.99, 4999],
    [1.005, 101],
    [0, 0],
    [-0.001, 0],
  ])('%d dollars → %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('round-trips every whole-cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatting', () => {
  it('shows amounts as USD with 2 decimals (02 §9)', () => {
    expect(formatUsd(5491)).toBe('$54.91');
    expect(formatUsd(123_450)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('shows plan prices with 0 decimals (04 §2)', () => {
    expect(formatPlanPrice(5000)).toBe('$50');
    expect(formatPlanPrice(4999)).toBe('$50');
    expect(formatPlanPrice(129_900)).toBe('$1,299');
  });
});
