import {
  type CalendarDate,
  CLAIM_ACCOUNT_WORDS,
  DOCUMENT_REVIEW_WORDS,
  EMAIL_WORDS,
  EXPIRATION_REMINDER_WORDS,
  EXTENSION_RECEIPT_WORDS,
  type FeeBreakdown,
  formatUsd,
  MEMBERSHIP_DETAILS_WORDS,
  PURCHASE_RECEIPT_WORDS,
  RENEWAL_RECEIPT_WORDS,
  type ReminderNextStep,
  WELCOME_WORDS,
} from '@camppass/domain';
import type { EmailBlock, EmailBrand, EmailDocument } from '../../ports/email-renderer';
import { action, greeting, link, paragraph, quote, rows } from './compose';

// One template per event of a member's membership, each in the campground's brand: what happened,
// then what to do next with a button to the right place.

export interface MembershipSummary {
  readonly membershipCode: string;
  readonly typeName: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
}

/** Where a membership's e-mails send the member: its card (the public status page) and the dashboard. */
export interface MemberLinks {
  readonly cardUrl: string;
  readonly dashboardUrl: string;
}

interface ToMember {
  readonly brand: EmailBrand;
  readonly firstName: string | null;
}

const membershipRows = (m: MembershipSummary): EmailBlock =>
  rows([
    [EMAIL_WORDS.membershipCode, m.membershipCode],
    [EMAIL_WORDS.membership, m.typeName],
    [EMAIL_WORDS.valid, EMAIL_WORDS.validDates(m.startDate, m.endDate)],
  ]);

export const feeRows = (fees: FeeBreakdown): [string, string][] => {
  const words = PURCHASE_RECEIPT_WORDS;
  return [
    [words.subtotal, formatUsd(fees.subtotal)],
    ...(fees.discount > 0
      ? [[words.discount(fees.discountPercentage), `-${formatUsd(fees.discount)}`] as [string, string]]
      : []),
    [words.tax, formatUsd(fees.tax)],
    [words.platformFee, formatUsd(fees.platformFee)],
    [words.processingFee, formatUsd(fees.processingFee)],
    [words.total, formatUsd(fees.total)],
  ];
};

/** The purchase receipt with the price breakdown of 04 §3, and the way to the card and the dashboard. */
export const purchaseReceiptEmail = (
  input: ToMember & {
    readonly membership: MembershipSummary;
    readonly fees: FeeBreakdown;
    readonly paymentId: string;
    readonly links: MemberLinks;
  },
): EmailDocument => {
  const campground = input.brand.name;
  const words = PURCHASE_RECEIPT_WORDS;
  return {
    brand: input.brand,
    subject: words.subject(campground, input.membership.membershipCode),
    preview: words.preview(campground),
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(words.thanks(campground)),
      membershipRows(input.membership),
      paragraph(words.nextStep),
      action(EMAIL_WORDS.viewCard, input.links.cardUrl),
      rows([...feeRows(input.fees), [EMAIL_WORDS.paymentReference, input.paymentId]], EMAIL_WORDS.receipt),
      paragraph(words.dashboardStep),
      link(EMAIL_WORDS.openDashboard, input.links.dashboardUrl),
    ],
  };
};

/** The words of an e-mail whose one action is a set-password link. */
interface SetPasswordWords {
  readonly subject: (campground: string) => string;
  readonly preview: string;
  readonly heading: (campground: string) => string;
  readonly body: (product: string, campground: string) => string;
  readonly action: string;
  readonly linkLife: (validDays: number) => string;
}

type SetPasswordInput = ToMember & {
  readonly product: string;
  readonly link: string;
  readonly linkValidDays: number;
};

const setPasswordEmail = (words: SetPasswordWords, input: SetPasswordInput): EmailDocument => ({
  brand: input.brand,
  subject: words.subject(input.brand.name),
  preview: words.preview,
  heading: words.heading(input.brand.name),
  blocks: [
    greeting(input.firstName),
    paragraph(words.body(input.product, input.brand.name)),
    action(words.action, input.link),
    paragraph(words.linkLife(input.linkValidDays)),
  ],
});

/** The welcome of an account a purchase created, with its set-password link. */
export const welcomeEmail = (input: SetPasswordInput): EmailDocument =>
  setPasswordEmail({ ...WELCOME_WORDS, body: WELCOME_WORDS.created }, input);

/** The link that lets a member a file brought in set a password ("claim your account"). */
export const claimAccountEmail = (input: SetPasswordInput): EmailDocument =>
  setPasswordEmail({ ...CLAIM_ACCOUNT_WORDS, body: CLAIM_ACCOUNT_WORDS.moved }, input);

/** A paid (or free) renewal or extension applied to the member's membership. */
export interface MembershipChangeReceipt extends ToMember {
  readonly membership: MembershipSummary;
  readonly amountCents: number;
  /** Empty when nothing was paid. */
  readonly paymentId: string;
  readonly links: MemberLinks;
}

const paidRows = (input: MembershipChangeReceipt): EmailBlock[] =>
  input.paymentId === ''
    ? []
    : [
        rows(
          [
            [EMAIL_WORDS.amountPaid, formatUsd(input.amountCents)],
            [EMAIL_WORDS.paymentReference, input.paymentId],
          ],
          EMAIL_WORDS.receipt,
        ),
      ];

