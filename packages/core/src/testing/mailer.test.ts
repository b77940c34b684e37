import { describeEmailRendererContract } from './email-renderer-contract';
import { InMemoryMailer } from './in-memory-mailer';
import { describeMailerContract } from './mailer-contract';
import { TextEmailRenderer } from './text-email-renderer';

describeMailerContract('InMemoryMailer', () => {
  const mailer = new InMemoryMailer();
  return { mailer, delivered: async () => mailer.sent };
});

describeEmailRendererContract('TextEmailRenderer', () => new TextEmailRenderer());
