/** The words of memberships that renew themselves (issue 25), on screens and in e-mails. */
export const AUTO_RENEWAL_WORDS = {
  checkbox: 'Renew automatically',
  /** Under the checkbox: when and how much (today's renewal price; the charge takes the price then). */
  checkboxDescription: (amount: string, daysBefore: number) =>
    `Your card is saved and charged ${amount} ${daysBefore} days before this membership ends, to renew it for the same length from its end date. Turn it off any time in My Memberships.`,
  renewsOn: (date: string, amount: string) => `Renews automatically on ${date} for ${amount}`,
  renewalFailed: 'The last renewal payment did not go through. Update your card to keep this membership.',
  confirmNeeded: 'Your bank asks you to confirm the renewal payment.',
  confirmAction: 'Confirm payment',
  working: 'Saving',
  off: 'Does not renew automatically',
  turnOff: 'Turn off',
  turnOn: 'Turn on',
  updateCard: 'Update card',
  cardOnFile: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  turnedOff: 'Automatic renewal is off. Your membership ends on its end date.',
  turnedOn: 'Automatic renewal is on.',
  cardUpdated: 'Your card is updated; the next renewal charges it.',
  confirmTitle: 'Confirm your renewal payment',
  confirmIntro: (amount: string, name: string) =>
    `Your bank asks you to confirm the payment of ${amount} that renews your ${name} membership.`,
  confirmed: 'Payment confirmed. Your membership is renewed.',
  ownerColumn: 'Auto-renewal',
  ownerNextCharge: 'Next charge',
  ownerOn: (date: string) => `On, next charge ${date}`,
  ownerOffer: 'Offer automatic renewal',
  ownerOfferDescription:
    'Members may save a card and have memberships of a month or longer renew themselves. Needs member renewals on and paid.',
} as const;

export const AUTO_RENEWAL_MESSAGES = {
  AUTO_RENEWAL_NOT_OFFERED: 'This campground does not offer automatic renewal for this membership.',
  CARD_REQUIRED: 'Add a card first: choose Update card.',
  NO_PENDING_RENEWAL_PAYMENT: 'There is no renewal payment waiting for you to confirm.',
  RENEWAL_PAYMENT_NOT_CONFIRMED:
    'The payment is not confirmed yet. Please finish the steps your bank asks for.',
  CARD_NOT_SAVED: 'The card could not be saved. Please try again.',
} as const;

/** E-mails of automatic renewal. */
export const AUTO_RENEWAL_EMAILS = {
  receiptSubject: (campground: string) => `Your membership at ${campground} renewed`,
  receiptIntro: (name: string, campground: string, amount: string) =>
    `Your ${name} membership at ${campground} renewed automatically. We charged ${amount} to your saved card.`,
  confirmSubject: (campground: string) => `Confirm your membership renewal at ${campground}`,
  confirmIntro: (name: string, amount: string) =>
    `Your bank asks you to confirm the payment of ${amount} that renews your ${name} membership.`,
  confirmAction: 'Confirm the payment',
  declinedSubject: (campground: string) => `We could not renew your membership at ${campground}`,
  declinedRetry: (name: string, reason: string, nextTry: string) =>
    `Your card was declined when we tried to renew your ${name} membership (${reason}). We will try again on ${nextTry}. Update your card to keep your membership.`,
  declinedFinal: (name: string, reason: string, endDate: string) =>
    `Your card was declined again when we tried to renew your ${name} membership (${reason}). We will not try again: your membership ends on ${endDate}. You can renew it by hand in My Memberships.`,
  updateCardAction: 'Update your card',
  renewalDate: 'Renewed until',
  reminderRenewsOn: (date: string) => `It will renew automatically on ${date}; nothing to do.`,
} as const;
