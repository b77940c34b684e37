import {
  err,
  formatUsd,
  ok,
  REFUND_ALREADY_GIVEN,
  REFUND_AMOUNT_INVALID,
  REFUND_GATEWAY_FAILED,
  REFUND_NOT_CARD_PAYMENT,
  REFUND_NOTHING_LEFT,
  REFUND_OTHER_CAMPGROUND,
  REFUND_OWNER_ONLY,
  REFUND_PAYMENT_NOT_FOUND,
  REFUND_REASON_MAX,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  type Result,
  refundAboveLeftMessage,
} from '@camppass/domain';
import {
  type RecordedPaymentRefund,
  recordPaymentRefund,
  settleMembership,
  type WholeRefundMembership,
} from '../checkout/record-payment-refund';
import type { CorePorts } from '../ports/core-ports';
import { type Refund, refundReturnsMoney } from '../ports/payment-gateway';
import type { PaymentRecord } from '../ports/repositories/payment-repository';
import type { Repositories } from '../ports/unit-of-work';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { mayAct, roleAt } from './owner-access';

export type RefundPaymentCode =
  | 'VALIDATION_ERROR'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PAYMENT_NOT_REFUNDABLE'
  | 'REFUND_EXCEEDS_LEFT'
  | 'REFUND_FAILED';

export interface RefundPaymentInput {
  readonly actor: Principal;
  readonly paymentId: string;
  /** Cents; absent or `null`: everything left. */
  readonly amountCents?: number | null;
  readonly reason: string;
  /** When the refund leaves the payment wholly refunded; default `cancel`. */
  readonly membership?: WholeRefundMembership;
}

/** The reason without control characters other than line breaks and tabs (NUL among them). */
const withoutControls = (text: string): string =>
  [...text]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('');

/**
 * The gateway's idempotency key of a refund: the payment, what was refunded of it before, and the
 * amount. Callers racing to give the same refund share one gateway refund; a later refund (after the
 * first is recorded) has another key.
 */
const refundKeyOf = (payment: PaymentRecord, amountCents: number): string =>
  `payment-refund-${payment.id}-after-${payment.refundedCents}-${amountCents}`;

/**
 * owner-refund-payment: the campground's owner (or a super admin; not staff, who do not move money)
 * gives back a card payment of the campground, in full or in part, with a reason. The gateway refunds
 * first, under a key derived from the payment and what was refunded before; then, under the payment's
 * row lock, one transaction records the refund once, adds it to what was refunded, cancels the
 * membership when the refund makes the payment wholly refunded and the owner chose so, writes the
 * audit entry and puts the member's e-mail in the outbox
 * (docs/decisions/checkout-and-payments.md#an-owner-refunds-a-payment).
 */
export class RefundPayment {
  constructor(
    private readonly ports: Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock' | 'config' | 'emailRenderer'>,
  ) {}

  async execute(input: RefundPaymentInput): Promise<Result<RecordedPaymentRefund, RefundPaymentCode>> {
    const reason = withoutControls(input.reason).trim();
    if (reason === '')
      return err('VALIDATION_ERROR', REFUND_REASON_REQUIRED, { reason: REFUND_REASON_REQUIRED });
    if (reason.length > REFUND_REASON_MAX)
      return err('VALIDATION_ERROR', REFUND_REASON_TOO_LONG, { reason: REFUND_REASON_TOO_LONG });
    const asked = input.amountCents ?? null;
    if (asked !== null && (!Number.isSafeInteger(asked) || asked < 1))
      return err('VALIDATION_ERROR', REFUND_AMOUNT_INVALID, { amount: REFUND_AMOUNT_INVALID });

    const payment = await this.ports.unitOfWork.run((repos) => repos.payments.findById(input.paymentId));
    const refusal = this.refusal(input.actor, payment, asked);
    if (refusal || !payment) return refusal ?? err('NOT_FOUND', REFUND_PAYMENT_NOT_FOUND);
    const amountCents = asked ?? payment.amountCents - payment.refundedCents;

    let refund: Refund;
    try {
      refund = await this.ports.gateway.refundPayment({
        paymentIntentId: payment.gatewayPaymentId,
        amountCents,
        idempotencyKey: refundKeyOf(payment, amountCents),
        metadata: { paymentId: payment.id, refundedBy: input.actor.userId },
        ...(payment.connectedAccountId ? { reverseTransfer: true, refundApplicationFee: true } : {}),
      });
    } catch {
      // Another refund may have been recorded meanwhile, leaving less than asked: say so.
      const now = await this.ports.unitOfWork.run((repos) => repos.payments.findById(payment.id));
      return this.refusal(input.actor, now, asked) ?? err('REFUND_FAILED', REFUND_GATEWAY_FAILED);
    }
    if (!refundReturnsMoney(refund) || refund.paymentIntentId !== payment.gatewayPaymentId)
      return err('REFUND_FAILED', REFUND_GATEWAY_FAILED);
    return this.ports.unitOfWork.run((repos) => this.record(repos, input, reason, payment.id, refund));
  }

