import type { CorePorts } from '../ports/core-ports';
import type { CheckoutRecord } from '../ports/repositories/checkout-repository';
import { FulfilCheckout, type FulfilmentPorts } from './fulfil-checkout';
import { CHECKOUT_POLICY, isFreeCheckout } from './policy';

export interface ExpiryReport {
  /** Pending checkouts past the expiry age. */
  readonly examined: number;
  /** Marked expired by this run. */
  readonly expired: number;
  /** Paid meanwhile: handed to fulfilment instead of expired. */
  readonly paid: number;
  /** The gateway could not cancel the intent yet (or another caller settled the checkout); left for the next run. */
  readonly kept: number;
  /** The gateway or the fulfilment threw; tried again on the next run. */
  readonly failed: number;
}

/** What became of one pending checkout asked to expire. */
export type ExpiryOutcome = 'expired' | 'paid' | 'kept';

/**
 * Expires one pending checkout safely: the gateway is first asked to cancel its intent, so it can no
 * longer be paid. An intent that succeeded meanwhile is answered as it is and the checkout goes to
 * fulfilment (membership, or refusal and refund) instead: no payment is lost. A cancelled or
 * unknown intent, or a free checkout (no intent), leaves the checkout marked expired, once, whoever
 * else tries: the mark only moves a checkout that is still pending.
 */
export const expireCheckout = async (
  ports: Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock'>,
  fulfil: FulfilCheckout,
  checkout: CheckoutRecord,
): Promise<ExpiryOutcome> => {
  if (!isFreeCheckout(checkout)) {
    const intent = await ports.gateway.cancelPaymentIntent(checkout.paymentIntentId);
    if (intent?.status === 'succeeded') {
      await fulfil.execute(checkout.paymentIntentId);
      return 'paid';
    }
    if (intent && intent.status !== 'canceled') return 'kept';
  }
  const expired = await ports.unitOfWork.run((repos) =>
    repos.checkouts.markExpired(checkout.id, ports.clock.now()),
  );
  return expired ? 'expired' : 'kept';
};

/**
 * expire-checkouts: pending checkouts started more than {@link CHECKOUT_POLICY.unpaidExpiryHours}
 * ago, newest first, are expired by {@link expireCheckout}. Their files are then named by no pending
 * checkout, and remove-unpaid-uploads deletes them within a few hours of their upload.
 */
export class ExpireCheckouts {
  private readonly fulfil: FulfilCheckout;

  constructor(private readonly ports: FulfilmentPorts) {
    this.fulfil = new FulfilCheckout(ports);
  }

  async execute(
    input: { readonly olderThanHours?: number; readonly limit?: number } = {},
  ): Promise<ExpiryReport> {
    const hours = input.olderThanHours ?? CHECKOUT_POLICY.unpaidExpiryHours;
    const before = new Date(this.ports.clock.now().getTime() - hours * 3_600_000);
    const due = await this.ports.unitOfWork.run((repos) =>
      repos.checkouts.listPendingCreatedBetween(new Date(0), before, input.limit ?? 500),
    );
    const report = { examined: due.length, expired: 0, paid: 0, kept: 0, failed: 0 };
    for (const checkout of due) {
      try {
        report[await expireCheckout(this.ports, this.fulfil, checkout)] += 1;
      } catch {
        report.failed += 1;
      }
    }
    return report;
  }
}
