/** An e-mail's three texts; the Mailer adds sender and recipient. */
export interface EmailContent {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const layout = (
  product: string,
  paragraphs: readonly string[],
  action: { label: string; url: string },
): string =>
  [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(product)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#3B82F6;color:#FFFFFF;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#64748B">If the button does not work, open this address: ${escapeHtml(action.url)}</p>`,
    '</body></html>',
  ].join('');

/** Header-safe: a subject is one line whatever the data holds. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const greeting = (firstName: string | null | undefined): string =>
  firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

export const passwordResetEmail = (input: {
  readonly product: string;
  readonly firstName?: string | null;
  readonly link: string;
}): EmailContent => {
  const lines = [
    greeting(input.firstName),
    `Someone asked to reset the password of your ${input.product} account. Use the link below within 1 hour to choose a new password. It works once.`,
    'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  ];
  return {
    subject: oneLine(`Reset your ${input.product} password`),
    html: layout(input.product, lines, { label: 'Set a new password', url: input.link }),
    text: [...lines, '', input.link].join('\n'),
  };
};

export const ownerInvitationEmail = (input: {
  readonly product: string;
  readonly firstName?: string | null;
  readonly campgroundName: string;
  readonly link: string;
  readonly expiresAt: Date;
}): EmailContent => {
  const until = input.expiresAt.toISOString().slice(0, 10);
  const lines = [
    greeting(input.firstName),
    `You have been invited to manage ${input.campgroundName} on ${input.product} as its owner.`,
    `Open the link below to choose your password and activate your account. The link works once and expires on ${until} (UTC).`,
  ];
  return {
    subject: oneLine(`You're invited to manage ${input.campgroundName} on ${input.product}`),
    html: layout(input.product, lines, { label: 'Activate your owner account', url: input.link }),
    text: [...lines, '', input.link].join('\n'),
  };
};
