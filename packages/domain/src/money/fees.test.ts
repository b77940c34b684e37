import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extensionFees,
  extensionPrice,
  feeBreakdown,
  isValidDiscountPercentage,
  militaryDiscountPercentage,
  PLATFORM_FEE,
  PROCESSING_FEE_FIXED,
  percentageOf,
  platformShare,
  platformShareReturned,
  purchaseFees,
  renewalFees,
  renewalMilitaryDiscountApplies,
  renewalPrice,
  requiresPayment,
} from './fees';

describe('feeBreakdown (02 §9)', () => {
  it('reports every field of the fee result for a $50.00 plan', () => {
    // (50.00 + 3.50 + 0.25) / (1 − 0.021) = 54.90296… → $54.91, rounded up.
    expect(feeBreakdown(5000)).toEqual({
      subtotal: 5000,
      discount: 0,
      discountPercentage: 0,
      subtotalAfterDiscount: 5000,
      tax: 0,
      taxRate: 0.085,
      processingFee: 141,
      processingFeeRate: 0.021,
      platformFee: 350,
      total: 5491,
    });
  });

  it.each([
    // price, discount %, discount, after discount, processing fee, total
    [5000, 15, 750, 4250, 125, 4725], // (42.50 + 3.75) / 0.979 = 47.2420…
    [10_000, 10, 1000, 9000, 227, 9577], // (90.00 + 3.75) / 0.979 = 95.7609…
    [2500, 0, 0, 2500, 87, 2937], // (25.00 + 3.75) / 0.979 = 29.3667…
    [100, 0, 0, 100, 36, 486], // (1.00 + 3.75) / 0.979 = 4.8518…
    [4999, 12.5, 625, 4374, 127, 4851], // discount 624.875 → 625, half up
    [19_900, 33.33, 6633, 13_267, 318, 13_935], // (132.67 + 3.75) / 0.979 = 139.3462…
  ])('%i cents at %d %%', (price, percentage, discount, after, processingFee, total) => {
    const fees = feeBreakdown(price, percentage);
    expect(fees).toMatchObject({ discount, subtotalAfterDiscount: after, processingFee, total, tax: 0 });
  });

  it('charges nothing, not even fees, when nothing is due after discount', () => {
    for (const fees of [feeBreakdown(0), feeBreakdown(5000, 100)]) {
      expect(fees).toMatchObject({ subtotalAfterDiscount: 0, platformFee: 0, processingFee: 0, total: 0 });
      expect(requiresPayment(fees)).toBe(false);
    }
    expect(requiresPayment(feeBreakdown(1))).toBe(true);
  });

  it('refuses amounts and percentages that are not money, naming what is wrong', () => {
    expect(() => feeBreakdown(-1)).toThrow(
      new RangeError('Subtotal must be a whole, non-negative number of cents: -1'),
    );
    expect(() => feeBreakdown(10.5)).toThrow(
      /^Subtotal must be a whole, non-negative number of cents: 10.5$/,
    );
    expect(() => feeBreakdown(1000, 101)).toThrow(
      new RangeError('Discount percentage must be between 0 and 100: 101'),
    );
    expect(() => feeBreakdown(1000, -1)).toThrow(/^Discount percentage must be between 0 and 100: -1$/);
    expect(() => feeBreakdown(1000, Number.NaN)).toThrow(RangeError);
  });

  it.each([
    // A subtotal whose fee-inclusive total lands just past a whole cent is rounded up, never down.
    [977, 1382, 55], // (9.77 + 3.75) / 0.979 = 13.81001…: 1381 would leave the campground 1¢ short
    [976, 1380, 54], // (9.76 + 3.75) / 0.979 = 13.79979… → 13.80
    // (6.04 + 3.75) / 0.979 = 10.00 exactly: nothing to round, nothing added.
    [604, 1000, 46],
    [1583, 2000, 67], // (15.83 + 3.75) / 0.979 = 20.00 exactly
    [1, 385, 34], // the smallest charge: (0.01 + 3.75) / 0.979 = 3.8406…
  ])('rounds %i¢ up to a total of %i¢ at the cent edges', (subtotal, total, processingFee) => {
    expect(feeBreakdown(subtotal)).toMatchObject({ total, processingFee, platformFee: 350 });
  });

  it('always adds up, and the campground receives the whole discounted price after the processor takes 2.1 % + $0.25', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 9999 }).map((bp) => bp / 100),
        (price, percentage) => {
          const f = feeBreakdown(price, percentage);
          fc.pre(f.subtotalAfterDiscount > 0);
          expect(Number.isInteger(f.total) && Number.isInteger(f.processingFee)).toBe(true);
          expect(f.subtotalAfterDiscount + f.tax + f.platformFee + f.processingFee).toBe(f.total);
          expect(f.discount + f.subtotalAfterDiscount).toBe(price);
          expect(f.discount).toBe(Math.round((price * Math.round(percentage * 100)) / 10_000));
          // total·(1 − 0.021) ≥ discounted + $3.50 + $0.25, and one cent less would not be.
          const needed = (f.subtotalAfterDiscount + PLATFORM_FEE + PROCESSING_FEE_FIXED) * 1000;
          expect(f.total * 979).toBeGreaterThanOrEqual(needed);
          expect((f.total - 1) * 979).toBeLessThan(needed);
        },
      ),
    );
  });
});

