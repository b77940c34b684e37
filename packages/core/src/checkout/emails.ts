import {
  AUTO_RENEWAL_EMAILS,
  type CalendarDate,
  type FeeBreakdown,
  formatMMDDYYYY,
  formatUsd,
} from '@camppass/domain';
import { type EmailContent, escapeHtml, greeting, oneLine } from '../shared/email-templates';

type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'rows'; readonly rows: readonly (readonly [string, string])[] }
  | { readonly kind: 'action'; readonly label: string; readonly url: string };

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const rows = (entries: readonly (readonly [string, string])[]): Block => ({
  kind: 'rows',
  rows: entries,
});

const blockHtml = (block: Block): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'rows':
      return `<table style="border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#64748B">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'action':
      return `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 16px;background:#3B82F6;color:#FFFFFF;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p><p style="font-size:12px;color:#64748B">If the button does not work, open this address: ${escapeHtml(block.url)}</p>`;
  }
};

const blockText = (block: Block): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'action':
      return `${block.label}: ${block.url}`;
  }
};

export const compose = (product: string, subject: string, blocks: readonly Block[]): EmailContent => ({
  subject: oneLine(subject),
  html: [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(product)}</h1>`,
    ...blocks.map(blockHtml),
    '</body></html>',
  ].join(''),
  text: blocks.map(blockText).join('\n\n'),
});

export interface MembershipSummary {
  readonly membershipCode: string;
  readonly typeName: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
}

const dates = (m: MembershipSummary) => `${formatMMDDYYYY(m.startDate)} to ${formatMMDDYYYY(m.endDate)}`;

const membershipRows = (m: MembershipSummary): Block =>
  rows([
    ['Membership code', m.membershipCode],
    ['Membership', m.typeName],
    ['Valid', dates(m)],
  ]);

/** Sent when a purchase created the buyer's account: the way in is a set-password link. */
export const welcomeEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly link: string;
  readonly linkValidDays: number;
}): EmailContent =>
  compose(input.product, `Welcome to ${input.product}: set your password`, [
    paragraph(greeting(input.firstName)),
    paragraph(
      `Your ${input.product} account was created with your membership at ${input.campgroundName}. Choose a password to sign in and see your membership, your digital card and your payments.`,
    ),
    { kind: 'action', label: 'Set your password', url: input.link },
    paragraph(
      `The link works once and for ${input.linkValidDays} days. After that, use "Forgot password" on the sign-in page.`,
    ),
  ]);

/** The purchase receipt with the price breakdown of 04 §3. */
export const purchaseReceiptEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly membership: MembershipSummary;
  readonly fees: FeeBreakdown;
  readonly paymentId: string;
}): EmailContent => {
  const { fees } = input;
  const breakdown: [string, string][] = [['Subtotal', formatUsd(fees.subtotal)]];
  if (fees.discount > 0)
    breakdown.push([`Military discount (${fees.discountPercentage}%)`, `-${formatUsd(fees.discount)}`]);
  breakdown.push(
    ['Tax', formatUsd(fees.tax)],
    ['Platform fee', formatUsd(fees.platformFee)],
    ['Processing fee', formatUsd(fees.processingFee)],
    ['Total paid', formatUsd(fees.total)],
  );
  return compose(
    input.product,
    `Your membership at ${input.campgroundName}: ${input.membership.membershipCode}`,
    [
      paragraph(greeting(input.firstName)),
      paragraph(`Thank you for your purchase. Your membership at ${input.campgroundName} is ready.`),
      membershipRows(input.membership),
      paragraph('Receipt'),
      rows([...breakdown, ['Payment reference', input.paymentId]]),
      paragraph('Show your membership code and the e-mail address it was bought with when you check in.'),
    ],
  );
};

/** send-membership-email: the member's active memberships at one campground. */
export const membershipReminderEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly memberships: readonly MembershipSummary[];
}): EmailContent =>
  compose(input.product, `Your membership details at ${input.campgroundName}`, [
    paragraph(greeting(input.firstName)),
    paragraph(
      `You asked for a reminder of your active ${input.memberships.length === 1 ? 'membership' : 'memberships'} at ${input.campgroundName}.`,
    ),
    ...input.memberships.map(membershipRows),
    paragraph('If you did not ask for this e-mail, you can ignore it.'),
  ]);

/** Sent ahead of a membership's last day, when the campground's settings ask for reminders (03 §3). */
export const expirationReminderEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly membership: MembershipSummary;
  readonly daysLeft: number;
  readonly dashboardUrl: string;
  /** The charge date of a membership that renews itself: it says so instead of "renew now". */
  readonly autoRenewsOn?: CalendarDate | null;
}): EmailContent =>
  compose(input.product, `Your membership at ${input.campgroundName} ends soon`, [
    paragraph(greeting(input.firstName)),
    paragraph(
      input.daysLeft === 0
        ? `Your membership at ${input.campgroundName} ends today.`
        : `Your membership at ${input.campgroundName} ends in ${input.daysLeft} ${input.daysLeft === 1 ? 'day' : 'days'}.`,
    ),
    membershipRows(input.membership),
    input.autoRenewsOn
      ? paragraph(AUTO_RENEWAL_EMAILS.reminderRenewsOn(formatMMDDYYYY(input.autoRenewsOn)))
      : { kind: 'action', label: 'Renew your membership', url: input.dashboardUrl },
  ]);

/** The renewal or extension a refunded payment was for. */
export interface RefundedChange {
  readonly kind: 'renewal' | 'extension';
  readonly membershipCode: string;
  /** The type the membership would have had: the same one for a renewal, the longer one for an extension. */
  readonly typeName: string;
}

/** What the refunded payment was for, in the words of the subject and the first line. */
const refundedWhat = (campgroundName: string, change: RefundedChange | null | undefined) => {
  if (!change) {
    return {
      subject: `Your payment to ${campgroundName} was refunded`,
      failed: `We could not issue your membership at ${campgroundName}.`,
      refunded: 'Your payment was refunded in full.',
    };
  }
  const failed =
    change.kind === 'renewal'
      ? `We could not renew your ${change.typeName} membership ${change.membershipCode} at ${campgroundName}.`
      : `We could not extend your membership ${change.membershipCode} at ${campgroundName} to ${change.typeName}.`;
  return {
    subject: `Your ${change.kind} payment to ${campgroundName} was refunded`,
    failed,
    refunded: `Your ${change.kind} payment was refunded in full, and your membership stays as it was.`,
  };
};

/**
 * Sent once when a paid checkout could not be fulfilled and its payment was refunded: a purchase that
 * could not become a membership, or (with `change`) a renewal or extension that could not be applied.
 */
export const purchaseRefundEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  /** Why it could not be done (the purchase's eligibility message, or the change's refusal). */
  readonly reason: string;
  readonly amountCents: number;
  readonly paymentId: string;
  readonly refundId: string;
  /** The renewal or extension paid for; absent for a purchase. */
  readonly change?: RefundedChange | null;
}): EmailContent => {
  const what = refundedWhat(input.campgroundName, input.change);
  return compose(input.product, what.subject, [
    paragraph(greeting(input.firstName)),
    paragraph(`${what.failed} ${input.reason}`),
    paragraph(`${what.refunded} The refund reaches your card within 5 to 10 business days.`),
    rows([
      ['Amount refunded', formatUsd(input.amountCents)],
      ['Payment reference', input.paymentId],
      ['Refund reference', input.refundId],
    ]),
  ]);
};
