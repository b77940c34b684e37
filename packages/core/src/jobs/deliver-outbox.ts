import type { CorePorts } from '../ports/core-ports';
import type { OutboxMessageRecord } from '../ports/repositories/outbox-repository';

/** After this many failed attempts a message stays in the outbox with its last error, for support. */
export const OUTBOX_MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 6 * 3600;

/** Exponential backoff: 1, 2, 4 ... minutes after the 1st, 2nd, 3rd failure, at most 6 hours. */
export const outboxRetryDelaySeconds = (failedAttempts: number): number =>
  Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, failedAttempts - 1));

export const nextOutboxAttempt = (failedAttempts: number, at: Date): Date | null =>
  failedAttempts >= OUTBOX_MAX_ATTEMPTS
    ? null
    : new Date(at.getTime() + outboxRetryDelaySeconds(failedAttempts) * 1000);

export interface OutboxDeliveryReport {
  readonly sent: number;
  readonly failed: number;
}

const messageOf = ({ to, subject, html, text, tags }: OutboxMessageRecord) => ({
  to,
  subject,
  html,
  text,
  ...(Object.keys(tags).length > 0 ? { tags } : {}),
});

/** The error kept with a failed attempt, one bounded line. */
export const deliveryErrorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'delivery failed';

/**
 * deliver-outbox: hands the messages whose delivery failed earlier to the mail service again, each when
 * its backoff has passed. A message is marked sent only after the service took it, so a run cut short
 * sends it again at worst, never loses it. Where no mail service delivers (`deliveryMailer` null: the
 * outbox is the development mailbox) it leaves every message where it is.
 */
export class DeliverOutbox {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'deliveryMailer' | 'clock'>) {}

  async execute(input: { readonly limit?: number } = {}): Promise<OutboxDeliveryReport> {
    const report = { sent: 0, failed: 0 };
    const { repos, deliveryMailer, clock } = this.ports;
    if (deliveryMailer === null) return report;
    const due = await repos.outbox.listDue(clock.now(), OUTBOX_MAX_ATTEMPTS, input.limit ?? 100);
    for (const message of due) {
      try {
        await deliveryMailer.send(messageOf(message));
        await repos.outbox.markSent(message.id, clock.now());
        report.sent += 1;
      } catch (error) {
        const at = clock.now();
        await repos.outbox.markFailed(
          message.id,
          deliveryErrorText(error),
          at,
          nextOutboxAttempt(message.attempts + 1, at),
        );
        report.failed += 1;
      }
    }
    return report;
  }
}
