import type { Clock } from '../ports/clock';
import type { CheckoutRepository } from '../ports/repositories/checkout-repository';
import type { FulfilCheckout } from './fulfil-checkout';

export interface ReconciliationReport {
  /** Pending checkouts old enough to look at. */
  readonly examined: number;
  /** Memberships created (or found created) from succeeded payments. */
  readonly fulfilled: number;
  /** Payments that succeeded but could not become a membership (kept as refused for a refund). */
  readonly refused: number;
  /** Still unpaid, or unknown to the gateway. */
  readonly unpaid: number;
  /** Checkouts whose fulfilment threw; tried again on the next run. */
  readonly failed: number;
}

/**
 * reconcile: asks the gateway about pending checkouts older than `olderThanMinutes` and fulfils the
 * succeeded ones, for payments whose browser call and webhook both never arrived.
 */
export class ReconcileCheckouts {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly fulfil: FulfilCheckout,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly olderThanMinutes: number;
    readonly limit?: number;
  }): Promise<ReconciliationReport> {
    const before = new Date(this.clock.now().getTime() - input.olderThanMinutes * 60_000);
    const pending = await this.checkouts.listPendingCreatedBefore(before, input.limit ?? 500);
    const report = { examined: pending.length, fulfilled: 0, refused: 0, unpaid: 0, failed: 0 };
    for (const checkout of pending) {
      try {
        const result = await this.fulfil.execute(checkout.paymentIntentId);
        if (result.ok) report.fulfilled += 1;
        else if (result.code === 'PAYMENT_NOT_SUCCEEDED' || result.code === 'PAYMENT_INTENT_NOT_FOUND') {
          report.unpaid += 1;
        } else report.refused += 1;
      } catch {
        report.failed += 1;
      }
    }
    return report;
  }
}
