/**
 * Refunds an owner gives (issue 24): a card payment of their campground, in full or in part, with a
 * reason; and how refunds and disputes show to members and owners. Our wording.
 */

/** The longest reason an owner may give for a refund. */
export const REFUND_REASON_MAX = 500;

export const REFUND_REASON_REQUIRED = 'Say why you are giving this money back.';
export const REFUND_REASON_TOO_LONG = `The reason must be ${REFUND_REASON_MAX} characters or fewer.`;
export const REFUND_AMOUNT_INVALID = 'Enter an amount in dollars and cents, more than zero.';
export const REFUND_PAYMENT_NOT_FOUND = 'This payment was not found.';
export const REFUND_OTHER_CAMPGROUND = 'This payment belongs to another campground.';
export const REFUND_OWNER_ONLY = 'Only the campground’s owner can refund a payment.';
export const REFUND_NOT_CARD_PAYMENT = 'Only a card payment that succeeded can be refunded here.';
export const REFUND_NOTHING_LEFT = 'This payment is already wholly refunded; nothing more was refunded.';
export const REFUND_ALREADY_GIVEN =
  'This refund was just given by another request; nothing more was refunded.';
export const REFUND_GATEWAY_FAILED =
  'The card processor could not make this refund just now; nothing was refunded. Try again in a few minutes.';
const REFUND_GIVEN = 'Refund given';

/** An amount above what is left, naming what is left. */
export const refundAboveLeftMessage = (left: string): string =>
  `You can refund at most ${left}, what is left of this payment; nothing was refunded.`;

/** The toast after a refund, naming the amount. */
export const refundGivenMessage = (amount: string): string => `${REFUND_GIVEN}: ${amount}`;

/** The refund dialog's words. */
export const REFUND_WORDS = {
  action: 'Refund',
  actionLabel: (amount: string) => `Refund the payment of ${amount}`,
  title: 'Refund Payment',
  intro: 'The money goes back to the card the member paid with; it arrives within 5 to 10 business days.',
  paid: 'Paid',
  alreadyRefunded: 'Already refunded',
  amount: 'Amount to refund (USD)',
  amountDescription: (left: string) => `At most ${left}.`,
  reason: 'Reason',
  reasonDescription: `The member reads it in the refund e-mail; up to ${REFUND_REASON_MAX} characters.`,
  membership: 'After a full refund',
  cancelMembership: 'Cancel the membership',
  keepMembership: 'Keep the membership',
  confirm: 'Refund',
  refunding: 'Refunding…',
  cancel: 'Cancel',
} as const;

/** How a payment's refunds show in lists (the owner's member modal, the member's Payments tab). */
export const REFUND_STATE_WORDS = {
  refunded: 'Refunded',
  partlyRefunded: 'Partly refunded',
  disputed: 'Disputed',
} as const;

/** "Partly refunded: $20.00", or "Refunded" when wholly refunded; `null` when nothing was refunded. */
export const refundStateLabel = (
  refundedCents: number,
  amountCents: number,
  refunded: string,
): string | null => {
  if (refundedCents <= 0) return null;
  if (refundedCents >= amountCents) return REFUND_STATE_WORDS.refunded;
  return `${REFUND_STATE_WORDS.partlyRefunded}: ${refunded}`;
};

/** Cents of a dollar amount typed by the owner ("40", "40.5", "$1,040.00"); `null` when it is not one. */
export const parseRefundAmount = (text: string): number | null => {
  const match = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(
    text
      .trim()
      .replaceAll(',', '')
      .replace(/^\$\s*/, '$'),
  );
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
};

/** Dollars and cents for the amount field, without the sign: 4000 → "40.00". */
export const refundAmountText = (cents: number): string => (cents / 100).toFixed(2);
