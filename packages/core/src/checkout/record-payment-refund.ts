import type { CorePorts } from '../ports/core-ports';
import type { Refund } from '../ports/payment-gateway';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { PaymentRecord, PaymentRefundRecord } from '../ports/repositories/payment-repository';
import type { Repositories } from '../ports/unit-of-work';
import { brandOf } from '../shared/emails/brand';
import { renderEmail } from '../shared/emails/compose';
import { memberDashboardLink } from '../shared/emails/links';
import { paymentRefundEmail, type RefundedMembership } from '../shared/emails/money-emails';
import { recordMembershipEvent, recordWebhookEvent } from '../webhooks/webhook-events';

/** What to do with the membership when a refund leaves its payment wholly refunded. */
export type WholeRefundMembership = 'cancel' | 'keep';

export interface RecordedPaymentRefund {
  /** `null`: the gateway's refund was recorded already, nothing changed. */
  readonly refund: PaymentRefundRecord | null;
  readonly payment: PaymentRecord;
  /** The payment's membership after the refund, when it has one. */
  readonly membership: MembershipRecord | null;
  readonly membershipOutcome: RefundedMembership;
}

/**
 * Records a refund the gateway made of a payment whose row the caller locked: once per gateway refund
 * id. Adds it to the payment's refunded cents (wholly refunded when they reach the amount), cancels the
 * membership when the refund makes the payment wholly refunded and `membership` says so, and puts the
 * member's refund e-mail in the outbox. The owner's refund and the `charge.refunded` webhook both come
 * here, so whichever records a refund first does all of it and the other changes nothing.
 */
export async function recordPaymentRefund(
  repos: Repositories,
  ports: Pick<CorePorts, 'clock' | 'config' | 'emailRenderer'>,
  payment: PaymentRecord,
  refund: Refund,
  by: {
    readonly refundedBy: string | null;
    readonly reason: string | null;
    readonly membership: WholeRefundMembership;
  },
): Promise<RecordedPaymentRefund> {
  const at = ports.clock.now();
  const membershipBefore = payment.membershipId
    ? await repos.memberships.findById(payment.membershipId)
    : null;
  const recorded = await repos.payments.addRefund({
    paymentId: payment.id,
    gatewayRefundId: refund.id,
    amountCents: refund.amountCents,
    currency: refund.currency,
    reason: by.reason,
    refundedBy: by.refundedBy,
    createdAt: at,
  });
  if (!recorded) return { refund: null, payment, membership: membershipBefore, membershipOutcome: 'none' };
  const refundedCents = Math.min(payment.amountCents, payment.refundedCents + refund.amountCents);
  const refunded = refundedCents >= payment.amountCents;
  const updated = await repos.payments.update(payment.id, { refundedCents, refunded }, at);
  if (!updated) throw new Error(`Payment ${payment.id} vanished under its lock`);
  const { membership, outcome } = await settleMembership(
    repos,
    membershipBefore,
    refunded,
    by.membership,
    at,
  );
  if (updated.campgroundId) {
    await recordWebhookEvent(repos, {
      campgroundId: updated.campgroundId,
      type: 'payment.refunded',
      membershipId: updated.membershipId,
      data: {
        paymentId: updated.id,
        membershipId: updated.membershipId,
        amountCents: refund.amountCents,
        refundedCents: updated.refundedCents,
        paymentAmountCents: updated.amountCents,
        currency: refund.currency,
        fullyRefunded: updated.refunded,
      },
      at,
    });
  }
  await emailMember(repos, ports, updated, refund, by.reason, membership, outcome);
  return { refund: recorded, payment: updated, membership, membershipOutcome: outcome };
}

export const settleMembership = async (
  repos: Repositories,
  before: MembershipRecord | null,
  whole: boolean,
  choice: WholeRefundMembership,
  at: Date,
): Promise<{ membership: MembershipRecord | null; outcome: RefundedMembership }> => {
  if (!before || !whole) return { membership: before, outcome: 'none' };
  if (choice === 'keep') return { membership: before, outcome: 'kept' };
  const locked = await repos.memberships.findByIdForUpdate(before.id);
  if (!locked || locked.status === 'cancelled' || locked.status === 'archived')
    return { membership: locked, outcome: 'none' };
  const cancelled = await repos.memberships.update(locked.id, { status: 'cancelled' }, at);
  if (cancelled) await recordMembershipEvent(repos, 'membership.cancelled', cancelled, at);
  return { membership: cancelled, outcome: 'cancelled' };
};

const emailMember = async (
  repos: Repositories,
  ports: Pick<CorePorts, 'clock' | 'config' | 'emailRenderer'>,
  payment: PaymentRecord,
  refund: Refund,
  reason: string | null,
  membership: MembershipRecord | null,
  outcome: RefundedMembership,
): Promise<void> => {
  const user = payment.userId ? await repos.users.findById(payment.userId) : null;
  if (!user) return;
  const profile = await repos.users.findProfile(user.id);
  const campground = payment.campgroundId ? await repos.campgrounds.findById(payment.campgroundId) : null;
  const email = await renderEmail(
    ports.emailRenderer,
    paymentRefundEmail({
      brand: brandOf(ports.config, campground),
      firstName: profile?.firstName ?? null,
      amountCents: refund.amountCents,
      paymentAmountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      reason,
      membershipCode: membership?.membershipCode ?? null,
      membership: outcome,
      paymentId: payment.gatewayPaymentId,
      refundId: refund.id,
      dashboardUrl: memberDashboardLink(ports.config),
    }),
  );
  await repos.outbox.add({
    to: user.email,
    ...email,
    tags: { kind: 'payment-refund' },
    createdAt: ports.clock.now(),
  });
};