export const renewalReceiptEmail = (input: MembershipChangeReceipt): EmailDocument => {
  const { membership: m, brand } = input;
  const words = RENEWAL_RECEIPT_WORDS;
  return {
    brand,
    subject: words.subject(brand.name, m.membershipCode),
    preview: words.preview(m.endDate),
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(words.renewed(m.typeName, m.membershipCode, brand.name, m.endDate)),
      membershipRows(m),
      paragraph(words.nextStep),
      action(EMAIL_WORDS.viewCard, input.links.cardUrl),
      ...paidRows(input),
      link(EMAIL_WORDS.openDashboard, input.links.dashboardUrl),
    ],
  };
};

/** "extended from Weekly to Monthly, now valid until …" */
export const extensionReceiptEmail = (
  input: MembershipChangeReceipt & { readonly fromTypeName: string },
): EmailDocument => {
  const { membership: m, brand } = input;
  const words = EXTENSION_RECEIPT_WORDS;
  return {
    brand,
    subject: words.subject(brand.name, m.membershipCode),
    preview: words.preview(m.endDate),
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(words.extended(m.membershipCode, brand.name, input.fromTypeName, m.typeName, m.endDate)),
      membershipRows(m),
      paragraph(words.nextStep),
      action(EMAIL_WORDS.viewCard, input.links.cardUrl),
      ...paidRows(input),
      link(EMAIL_WORDS.openDashboard, input.links.dashboardUrl),
    ],
  };
};

/**
 * Sent ahead of a membership's last day (03 §3): extend or renew as the campground allows, and the
 * date it renews by itself when it will.
 */
export const expirationReminderEmail = (
  input: ToMember & {
    readonly membership: MembershipSummary;
    readonly daysLeft: number;
    readonly nextStep: ReminderNextStep;
    /** The day it renews automatically, when it will; absent otherwise. */
    readonly autoRenewsOn?: CalendarDate | null;
    readonly dashboardUrl: string;
  },
): EmailDocument => {
  const words = EXPIRATION_REMINDER_WORDS;
  const { brand, membership } = input;
  const step = input.autoRenewsOn
    ? paragraph(words.autoRenews(input.autoRenewsOn))
    : paragraph(input.nextStep === 'contact' ? words.step.contact(brand.name) : words.step[input.nextStep]);
  return {
    brand,
    subject: words.subject(brand.name, input.daysLeft),
    preview: words.ends(membership.typeName, brand.name, input.daysLeft),
    heading: words.heading(input.daysLeft),
    blocks: [
      greeting(input.firstName),
      paragraph(words.ends(membership.typeName, brand.name, input.daysLeft)),
      membershipRows(membership),
      step,
      action(
        input.autoRenewsOn ? EMAIL_WORDS.openDashboard : words.action[input.nextStep],
        input.dashboardUrl,
      ),
    ],
  };
};

/** send-membership-email: the member's active memberships at one campground. */
export const membershipDetailsEmail = (
  input: ToMember & { readonly memberships: readonly MembershipSummary[]; readonly dashboardUrl: string },
): EmailDocument => {
  const words = MEMBERSHIP_DETAILS_WORDS;
  return {
    brand: input.brand,
    subject: words.subject(input.brand.name),
    preview: words.asked(input.brand.name, input.memberships.length),
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(words.asked(input.brand.name, input.memberships.length)),
      ...input.memberships.map(membershipRows),
      action(EMAIL_WORDS.openDashboard, input.dashboardUrl),
      paragraph(words.ignore),
    ],
  };
};

export type ReviewedDocumentKind = keyof typeof DOCUMENT_REVIEW_WORDS.documentName;

/** An owner's decision on one of the member's documents: approved, or rejected with the owner's note. */
export const documentReviewedEmail = (
  input: ToMember & {
    readonly decision: 'approved' | 'rejected';
    readonly documentKind: ReviewedDocumentKind;
    readonly notes: string | null;
    /** How the campground can be reached for a new document (its e-mail or phone), if it says. */
    readonly contact: string | null;
    readonly dashboardUrl: string;
  },
): EmailDocument => {
  const words = DOCUMENT_REVIEW_WORDS;
  const document = words.documentName[input.documentKind];
  const campground = input.brand.name;
  const note = input.notes ? [quote(words.note, input.notes)] : [];
  if (input.decision === 'approved')
    return {
      brand: input.brand,
      subject: words.approvedSubject(campground),
      preview: words.approved(document, campground),
      heading: words.approvedHeading,
      blocks: [
        greeting(input.firstName),
        paragraph(words.approved(document, campground)),
        ...note,
        paragraph(words.approvedNext),
        action(words.action, input.dashboardUrl),
      ],
    };
  return {
    brand: input.brand,
    subject: words.rejectedSubject(campground),
    preview: words.rejected(document, campground),
    heading: words.rejectedHeading,
    blocks: [
      greeting(input.firstName),
      paragraph(words.rejected(document, campground)),
      ...note,
      paragraph(words.howToUpload(campground, input.contact)),
      action(words.action, input.dashboardUrl),
    ],
  };
};
