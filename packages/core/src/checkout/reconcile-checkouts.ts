import { FulfilCheckout, type FulfilmentPorts } from './fulfil-checkout';
import { isFreeCheckout } from './policy';

export interface ReconciliationReport {
  /** Pending checkouts old enough to look at. */
  readonly examined: number;
  /** Memberships created (or found created) from succeeded payments. */
  readonly fulfilled: number;
  /** Payments that succeeded but could not become a membership (refused, and refunded). */
  readonly refused: number;
  /** Refunds of refused checkouts made by this run (including those refused in it). */
  readonly refunded: number;
  /** Refused checkouts whose refund the gateway could not make yet; tried again on the next run. */
  readonly refundsPending: number;
  /** Still unpaid, or unknown to the gateway. */
  readonly unpaid: number;
  /** Checkouts whose fulfilment threw; tried again on the next run. */
  readonly failed: number;
}

/** How far back reconciliation looks by default: older pending checkouts are taken as abandoned. */
export const RECONCILIATION_MAX_AGE_HOURS = 7 * 24;

/**
 * reconcile: asks the gateway about checkouts still pending between `olderThanMinutes` and
 * `maxAgeHours` old, newest first, and fulfils the succeeded ones, for payments whose browser call and
 * webhook both never arrived; then refunds the refused checkouts whose refund is still to be made.
 */
export class ReconcileCheckouts {
  private readonly fulfil: FulfilCheckout;

  constructor(private readonly ports: FulfilmentPorts) {
    this.fulfil = new FulfilCheckout(ports);
  }

  async execute(input: {
    readonly olderThanMinutes: number;
    readonly maxAgeHours?: number;
    readonly limit?: number;
  }): Promise<ReconciliationReport> {
    const now = this.ports.clock.now().getTime();
    const to = new Date(now - input.olderThanMinutes * 60_000);
    const from = new Date(now - (input.maxAgeHours ?? RECONCILIATION_MAX_AGE_HOURS) * 3_600_000);
    const pending = await this.ports.unitOfWork.run((repos) =>
      repos.checkouts.listPendingCreatedBetween(from, to, input.limit ?? 500),
    );
    const report = {
      examined: pending.length,
      fulfilled: 0,
      refused: 0,
      refunded: 0,
      refundsPending: 0,
      unpaid: 0,
      failed: 0,
    };
    const countRefund = (code: string) => {
      if (code === 'PAYMENT_REFUNDED') report.refunded += 1;
      else if (code === 'PAYMENT_REFUND_PENDING') report.refundsPending += 1;
    };
    for (const checkout of pending) {
      // A free checkout is fulfilled only when its buyer completes the purchase; left pending, it was abandoned.
      if (isFreeCheckout(checkout)) {
        report.unpaid += 1;
        continue;
      }
      try {
        const result = await this.fulfil.execute(checkout.paymentIntentId);
        if (result.ok) report.fulfilled += 1;
        else if (result.code === 'PAYMENT_NOT_SUCCEEDED' || result.code === 'PAYMENT_INTENT_NOT_FOUND') {
          report.unpaid += 1;
        } else {
          report.refused += 1;
          countRefund(result.code);
        }
      } catch {
        report.failed += 1;
      }
    }
    const awaiting = await this.ports.unitOfWork.run((repos) =>
      repos.checkouts.listAwaitingRefund(input.limit ?? 500),
    );
    for (const checkout of awaiting) {
      // A refused free checkout took no money: there is nothing to give back.
      if (!isFreeCheckout(checkout)) countRefund((await this.fulfil.refundRefused(checkout)).code);
    }
    return report;
  }
}
