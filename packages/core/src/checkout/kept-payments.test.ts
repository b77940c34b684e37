import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../ports/repositories/payment-repository';
import { keptCents } from './kept-payments';

const payment = (fields: Partial<Parameters<typeof keptCents>[0][number]> = {}) => ({
  status: 'succeeded' as PaymentStatus,
  refunded: false,
  amountCents: 6_000,
  refundedCents: 0,
  ...fields,
});

describe('keptCents', () => {
  it('adds the succeeded payments, less what was refunded of each in part', () => {
    expect(keptCents([payment(), payment({ amountCents: 4_000, refundedCents: 1_500 })])).toBe(8_500);
  });

  it('keeps nothing of a payment refunded wholly, or refunded beyond its amount, nor of a failed one', () => {
    expect(
      keptCents([
        payment({ refunded: true, refundedCents: 6_000 }),
        payment({ amountCents: 1_000, refundedCents: 2_500 }),
        payment({ status: 'failed' }),
        payment({ status: 'pending' }),
      ]),
    ).toBe(0);
  });

  it('is zero for no payments', () => {
    expect(keptCents([])).toBe(0);
  });
});
