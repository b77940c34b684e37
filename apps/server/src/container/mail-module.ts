import { OutboxMailer } from '@camppass/adapter-local';
import { ReactEmailRenderer } from '@camppass/adapter-react-email';
import { SesMailer } from '@camppass/adapter-ses';
import { CLOCK, DELIVERY_MAILER, EMAIL_RENDERER, MAILER, OUTBOX_REPOSITORY } from '@camppass/core';
import { RetryingMailer } from '@camppass/core/jobs/retrying-mailer';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';

/**
 * E-mail: the database outbox (shown at /dev/mailbox) unless SES is configured; then SES, with what
 * it refuses kept in the outbox for the deliver-outbox job to retry. Every mode lays e-mails out alike.
 */
export const mailModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(EMAIL_RENDERER).toConstantValue(new ReactEmailRenderer());
    if (config.ses) {
      const ses = new SesMailer({ region: config.ses.region, from: config.ses.mailFrom });
      bind(DELIVERY_MAILER).toConstantValue(ses);
      bind(MAILER)
        .toResolvedValue(
          (outbox, clock) => new RetryingMailer({ deliveryMailer: ses, repos: { outbox }, clock }),
          [OUTBOX_REPOSITORY, CLOCK],
        )
        .inSingletonScope();
      return;
    }
    bind(MAILER)
      .toResolvedValue((outbox, clock) => new OutboxMailer(outbox, clock), [OUTBOX_REPOSITORY, CLOCK])
      .inSingletonScope();
  });
