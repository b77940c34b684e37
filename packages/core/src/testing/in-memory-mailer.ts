import { assertSendableMail, type Mailer, type MailMessage, type SentMail } from '../ports/mailer';
import type { DeliveredMail } from './mailer-contract';

/** Mailer that keeps every message it accepts, in order, for tests to read. */
export class InMemoryMailer implements Mailer {
  readonly sent: DeliveredMail[] = [];

  async send(message: MailMessage): Promise<SentMail> {
    assertSendableMail(message);
    const messageId = `memory-${this.sent.length + 1}`;
    this.sent.push({ ...message, ...(message.tags ? { tags: { ...message.tags } } : {}), messageId });
    return { messageId };
  }

  /** The messages sent to `address`, oldest first. */
  sentTo(address: string): DeliveredMail[] {
    return this.sent.filter((message) => message.to === address);
  }
}
