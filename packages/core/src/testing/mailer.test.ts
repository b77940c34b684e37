import { InMemoryMailer } from './in-memory-mailer';
import { describeMailerContract } from './mailer-contract';

describeMailerContract('InMemoryMailer', () => {
  const mailer = new InMemoryMailer();
  return { mailer, delivered: async () => mailer.sent };
});
