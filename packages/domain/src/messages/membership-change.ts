/**
 * The words of the Renew and Extend dialogs that 02 §2 leaves open (it names the steps: choose,
 * payment, completion). The spec's own messages are in `./member` and `../membership/messages`.
 */
export const MEMBERSHIP_CHANGE_WORDS = {
  renew: 'Renew',
  extend: 'Extend',
  renewTitle: (name: string) => `Renew ${name}`,
  extendTitle: (name: string) => `Extend ${name}`,
  chooseType: 'New membership type',
  startDate: 'Start date',
  continueToPayment: 'Continue to Payment',
  preparingPayment: 'Preparing payment',
  back: 'Back',
  cancel: 'Cancel',
  done: 'Done',
  newPeriod: 'New dates',
  sameAsProfile: 'Use the details of my profile for billing',
  freeExtension: 'Nothing to pay: the new type costs no more than your current one.',
  confirmExtension: 'Confirm Extension',
  confirming: 'Applying the change',
  loadingTypes: 'Loading membership types',
  renewedTitle: 'Membership renewed',
  extendedTitle: 'Membership extended',
  typeOption: (name: string, duration: string) => `${name} · ${duration}`,
  /** A choice as the server priced it, before payment: the total charged, the price in it, the end. */
  choiceOutcome: (total: string, price: string, endDate: string) =>
    `You pay ${total} (${price} plus fees), ends ${endDate}`,
  choiceFreeOutcome: (endDate: string) => `Nothing to pay, ends ${endDate}`,
  quoting: 'Working out the price',
} as const;
