import type { CorePorts } from '../ports/core-ports';
import { assertSendableMail, type Mailer, type MailMessage, type SentMail } from '../ports/mailer';
import type { Repositories } from '../ports/unit-of-work';
import { deliveryErrorText, nextOutboxAttempt } from './deliver-outbox';

/**
 * A mail service that never loses a message to a passing outage: when the service refuses or cannot
 * be reached, the message is kept in the outbox with its error and the deliver-outbox job sends it
 * again with backoff. Only when the outbox cannot keep it either does `send` throw.
 *
 * It is the core ports' `mailer` where a mail service delivers, so it is built before them, from the
 * mail service itself (`deliveryMailer`), the outbox and the clock.
 */
export class RetryingMailer implements Mailer {
  constructor(
    private readonly ports: Pick<CorePorts, 'clock'> & {
      readonly deliveryMailer: Mailer;
      readonly repos: Pick<Repositories, 'outbox'>;
    },
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    assertSendableMail(message);
    const { deliveryMailer, repos, clock } = this.ports;
    try {
      return await deliveryMailer.send(message);
    } catch (error) {
      const at = clock.now();
      try {
        const kept = await repos.outbox.add({ ...message, createdAt: at });
        await repos.outbox.markFailed(kept.id, deliveryErrorText(error), at, nextOutboxAttempt(1, at));
        return { messageId: `outbox:${kept.id}` };
      } catch {
        throw error;
      }
    }
  }
}
