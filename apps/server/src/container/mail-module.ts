import { OutboxMailer } from '@camppass/adapter-local';
import { SesMailer } from '@camppass/adapter-ses';
import { CLOCK, MAILER, OUTBOX_REPOSITORY } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';

/** E-mail: the database outbox (shown at /dev/mailbox) unless SES is configured. */
export const mailModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    if (config.ses) {
      bind(MAILER).toConstantValue(new SesMailer({ region: config.ses.region, from: config.ses.mailFrom }));
      return;
    }
    bind(MAILER)
      .toResolvedValue((outbox, clock) => new OutboxMailer(outbox, clock), [OUTBOX_REPOSITORY, CLOCK])
      .inSingletonScope();
  });
