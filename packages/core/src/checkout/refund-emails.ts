import { formatUsd } from '@camppass/domain';
import type { EmailContent } from '../shared/email-templates';
import { greeting } from '../shared/email-templates';
import { compose, paragraph, rows } from './emails';

/** What became of the membership a refunded payment paid for. */
export type RefundedMembership = 'cancelled' | 'kept' | 'none';

/**
 * Sent to the member for every refund of one of their payments: one the owner gave (with the owner's
 * reason), or one made in the gateway's dashboard (no reason).
 */
export const paymentRefundEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly amountCents: number;
  readonly paymentAmountCents: number;
  /** Everything refunded of the payment so far, this refund included. */
  readonly refundedCents: number;
  readonly reason: string | null;
  readonly membershipCode: string | null;
  readonly membership: RefundedMembership;
  readonly paymentId: string;
  readonly refundId: string;
}): EmailContent => {
  const whole = input.refundedCents >= input.paymentAmountCents;
  const refunded = formatUsd(input.amountCents);
  const blocks = [
    paragraph(greeting(input.firstName)),
    paragraph(
      whole
        ? `${input.campgroundName} refunded ${refunded} of your payment; it is now refunded in full.`
        : `${input.campgroundName} refunded ${refunded} of your payment of ${formatUsd(input.paymentAmountCents)}.`,
    ),
    ...(input.reason ? [paragraph(`Their reason: ${input.reason}`)] : []),
    ...(input.membership === 'cancelled' && input.membershipCode
      ? [paragraph(`Your membership ${input.membershipCode} is cancelled.`)]
      : input.membership === 'kept' && input.membershipCode
        ? [paragraph(`Your membership ${input.membershipCode} stays as it was.`)]
        : []),
    paragraph('The refund reaches your card within 5 to 10 business days.'),
    rows([
      ['Amount refunded', refunded],
      ['Refunded in all', `${formatUsd(input.refundedCents)} of ${formatUsd(input.paymentAmountCents)}`],
      ['Payment reference', input.paymentId],
      ['Refund reference', input.refundId],
    ]),
  ];
  return compose(input.product, `${input.campgroundName} refunded ${refunded} of your payment`, blocks);
};

/** Sent to each owner of the campground when a card holder disputes one of its payments. */
export const paymentDisputeEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly amountCents: number;
  /** The gateway's reason, e.g. `fraudulent`. */
  readonly reason: string;
  readonly memberName: string | null;
  readonly membershipCode: string | null;
  readonly paymentId: string;
  readonly disputeId: string;
}): EmailContent =>
  compose(input.product, `A payment to ${input.campgroundName} was disputed`, [
    paragraph(greeting(input.firstName)),
    paragraph(
      `A card holder disputed a payment of ${formatUsd(input.amountCents)} to ${input.campgroundName}. The card processor holds the amount until the dispute is settled; answer it from your Stripe dashboard.`,
    ),
    rows([
      ['Amount disputed', formatUsd(input.amountCents)],
      ['Reason given', input.reason.replaceAll('_', ' ')],
      ...(input.memberName ? [['Member', input.memberName] as const] : []),
      ...(input.membershipCode ? [['Membership', input.membershipCode] as const] : []),
      ['Payment reference', input.paymentId],
      ['Dispute reference', input.disputeId],
    ]),
  ]);
