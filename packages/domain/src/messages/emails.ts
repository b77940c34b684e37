import { type CalendarDate, formatMMDDYYYY } from '../dates/calendar-date';

// The words of the e-mails a campground sends its members (issue 26): one group per event, each
// saying what happened and what to do next. The platform's own e-mails are in emails-platform.ts.

const days = (count: number): string => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Words every e-mail shares: the greeting, the button's fallback and the footer. */
export const EMAIL_WORDS = {
  greeting: (firstName: string | null | undefined): string =>
    firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,',
  buttonFallback: 'If the button does not work, open this address:',
  visitPage: (campground: string): string => `Visit ${campground}'s page`,
  sentFor: (product: string, campground: string): string => `Sent by ${product} on behalf of ${campground}.`,
  sentBy: (product: string): string => `Sent by ${product}.`,
  logoAlt: (name: string): string => `${name} logo`,
  membershipCode: 'Membership code',
  membership: 'Membership',
  valid: 'Valid',
  validDates: (start: CalendarDate, end: CalendarDate): string =>
    `${formatMMDDYYYY(start)} to ${formatMMDDYYYY(end)}`,
  viewCard: 'View your membership card',
  openDashboard: 'Open your dashboard',
  paymentReference: 'Payment reference',
  refundReference: 'Refund reference',
  amountPaid: 'Amount paid',
  receipt: 'Receipt',
} as const;

export const PURCHASE_RECEIPT_WORDS = {
  subject: (campground: string, code: string): string => `Your membership at ${campground}: ${code}`,
  heading: 'Your membership is ready',
  preview: (campground: string): string => `Your membership at ${campground} is ready.`,
  thanks: (campground: string): string =>
    `Thank you for your purchase. Your membership at ${campground} is ready.`,
  subtotal: 'Subtotal',
  discount: (percent: number): string => `Military discount (${percent}%)`,
  tax: 'Tax',
  platformFee: 'Platform fee',
  processingFee: 'Processing fee',
  total: 'Total paid',
  nextStep:
    'Show your membership code and the e-mail address it was bought with when you check in. Your card is one tap away:',
  dashboardStep: 'Your dashboard lists your memberships, your payments and your documents.',
} as const;

export const WELCOME_WORDS = {
  subject: (campground: string): string => `Welcome to ${campground}: set your password`,
  heading: (campground: string): string => `Welcome to ${campground}`,
  preview: 'Choose a password to see your membership, your card and your payments.',
  created: (product: string, campground: string): string =>
    `Your ${product} account was created with your membership at ${campground}. Choose a password to sign in and see your membership, your digital card and your payments.`,
  action: 'Set your password',
  linkLife: (validDays: number): string =>
    `The link works once and for ${days(validDays)}. After that, use "Forgot password" on the sign-in page.`,
} as const;

/** The "claim your account" e-mail an owner sends to members a file brought in. */
export const CLAIM_ACCOUNT_WORDS = {
  subject: (campground: string): string => `${campground}: claim your member account`,
  heading: (campground: string): string => `Your membership at ${campground} is online`,
  preview: 'Set a password to see your membership and your digital card.',
  moved: (product: string, campground: string): string =>
    `${campground} now keeps its memberships with ${product}, and yours is there. Set a password to sign in and see your membership, your digital card and your renewals.`,
  action: 'Claim your account',
  linkLife: WELCOME_WORDS.linkLife,
} as const;

export const RENEWAL_RECEIPT_WORDS = {
  subject: (campground: string, code: string): string =>
    `Your membership at ${campground} is renewed: ${code}`,
  heading: 'Your membership is renewed',
  preview: (end: CalendarDate): string => `Now valid until ${formatMMDDYYYY(end)}.`,
  renewed: (type: string, code: string, campground: string, end: CalendarDate): string =>
    `Your ${type} membership ${code} at ${campground} is renewed, now valid until ${formatMMDDYYYY(end)}.`,
  nextStep: 'Your card shows the new dates already; nothing else to do.',
} as const;

