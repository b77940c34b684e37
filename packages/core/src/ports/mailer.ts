import type { ServiceIdentifier } from 'inversify';

export interface MailMessage {
  /** One recipient address. */
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  /** The plain-text alternative of `html`; every message carries both. */
  readonly text: string;
  /** Labels for delivery reports (e.g. `{ kind: 'password-reset' }`): letters, digits, `_` and `-`. */
  readonly tags?: Readonly<Record<string, string>>;
}

export interface SentMail {
  /** The identifier the mail service gave the message. */
  readonly messageId: string;
}

/**
 * Sends transactional e-mail (password resets, invitations, receipts, reminders). The sender address is
 * the adapter's configuration, never the caller's. A message that breaks {@link assertSendableMail}
 * is a bug and is rejected; an unreachable mail service throws.
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export const MAILER: ServiceIdentifier<Mailer> = Symbol.for('camppass.Mailer');

/** The mail service itself, behind the RetryingMailer: what deliver-outbox hands messages to again. */
export const DELIVERY_MAILER: ServiceIdentifier<Mailer> = Symbol.for('camppass.DeliveryMailer');

// Deliberately loose: the domain validates addresses with the spec's rules before a use case sends.
const ADDRESS_PATTERN = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const TAG_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * Rejects what no mail service should be handed: a missing or malformed single recipient, line breaks in
 * the subject (header injection), an empty body, and tags SES would refuse.
 */
export function assertSendableMail(message: MailMessage): void {
  if (!ADDRESS_PATTERN.test(message.to))
    throw new RangeError(`Invalid recipient: ${JSON.stringify(message.to)}`);
  if (message.subject.trim() === '' || /[\r\n]/.test(message.subject)) {
    throw new RangeError('The subject must be one non-empty line');
  }
  if (message.html.trim() === '' || message.text.trim() === '') {
    throw new RangeError('A message needs both an HTML and a text body');
  }
  for (const [name, value] of Object.entries(message.tags ?? {})) {
    if (!TAG_PATTERN.test(name) || !TAG_PATTERN.test(value)) {
      throw new RangeError(`Invalid tag ${JSON.stringify(name)}=${JSON.stringify(value)}`);
    }
  }
}
