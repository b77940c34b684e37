import { describe, expect, it } from 'vitest';
import { feeBreakdown } from './fees';

// Its own file so that `npm run mutation` can leave this million-call loop out: under
// instrumentation it takes minutes per mutant, and the fixed edge cases in fees.test.ts kill the
// same rounding mutants.
describe('feeBreakdown over every subtotal (02 §9)', () => {
  it('charges, for every subtotal from 1¢ to $10,000.00, the least total that still pays the campground in full', () => {
    // Written apart from the implementation: the smallest whole number of cents t with
    // t × (1 − 0.021) ≥ subtotal + $3.50 + $0.25, found from the quotient and remainder by 979.
    const expectedTotal = (subtotal: number): number => {
      const needed = (subtotal + 375) * 1000;
      const remainder = needed % 979;
      return (needed - remainder) / 979 + (remainder === 0 ? 0 : 1);
    };
    const wrong: number[] = [];
    for (let subtotal = 1; subtotal <= 1_000_000; subtotal += 1) {
      if (feeBreakdown(subtotal).total !== expectedTotal(subtotal)) wrong.push(subtotal);
    }
    expect(wrong).toEqual([]);
  });
});
