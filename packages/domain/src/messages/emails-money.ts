import { formatUsd } from '../money/money';

// The words of the e-mails about money coming back or going astray: refunds to members, and the
// disputes and failed payouts their owners hear of (issue 26).

/** A renewal or extension a refunded payment was for. */
export type RefundedChangeKind = 'renewal' | 'extension';

export const PAYMENT_REFUND_WORDS = {
  subject: (campground: string, amountCents: number): string =>
    `${campground} refunded ${formatUsd(amountCents)} of your payment`,
  heading: (whole: boolean): string =>
    whole ? 'Your payment is refunded' : 'Part of your payment is refunded',
  whole: (campground: string, amountCents: number): string =>
    `${campground} refunded ${formatUsd(amountCents)} of your payment; it is now refunded in full.`,
  partial: (campground: string, amountCents: number, paymentCents: number): string =>
    `${campground} refunded ${formatUsd(amountCents)} of your payment of ${formatUsd(paymentCents)}.`,
  reason: 'Their reason',
  cancelled: (code: string): string => `Your membership ${code} is cancelled.`,
  kept: (code: string): string => `Your membership ${code} stays as it was.`,
  arrives: 'The refund reaches your card within 5 to 10 business days.',
  amountRefunded: 'Amount refunded',
  refundedInAll: 'Refunded in all',
  ofPayment: (refundedCents: number, paymentCents: number): string =>
    `${formatUsd(refundedCents)} of ${formatUsd(paymentCents)}`,
} as const;

export const UNFULFILLED_REFUND_WORDS = {
  subject: (campground: string, kind: RefundedChangeKind | null): string =>
    kind
      ? `Your ${kind} payment to ${campground} was refunded`
      : `Your payment to ${campground} was refunded`,
  heading: 'Your payment is refunded',
  purchaseFailed: (campground: string): string => `We could not issue your membership at ${campground}.`,
  renewalFailed: (type: string, code: string, campground: string): string =>
    `We could not renew your ${type} membership ${code} at ${campground}.`,
  extensionFailed: (code: string, campground: string, type: string): string =>
    `We could not extend your membership ${code} at ${campground} to ${type}.`,
  purchaseRefunded: 'Your payment was refunded in full.',
  changeRefunded: (kind: RefundedChangeKind): string =>
    `Your ${kind} payment was refunded in full, and your membership stays as it was.`,
  arrives: 'The refund reaches your card within 5 to 10 business days.',
  tryAgain: 'You can try again from the campground’s page.',
  visit: 'Open the campground’s page',
} as const;

export const DISPUTE_WORDS = {
  subject: (campground: string): string => `A payment to ${campground} was disputed`,
  heading: 'A payment was disputed',
  disputed: (amountCents: number, campground: string): string =>
    `A card holder disputed a payment of ${formatUsd(amountCents)} to ${campground}. The card processor holds the amount until the dispute is settled; answer it from your Stripe dashboard.`,
  amount: 'Amount disputed',
  reason: 'Reason given',
  member: 'Member',
  membership: 'Membership',
  dispute: 'Dispute reference',
  action: 'Open your dashboard',
} as const;

export const PAYOUT_FAILED_WORDS = {
  heading: 'A payout failed',
  failed: (amountCents: number, product: string, campground: string): string =>
    `A payout of ${formatUsd(amountCents)} from ${product} to ${campground}'s bank account failed, so the money did not arrive.`,
  reason: (message: string | null): string =>
    `Reason given by the bank or payment processor: ${message ?? 'none given'}.`,
  next: 'The money stays in the campground’s balance. Check the bank details of the payout account; the next payout is sent once they are right.',
  payout: 'Payout',
  amount: 'Amount',
  expectedOn: 'Expected on',
  action: 'Open your dashboard',
} as const;
