// A member's card saved for automatic renewals: the "Update card" form and the page that confirms a
// renewal payment the member's bank wants them present for (issue 25).

/** A saved card as the member may be shown it. */
export interface SavedCardView {
  /** The card network as the gateway names it: `visa`, `mastercard`, `amex` ... */
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** `Visa ending in 4242, expires 12/2030`. */
export const savedCardLabel = (card: SavedCardView): string =>
  `${BRANDS[card.brand] ?? 'Card'} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export const SAVED_CARD_WORDS = {
  updateTitle: 'Update card',
  updateIntro: 'Your automatic renewals are charged to this card from now on. Nothing is charged now.',
  currentCard: 'Current card',
  noCard: 'No card is saved yet.',
  newCard: 'New card',
  save: 'Save card',
  saving: 'Saving card',
  saved: (card: string) => `Card saved: ${card}.`,
  notSaved: (reason: string) => `Card not saved: ${reason}`,
  cancel: 'Cancel',
  close: 'Close',
  cardNumber: 'Card Number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  retry: 'Try Again',
  loadFailed: 'Your card could not be loaded.',
  confirmTitle: 'Confirm your payment',
  confirmIntro: (amount: string) =>
    `Your bank asks you to confirm this payment of ${amount} yourself before it is taken.`,
  confirmWith: 'Paid with',
  confirm: (amount: string) => `Confirm payment of ${amount}`,
  confirming: 'Confirming payment',
  confirmed: 'Payment confirmed. Thank you!',
  notConfirmed: (reason: string) => `Payment not confirmed: ${reason}`,
  testCards:
    'Test mode: 4242 4242 4242 4242 always succeeds; 4000 0027 6000 3184 asks you to confirm each renewal; 4000 0000 0000 0341 is declined at renewal.',
} as const;
