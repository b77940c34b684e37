import {
  DISPUTE_WORDS,
  EMAIL_WORDS,
  formatMMDDYYYY,
  formatUsd,
  PAYMENT_REFUND_WORDS,
  PAYOUT_FAILED_WORDS,
  payoutFailedSubject,
  type RefundedChangeKind,
  todayInZone,
  UNFULFILLED_REFUND_WORDS,
} from '@camppass/domain';
import type { EmailBrand, EmailDocument } from '../../ports/email-renderer';
import type { Payout } from '../../ports/payment-gateway';
import { action, greeting, link, paragraph, quote, rows } from './compose';

// Money coming back to a member (in the campground's brand), and money going astray for an owner
// (in the platform's: the owner hears it from the platform, not from their own campground).

/** What became of the membership a refunded payment paid for. */
export type RefundedMembership = 'cancelled' | 'kept' | 'none';

/**
 * Sent to the member for every refund of one of their payments, full or partial: one the owner gave
 * (with the owner's reason), or one made in the gateway's dashboard (no reason).
 */
export const paymentRefundEmail = (input: {
  readonly brand: EmailBrand;
  readonly firstName: string | null;
  readonly amountCents: number;
  readonly paymentAmountCents: number;
  /** Everything refunded of the payment so far, this refund included. */
  readonly refundedCents: number;
  readonly reason: string | null;
  readonly membershipCode: string | null;
  readonly membership: RefundedMembership;
  readonly paymentId: string;
  readonly refundId: string;
  readonly dashboardUrl: string;
}): EmailDocument => {
  const words = PAYMENT_REFUND_WORDS;
  const campground = input.brand.name;
  const whole = input.refundedCents >= input.paymentAmountCents;
  const what = whole
    ? words.whole(campground, input.amountCents)
    : words.partial(campground, input.amountCents, input.paymentAmountCents);
  const code = input.membershipCode;
  return {
    brand: input.brand,
    subject: words.subject(campground, input.amountCents),
    preview: what,
    heading: words.heading(whole),
    blocks: [
      greeting(input.firstName),
      paragraph(what),
      ...(input.reason ? [quote(words.reason, input.reason)] : []),
      ...(code && input.membership === 'cancelled' ? [paragraph(words.cancelled(code))] : []),
      ...(code && input.membership === 'kept' ? [paragraph(words.kept(code))] : []),
      paragraph(words.arrives),
      rows([
        [words.amountRefunded, formatUsd(input.amountCents)],
        [words.refundedInAll, words.ofPayment(input.refundedCents, input.paymentAmountCents)],
        [EMAIL_WORDS.paymentReference, input.paymentId],
        [EMAIL_WORDS.refundReference, input.refundId],
      ]),
      action(EMAIL_WORDS.openDashboard, input.dashboardUrl),
    ],
  };
};

/** The renewal or extension a refunded payment was for. */
export interface RefundedChange {
  readonly kind: RefundedChangeKind;
  readonly membershipCode: string;
  /** The type the membership would have had: the same one for a renewal, the longer one for an extension. */
  readonly typeName: string;
}

/**
 * Sent once when a paid checkout could not be fulfilled and its payment was refunded: a purchase that
 * could not become a membership, or (with `change`) a renewal or extension that could not be applied.
 */
export const purchaseRefundEmail = (input: {
  readonly brand: EmailBrand;
  readonly firstName: string | null;
  /** Why it could not be done (the purchase's eligibility message, or the change's refusal). */
  readonly reason: string;
  readonly amountCents: number;
  readonly paymentId: string;
  readonly refundId: string;
  /** The renewal or extension paid for; absent for a purchase. */
  readonly change?: RefundedChange | null;
  readonly dashboardUrl: string;
}): EmailDocument => {
  const words = UNFULFILLED_REFUND_WORDS;
  const campground = input.brand.name;
  const change = input.change ?? null;
  const failed = !change
    ? words.purchaseFailed(campground)
    : change.kind === 'renewal'
      ? words.renewalFailed(change.typeName, change.membershipCode, campground)
      : words.extensionFailed(change.membershipCode, campground, change.typeName);
  const refunded = change ? words.changeRefunded(change.kind) : words.purchaseRefunded;
  return {
    brand: input.brand,
    subject: words.subject(campground, change?.kind ?? null),
    preview: failed,
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(`${failed} ${input.reason}`),
      paragraph(`${refunded} ${words.arrives}`),
      rows([
        [PAYMENT_REFUND_WORDS.amountRefunded, formatUsd(input.amountCents)],
        [EMAIL_WORDS.paymentReference, input.paymentId],
        [EMAIL_WORDS.refundReference, input.refundId],
      ]),
      change
        ? action(EMAIL_WORDS.openDashboard, input.dashboardUrl)
        : action(words.visit, input.brand.homeUrl),
    ],
  };
};

/** Sent to each owner of the campground when a card holder disputes one of its payments. */
export const paymentDisputeEmail = (input: {
  readonly brand: EmailBrand;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly amountCents: number;
  /** The gateway's reason, e.g. `fraudulent`. */
  readonly reason: string;
  readonly memberName: string | null;
  readonly membershipCode: string | null;
  readonly paymentId: string;
  readonly disputeId: string;
  readonly dashboardUrl: string;
}): EmailDocument => {
  const words = DISPUTE_WORDS;
  return {
    brand: input.brand,
    subject: words.subject(input.campgroundName),
    preview: words.disputed(input.amountCents, input.campgroundName),
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(words.disputed(input.amountCents, input.campgroundName)),
      rows([
        [words.amount, formatUsd(input.amountCents)],
        [words.reason, input.reason.replaceAll('_', ' ')],
        ...(input.memberName ? [[words.member, input.memberName] as const] : []),
        ...(input.membershipCode ? [[words.membership, input.membershipCode] as const] : []),
        [EMAIL_WORDS.paymentReference, input.paymentId],
        [words.dispute, input.disputeId],
      ]),
      action(words.action, input.dashboardUrl),
    ],
  };
};

/** Sent to each owner of a campground when a payout to its bank account failed. */
export const payoutFailedEmail = (input: {
  readonly brand: EmailBrand;
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly timeZone: string;
  readonly payout: Payout;
  readonly dashboardUrl: string;
}): EmailDocument => {
  const words = PAYOUT_FAILED_WORDS;
  const failed = words.failed(input.payout.amountCents, input.product, input.campgroundName);
  return {
    brand: input.brand,
    subject: payoutFailedSubject(input.campgroundName),
    preview: failed,
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(failed),
      paragraph(words.reason(input.payout.failureMessage)),
      rows([
        [words.payout, input.payout.id],
        [words.amount, formatUsd(input.payout.amountCents)],
        [words.expectedOn, formatMMDDYYYY(todayInZone(input.payout.arrivalDate, input.timeZone))],
      ]),
      paragraph(words.next),
      action(words.action, input.dashboardUrl),
      link(input.brand.homeLabel, input.brand.homeUrl),
    ],
  };
};
