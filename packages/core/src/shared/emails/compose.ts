import { EMAIL_WORDS } from '@camppass/domain';
import type { EmailBlock, EmailDocument, EmailRenderer } from '../../ports/email-renderer';
import type { Mailer } from '../../ports/mailer';

/** An e-mail's three texts; the Mailer adds sender and recipient. */
export interface EmailContent {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Header-safe: a subject is one line whatever the data holds. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

export const rows = (entries: readonly (readonly [string, string])[], title?: string): EmailBlock => ({
  kind: 'rows',
  rows: entries,
  ...(title ? { title } : {}),
});

export const action = (label: string, url: string): EmailBlock => ({
  kind: 'action',
  label,
  url,
  fallback: EMAIL_WORDS.buttonFallback,
});

export const link = (label: string, url: string): EmailBlock => ({ kind: 'link', label, url });

export const quote = (label: string, text: string): EmailBlock => ({ kind: 'quote', label, text });

export const greeting = (firstName: string | null | undefined): EmailBlock =>
  paragraph(EMAIL_WORDS.greeting(firstName));

/** The e-mail laid out by the renderer, its subject kept to one line. */
export const renderEmail = async (renderer: EmailRenderer, email: EmailDocument): Promise<EmailContent> => {
  const subject = oneLine(email.subject);
  const rendered = await renderer.render({ ...email, subject });
  return { subject, html: rendered.html, text: rendered.text };
};

/** Renders `email` and hands it to the mailer for `to`. */
export const sendEmail = async (
  ports: { readonly mailer: Mailer; readonly emailRenderer: EmailRenderer },
  to: string,
  email: EmailDocument,
  kind: string,
): Promise<void> => {
  const content = await renderEmail(ports.emailRenderer, email);
  await ports.mailer.send({ to, ...content, tags: { kind } });
};
