/**
 * Process Payment (03 §2.5): the owner records a payment a member made outside the card flow (cash,
 * cheque or bank transfer at the office) for a membership whose payment is pending. The button's
 * label is the spec's ('Process Payment', in OWNER_MEMBERS_WORDS); the rest is our wording.
 */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'check', 'bank_transfer', 'other'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** The longest note an owner may keep with a recorded payment. */
export const OFFLINE_PAYMENT_NOTE_MAX = 500;

export const OFFLINE_PAYMENT_NOTE_TOO_LONG = `The note must be ${OFFLINE_PAYMENT_NOTE_MAX} characters or fewer.`;
export const OFFLINE_PAYMENT_ALREADY_PAID = 'This membership is already paid; no payment was recorded.';
export const OFFLINE_PAYMENT_FAILED_STATUS =
  "This membership's payment failed; only a pending payment can be recorded here.";
export const OFFLINE_PAYMENT_RECORDED = 'Payment recorded';
export const OFFLINE_PAYMENT_FAILED = 'The payment could not be recorded';

/** The dialog's words. */
export const OFFLINE_PAYMENT_WORDS = {
  title: 'Process Payment',
  intro: 'Record a payment the member made outside the card checkout. The amount is the membership price.',
  amount: 'Amount',
  method: 'Payment method',
  methods: {
    cash: 'Cash',
    check: 'Check',
    bank_transfer: 'Bank transfer',
    other: 'Other',
  } satisfies Record<OfflinePaymentMethod, string>,
  note: 'Note (optional)',
  noteDescription: `Receipt or cheque number, who paid; up to ${OFFLINE_PAYMENT_NOTE_MAX} characters.`,
  confirm: 'Record Payment',
  recording: 'Recording…',
  cancel: 'Cancel',
} as const;

/** The description a recorded payment keeps, as the payment history shows it. */
export const offlinePaymentDescription = (membershipCode: string): string => `Membership ${membershipCode}`;

/** The toast after a recorded payment, naming the amount. */
export const offlinePaymentRecordedMessage = (amount: string): string =>
  `${OFFLINE_PAYMENT_RECORDED}: ${amount}`;