  /** Why the actor may not refund `asked` cents (everything left when `null`) of the payment, or `null`. */
  private refusal(actor: Principal, payment: PaymentRecord | null, asked: number | null) {
    if (!payment || payment.campgroundId === null) return err('NOT_FOUND', REFUND_PAYMENT_NOT_FOUND);
    if (roleAt(actor, payment.campgroundId) === null) return err('FORBIDDEN', REFUND_OTHER_CAMPGROUND);
    if (!mayAct(actor, payment.campgroundId, 'manage')) return err('FORBIDDEN', REFUND_OWNER_ONLY);
    if (payment.status !== 'succeeded' || payment.recordedBy !== null)
      return err('PAYMENT_NOT_REFUNDABLE', REFUND_NOT_CARD_PAYMENT);
    const left = payment.amountCents - payment.refundedCents;
    if (left <= 0) return err('PAYMENT_NOT_REFUNDABLE', REFUND_NOTHING_LEFT);
    if (asked !== null && asked > left)
      return err('REFUND_EXCEEDS_LEFT', refundAboveLeftMessage(formatUsd(left)));
    return null;
  }

  private async record(
    repos: Repositories,
    input: RefundPaymentInput,
    reason: string,
    paymentId: string,
    refund: Refund,
  ): Promise<Result<RecordedPaymentRefund, RefundPaymentCode>> {
    const before = await repos.payments.findByIdForUpdate(paymentId);
    if (!before) throw new Error(`Payment ${paymentId} vanished after its refund ${refund.id}`);
    const choice = input.membership ?? 'cancel';
    const membershipBefore = before.membershipId
      ? await repos.memberships.findById(before.membershipId)
      : null;
    let recorded = await recordPaymentRefund(repos, this.ports, before, refund, {
      refundedBy: input.actor.userId,
      reason,
      membership: choice,
    });
    if (!recorded.refund) {
      // The gateway's webhook may have recorded this very refund first, with no one behind it: it is
      // this caller's. Otherwise another caller racing for the same refund recorded it.
      if (!(await repos.payments.claimRefund(refund.id, { refundedBy: input.actor.userId, reason })))
        return before.refunded
          ? err('PAYMENT_NOT_REFUNDABLE', REFUND_NOTHING_LEFT)
          : err('PAYMENT_NOT_REFUNDABLE', REFUND_ALREADY_GIVEN);
      const at = this.ports.clock.now();
      const settled = await settleMembership(repos, membershipBefore, before.refunded, choice, at);
      const refunds = await repos.payments.listRefunds(before.id);
      recorded = {
        refund: refunds.find((r) => r.gatewayRefundId === refund.id) ?? null,
        payment: before,
        membership: settled.membership,
        membershipOutcome: settled.outcome,
      };
    }
    await audit(repos, input.actor, this.ports.clock.now(), {
      action: 'owner-refund-payment',
      campgroundId: before.campgroundId,
      subjectId: before.id,
      before: {
        refunded_cents: before.refundedCents,
        refunded: before.refunded,
        membership_status: membershipBefore?.status ?? null,
      },
      after: {
        refunded_cents: recorded.payment.refundedCents,
        refunded: recorded.payment.refunded,
        membership_status: recorded.membership?.status ?? null,
        amount_cents: refund.amountCents,
        reason,
        refund_id: refund.id,
      },
    });
    return ok(recorded);
  }
}
