import { err, ok, type Result } from '@camppass/domain';
import type { SimulatedPaymentError } from './simulated-payment-intent-store';

/** What the simulated card form sends. */
export interface SimulatedCard {
  /** Digits, spaces allowed: `4242 4242 4242 4242`. */
  readonly number: string;
  readonly expMonth: number;
  /** Four digits, or two meaning 20xx. */
  readonly expYear: number;
  readonly cvc: string;
}

export type SimulatedCardCode =
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'INCORRECT_NUMBER'
  | 'INVALID_EXPIRY'
  | 'EXPIRED_CARD'
  | 'INVALID_CVC'
  | 'PAYMENT_INTENT_NOT_FOUND'
  | 'PAYMENT_INTENT_UNEXPECTED_STATE';

// Stripe's test cards and the messages Stripe gives for them.
export const DECLINES: Readonly<
  Record<string, SimulatedPaymentError & { readonly result: SimulatedCardCode }>
> = {
  '4000000000000002': {
    result: 'CARD_DECLINED',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    result: 'INSUFFICIENT_FUNDS',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why the card cannot even be tried, as Stripe.js would refuse it before confirming. */
export function cardProblem(card: SimulatedCard, now: Date): Result<string, SimulatedCardCode> {
  const digits = card.number.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return err('INCORRECT_NUMBER', 'Your card number is incorrect.');
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    !Number.isInteger(year)
  ) {
    return err('INVALID_EXPIRY', "Your card's expiration date is invalid.");
  }
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return err('EXPIRED_CARD', 'Your card has expired.');
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return err('INVALID_CVC', "Your card's security code is invalid.");
  return ok(digits);
}
