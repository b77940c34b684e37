import { OutboxMailer } from '@camppass/adapter-local';
import { CLOCK, MAILER, OUTBOX_REPOSITORY } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';

/** E-mail: the database outbox (shown at /dev/mailbox) unless SES is configured. */
export const mailModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    if (config.ses) {
      throw new Error('Amazon SES delivery is configured but its adapter is not available in this build.');
    }
    bind(MAILER)
      .toResolvedValue((outbox, clock) => new OutboxMailer(outbox, clock), [OUTBOX_REPOSITORY, CLOCK])
      .inSingletonScope();
  });
