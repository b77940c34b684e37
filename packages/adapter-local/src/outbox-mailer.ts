import {
  assertSendableMail,
  type Clock,
  type Mailer,
  type MailMessage,
  type OutboxRepository,
  type SentMail,
} from '@camppass/core';

/**
 * Keeps every message in the database outbox instead of delivering it: on one machine the
 * development mailbox (`/dev/mailbox`) shows them; the outbox id is the message id.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    assertSendableMail(message);
    const stored = await this.outbox.add({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.tags ? { tags: message.tags } : {}),
      createdAt: this.clock.now(),
    });
    return { messageId: stored.id };
  }
}