export const EXTENSION_RECEIPT_WORDS = {
  subject: (campground: string, code: string): string =>
    `Your membership at ${campground} is extended: ${code}`,
  heading: 'Your membership is extended',
  preview: (end: CalendarDate): string => `Now valid until ${formatMMDDYYYY(end)}.`,
  extended: (code: string, campground: string, from: string, to: string, end: CalendarDate): string =>
    `Your membership ${code} at ${campground} was extended from ${from} to ${to}, now valid until ${formatMMDDYYYY(end)}.`,
  nextStep: 'Your card shows the new type and dates already; nothing else to do.',
} as const;

/** What the member can do about a membership that ends soon, as the campground's settings allow. */
export type ReminderNextStep = 'extend' | 'renew' | 'contact';

/**
 * What a reminder tells a member whose membership is still active: extend it when the campground lets
 * members extend (02 §4: extend is offered while active), else renew it once it ends when renewals are
 * on, else ask the campground.
 */
export const reminderNextStep = (settings: {
  readonly allowMemberExtensions?: boolean;
  readonly allowMemberRenewals?: boolean;
}): ReminderNextStep =>
  (settings.allowMemberExtensions ?? true)
    ? 'extend'
    : (settings.allowMemberRenewals ?? true)
      ? 'renew'
      : 'contact';

export const EXPIRATION_REMINDER_WORDS = {
  subject: (campground: string, daysLeft: number): string =>
    daysLeft === 0
      ? `Your membership at ${campground} ends today`
      : `Your membership at ${campground} ends soon`,
  heading: (daysLeft: number): string =>
    daysLeft === 0 ? 'Your membership ends today' : `Your membership ends in ${days(daysLeft)}`,
  ends: (type: string, campground: string, daysLeft: number): string =>
    daysLeft === 0
      ? `Your ${type} membership at ${campground} ends today.`
      : `Your ${type} membership at ${campground} ends in ${days(daysLeft)}.`,
  autoRenews: (date: CalendarDate): string =>
    `It renews automatically on ${formatMMDDYYYY(date)}, with the card you paid with; nothing to do unless you want to change it.`,
  step: {
    extend: 'To keep it going, extend it to a longer membership from your dashboard.',
    renew: 'Once it has ended you can renew it from your dashboard for another term.',
    contact: (campground: string): string => `To keep it going, get in touch with ${campground}.`,
  },
  action: { extend: 'Extend your membership', renew: 'Open your dashboard', contact: 'Open your dashboard' },
} as const;

export const MEMBERSHIP_DETAILS_WORDS = {
  subject: (campground: string): string => `Your membership details at ${campground}`,
  heading: 'Your membership details',
  asked: (campground: string, count: number): string =>
    `You asked for a reminder of your active ${count === 1 ? 'membership' : 'memberships'} at ${campground}.`,
  ignore: 'If you did not ask for this e-mail, you can ignore it.',
} as const;

export const DOCUMENT_REVIEW_WORDS = {
  approvedSubject: (campground: string): string => `Your document was approved by ${campground}`,
  rejectedSubject: (campground: string): string => `${campground} needs a new document from you`,
  approvedHeading: 'Document approved',
  rejectedHeading: 'We need a new document',
  approved: (document: string, campground: string): string =>
    `${campground} checked your ${document} and approved it.`,
  approvedNext: 'Nothing else to do; your dashboard shows the document as approved.',
  rejected: (document: string, campground: string): string =>
    `${campground} checked your ${document} and could not accept it.`,
  note: 'Their note',
  documentName: { selfie: 'selfie', signature: 'signature', 'military-document': 'military document' },
  // Members cannot upload from the dashboard yet: the campground takes the new document.
  howToUpload: (campground: string, contact: string | null): string =>
    `To send a new one, get in touch with ${campground}${contact ? ` (${contact})` : ''}: a clear, well-lit photo or scan in which every corner is visible. Your dashboard shows each document and its status.`,
  action: 'Open your dashboard',
} as const;
