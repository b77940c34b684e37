import {
  ELIGIBILITY_MESSAGES,
  MEMBERSHIP_CHANGE_REFUSALS,
  type MembershipChangeRefusal,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { type Refund, refundReturnsMoney } from '../ports/payment-gateway';
import { type CheckoutRecord, payerOf } from '../ports/repositories/checkout-repository';
import type { Repositories } from '../ports/unit-of-work';
import { brandOf } from '../shared/emails/brand';
import { renderEmail } from '../shared/emails/compose';
import { memberDashboardLink } from '../shared/emails/links';
import { purchaseRefundEmail, type RefundedChange } from '../shared/emails/money-emails';

/** The gateway's idempotency key for a checkout's refund: one refund per checkout, whoever asks. */
const refundKeyOf = (checkout: Pick<CheckoutRecord, 'id'>): string => `refund-${checkout.id}`;

/** Why a refused checkout could not become a membership: its eligibility code's message. */
export const refusalReason = (code: string | null): string => {
  if (code !== null && Object.hasOwn(ELIGIBILITY_MESSAGES, code))
    return ELIGIBILITY_MESSAGES[code as keyof typeof ELIGIBILITY_MESSAGES];
  if (code !== null && Object.hasOwn(MEMBERSHIP_CHANGE_REFUSALS, code))
    return MEMBERSHIP_CHANGE_REFUSALS[code as MembershipChangeRefusal];
  return ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS;
};

/**
 * Gives back the money of a checkout that was paid but refused (it could not become a membership).
 * Whoever settles the checkout calls it (purchase-membership, the webhook, reconciliation), possibly
 * at once: the gateway makes one refund for the checkout's key, and under the checkout's row lock the
 * first caller records it, marks the payment refunded in the buyer's payment history and puts the
 * refund e-mail in the outbox, in one transaction, so the buyer is told once.
 */
export class RefundCheckout {
  constructor(
    private readonly ports: Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock' | 'config' | 'emailRenderer'>,
  ) {}

  /**
   * `true` once the payment is refunded; `false` when the gateway could not refund it now (reconciliation
   * tries again).
   */
  async execute(checkout: CheckoutRecord): Promise<boolean> {
    if (checkout.status !== 'refused') throw new Error(`Checkout ${checkout.id} is not refused`);
    if (checkout.refundId !== null) return true;
    let refund: Refund;
    try {
      const intent = await this.ports.gateway.retrievePaymentIntent(checkout.paymentIntentId);
      refund = await this.ports.gateway.refundPayment({
        paymentIntentId: checkout.paymentIntentId,
        idempotencyKey: refundKeyOf(checkout),
        metadata: { checkoutId: checkout.id },
        // A destination charge takes the money back from the campground and returns the platform's share.
        ...(intent?.destination ? { reverseTransfer: true, refundApplicationFee: true } : {}),
      });
    } catch {
      return false;
    }
    if (!refundReturnsMoney(refund)) return false;
    await this.ports.unitOfWork.run((repos) => this.record(repos, checkout.paymentIntentId, refund));
    return true;
  }

  private async record(repos: Repositories, paymentIntentId: string, refund: Refund): Promise<void> {
    const now = this.ports.clock.now();
    const checkout = await repos.checkouts.lockByPaymentIntentId(paymentIntentId);
    if (!checkout || !(await repos.checkouts.markRefunded(checkout.id, refund.id, now))) return;
    const found = await repos.payments.findByGatewayPaymentId(paymentIntentId);
    const payment = found && (await repos.payments.findByIdForUpdate(found.id));
    const reason = refusalReason(checkout.refusalCode);
    if (payment) {
      // The checkout's refund gives back everything: the payment is wholly refunded.
      await repos.payments.addRefund({
        paymentId: payment.id,
        gatewayRefundId: refund.id,
        amountCents: refund.amountCents,
        currency: refund.currency,
        reason,
        refundedBy: null,
        createdAt: now,
      });
      await repos.payments.update(payment.id, { refunded: true, refundedCents: payment.amountCents }, now);
    }
    const campground = await repos.campgrounds.findById(checkout.campgroundId);
    const change = await this.refundedChange(repos, checkout);
    const email = await renderEmail(
      this.ports.emailRenderer,
      purchaseRefundEmail({
        brand: brandOf(this.ports.config, campground),
        firstName: payerOf(checkout).firstName,
        reason,
        amountCents: refund.amountCents,
        paymentId: paymentIntentId,
        refundId: refund.id,
        change,
        dashboardUrl: memberDashboardLink(this.ports.config),
      }),
    );
    await repos.outbox.add({
      to: payerOf(checkout).email,
      ...email,
      tags: { kind: change ? `${change.kind}-refund` : 'purchase-refund' },
      createdAt: now,
    });
  }

  /** The renewal or extension the checkout paid for, named as the member knows it; `null` for a purchase. */
  private async refundedChange(
    repos: Repositories,
    checkout: CheckoutRecord,
  ): Promise<RefundedChange | null> {
    if (!checkout.change) return null;
    const membership = await repos.memberships.findById(checkout.change.membershipId);
    const type = await repos.membershipTypes.findById(checkout.membershipTypeId);
    return {
      kind: checkout.change.kind,
      membershipCode: membership?.membershipCode ?? '',
      typeName: type ? type.displayName || type.name : '',
    };
  }
}
