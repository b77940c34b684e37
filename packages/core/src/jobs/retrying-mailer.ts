import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../ports/clock';
import { assertSendableMail, type Mailer, type MailMessage, type SentMail } from '../ports/mailer';
import type { OutboxRepository } from '../ports/repositories/outbox-repository';
import { deliveryErrorText, nextOutboxAttempt } from './deliver-outbox';

/**
 * A mail service that never loses a message to a passing outage: when the service refuses or cannot
 * be reached, the message is kept in the outbox with its error and the deliver-outbox job sends it
 * again with backoff. Only when the outbox cannot keep it either does `send` throw.
 */
export class RetryingMailer implements Mailer {
  constructor(
    private readonly delivery: Mailer,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    assertSendableMail(message);
    try {
      return await this.delivery.send(message);
    } catch (error) {
      const at = this.clock.now();
      try {
        const kept = await this.outbox.add({ ...message, createdAt: at });
        await this.outbox.markFailed(kept.id, deliveryErrorText(error), at, nextOutboxAttempt(1, at));
        return { messageId: `outbox:${kept.id}` };
      } catch {
        throw error;
      }
    }
  }
}

/** The mail service itself, behind the RetryingMailer: what deliver-outbox hands messages to again. */
export const DELIVERY_MAILER: ServiceIdentifier<Mailer> = Symbol.for('camppass.DeliveryMailer');