describe('percentages', () => {
  it('accepts 0–100 in steps of 0.01 (04 §9)', () => {
    expect([0, 15, 0.01, 33.33, 100].every(isValidDiscountPercentage)).toBe(true);
    expect(
      [-0.01, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY].some(isValidDiscountPercentage),
    ).toBe(false);
  });

  it('rounds a share half up to the cent', () => {
    expect(percentageOf(4999, 15)).toBe(750); // 749.85
    expect(percentageOf(10, 15)).toBe(2); // 1.5
    expect(percentageOf(10, 14.99)).toBe(1); // 1.499
  });
});

describe('purchase, renewal and extension prices', () => {
  it("gives the campground's military percentage, 15 when it sets none", () => {
    expect(militaryDiscountPercentage(20)).toBe(20);
    expect(militaryDiscountPercentage(0)).toBe(0);
    expect(militaryDiscountPercentage(null)).toBe(15);
    expect(militaryDiscountPercentage(undefined)).toBe(15);
  });

  it('purchase applies the campground percentage, 15 % by default, only when claimed', () => {
    expect(purchaseFees(5000, { applies: true, campgroundPercentage: 20 }).discount).toBe(1000);
    expect(purchaseFees(5000, { applies: true, campgroundPercentage: null }).discount).toBe(750);
    expect(purchaseFees(5000, { applies: true }).discountPercentage).toBe(15);
    expect(purchaseFees(5000, { applies: false, campgroundPercentage: 20 }).discount).toBe(0);
  });

  it('purchase keeps a campground percentage of 0: no discount, not the 15 % default', () => {
    expect(purchaseFees(5000, { applies: true, campgroundPercentage: 0 })).toMatchObject({
      discountPercentage: 0,
      discount: 0,
      total: 5491,
    });
  });

  it('renewal uses the type price, else the originally paid amount, with 10 % for military', () => {
    expect(renewalPrice(6000, 5000)).toBe(6000);
    expect(renewalPrice(null, 5000)).toBe(5000);
    expect(renewalPrice(undefined, 5000)).toBe(5000);
    expect(renewalFees(6000, true)).toMatchObject({ discountPercentage: 10, discount: 600 });
    expect(renewalFees(6000, false)).toMatchObject({ discountPercentage: 0, discount: 0 });
    const applies = (hadMilitaryDiscount: boolean, militaryDocumentApproved: boolean) =>
      renewalMilitaryDiscountApplies({ hadMilitaryDiscount, militaryDocumentApproved });
    expect([applies(true, true), applies(true, false), applies(false, true), applies(false, false)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('extension is the price difference, floored at 0, never discounted', () => {
    expect(extensionPrice(12_000, 5000)).toBe(7000);
    expect(extensionPrice(5000, 12_000)).toBe(0);
    expect(extensionFees(12_000, 5000)).toMatchObject({ subtotal: 7000, discount: 0, total: 7534 });
    const free = extensionFees(5000, 5000);
    expect(free.total).toBe(0);
    expect(requiresPayment(free)).toBe(false);
  });
});

describe('platform share', () => {
  it('is everything above the discounted price, so the campground receives its price', () => {
    const fees = purchaseFees(5_000, { applies: true, campgroundPercentage: 10 });
    expect(platformShare(fees)).toBe(fees.platformFee + fees.processingFee);
    expect(fees.total - platformShare(fees)).toBe(4_500);
  });

  it('is nothing when nothing is charged', () => {
    expect(platformShare(feeBreakdown(0))).toBe(0);
  });

  it('is given back in proportion to a refund, rounded half up', () => {
    expect(platformShareReturned(470, 5_470, 5_470)).toBe(470);
    expect(platformShareReturned(470, 5_470, 2_735)).toBe(235);
    expect(platformShareReturned(471, 1_000, 500)).toBe(236);
    expect(platformShareReturned(470, 5_470, 0)).toBe(0);
    expect(platformShareReturned(0, 0, 0)).toBe(0);
  });
});
