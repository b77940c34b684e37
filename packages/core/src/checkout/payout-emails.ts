import { formatMMDDYYYY, formatUsd, payoutFailedSubject, todayInZone } from '@camppass/domain';
import type { Payout } from '../ports/payment-gateway';
import { type EmailContent, escapeHtml, greeting, oneLine } from '../shared/email-templates';

/** Sent to each owner of a campground when a payout to its bank account failed. */
export const payoutFailedEmail = (input: {
  readonly product: string;
  readonly firstName: string | null;
  readonly campgroundName: string;
  readonly timeZone: string;
  readonly payout: Payout;
  readonly dashboardUrl: string;
}): EmailContent => {
  const amount = formatUsd(input.payout.amountCents);
  const lines = [
    greeting(input.firstName),
    `A payout of ${amount} from ${input.product} to ${input.campgroundName}'s bank account failed, so the money did not arrive.`,
    `Reason given by the bank or payment processor: ${input.payout.failureMessage ?? 'none given'}.`,
    'The money stays in the campground’s balance. Check the bank details of the payout account; the next payout is sent once they are right.',
  ];
  const rows: [string, string][] = [
    ['Payout', input.payout.id],
    ['Amount', amount],
    ['Expected on', formatMMDDYYYY(todayInZone(input.payout.arrivalDate, input.timeZone))],
  ];
  const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return {
    subject: oneLine(payoutFailedSubject(input.campgroundName)),
    html: [
      '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
      `<h1 style="font-size:20px">${escapeHtml(input.product)}</h1>`,
      paragraphs(lines.slice(0, 3)),
      `<table style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#64748B">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      paragraphs(lines.slice(3)),
      `<p><a href="${escapeHtml(input.dashboardUrl)}">Open your dashboard</a></p>`,
      '</body></html>',
    ].join(''),
    text: [
      ...lines.slice(0, 3),
      rows.map(([l, v]) => `${l}: ${v}`).join('\n'),
      ...lines.slice(3),
      `Open your dashboard: ${input.dashboardUrl}`,
    ].join('\n\n'),
  };
};
