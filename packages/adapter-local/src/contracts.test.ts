import {
  describeCaptchaVerifierContract,
  describeClockContract,
  describeMailerContract,
  describePasswordHasherContract,
  describeRandomSourceContract,
  describeTokenGeneratorContract,
  FixedClock,
  InMemoryOutboxRepository,
  InMemoryStore,
} from '@camppass/core/testing';
import { Argon2idPasswordHasher } from './argon2id-password-hasher';
import { DevelopmentCaptchaVerifier } from './development-captcha-verifier';
import { NodeCryptoRandomSource, NodeCryptoTokenGenerator, SystemClock } from './node-crypto';
import { OutboxMailer } from './outbox-mailer';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

describePasswordHasherContract(
  'Argon2id (test cost)',
  () => new Argon2idPasswordHasher({ cost: { m: 256, t: 1, p: 1 } }),
);
describePasswordHasherContract(
  'scrypt (test cost)',
  () => new ScryptPasswordHasher({ cost: { logN: 10, r: 8, p: 1 } }),
);
describeClockContract('system clock', () => new SystemClock());
describeRandomSourceContract('Node crypto', () => new NodeCryptoRandomSource());
describeTokenGeneratorContract('Node crypto', () => new NodeCryptoTokenGenerator());
describeCaptchaVerifierContract('development', () => ({
  verifier: new DevelopmentCaptchaVerifier(),
  passingToken: 'dev-ok',
  failingToken: 'not-dev-ok',
}));
describeMailerContract('outbox (in-memory outbox repository)', () => {
  const outbox = new InMemoryOutboxRepository(new InMemoryStore());
  const clock = new FixedClock();
  return {
    mailer: new OutboxMailer(outbox, { now: () => clock.advance({ seconds: 1 }).now() }),
    delivered: async () => {
      const { items } = await outbox.list({ limit: 100, offset: 0 });
      return items.reverse().map(({ id, to, subject, html, text, tags }) => ({
        to,
        subject,
        html,
        text,
        ...(Object.keys(tags).length > 0 ? { tags } : {}),
        messageId: id,
      }));
    },
  };
});
