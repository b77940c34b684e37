import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../ports/mailer';

export interface DeliveredMail extends MailMessage {
  readonly messageId: string;
}

export interface MailerHarness {
  readonly mailer: Mailer;
  /** What reached the mail service (or the outbox), oldest first, read back through the service's side. */
  delivered(): Promise<readonly DeliveredMail[]>;
  close?(): Promise<void>;
}

const aMessage = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'member@camppass.test',
  subject: 'Reset your CampPass password',
  html: '<p>Open <a href="https://camppass.test/auth/reset-password?type=recovery&amp;code=abc">this link</a>.</p>',
  text: 'Open https://camppass.test/auth/reset-password?type=recovery&code=abc',
  ...overrides,
});

/** The behaviour every Mailer adapter shares; run it against each adapter and the fake. */
export function describeMailerContract(
  label: string,
  factory: () => MailerHarness | Promise<MailerHarness>,
): void {
  describe(`Mailer contract: ${label}`, () => {
    let harness: MailerHarness;

    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.close?.();
    });

    it('delivers recipient, subject, both bodies and tags under the returned message id', async () => {
      const message = aMessage({ tags: { kind: 'password-reset', campground: 'pine-valley' } });

      const { messageId } = await harness.mailer.send(message);

      expect(messageId).not.toBe('');
      expect(await harness.delivered()).toEqual([{ ...message, messageId }]);
    });

    it('gives each message its own id and keeps their order', async () => {
      const first = await harness.mailer.send(aMessage({ subject: 'First' }));
      const second = await harness.mailer.send(aMessage({ subject: 'Second', to: 'owner@camppass.test' }));

      const delivered = await harness.delivered();

      expect(first.messageId).not.toBe(second.messageId);
      expect(delivered.map((mail) => [mail.subject, mail.to, mail.messageId])).toEqual([
        ['First', 'member@camppass.test', first.messageId],
        ['Second', 'owner@camppass.test', second.messageId],
      ]);
    });

    it('keeps non-ASCII text intact', async () => {
      const message = aMessage({
        subject: 'Bienvenue à Pine Valley — reçu ✓',
        html: '<p>Café & crème: 1 200 $ — merci 🏕️</p>',
        text: 'Café & crème: 1 200 $ — merci 🏕️',
      });

      await harness.mailer.send(message);

      const [delivered] = await harness.delivered();
      expect([delivered?.subject, delivered?.html, delivered?.text]).toEqual([
        message.subject,
        message.html,
        message.text,
      ]);
    });

    it.each<[string, Partial<MailMessage>]>([
      ['a recipient without @', { to: 'member.camppass.test' }],
      ['two recipients', { to: 'member@camppass.test, owner@camppass.test' }],
      ['a header smuggled into the recipient', { to: 'member@camppass.test\r\nBcc: x@evil.test' }],
      ['a line break in the subject', { subject: 'Hello\r\nBcc: x@evil.test' }],
      ['an empty subject', { subject: '  ' }],
      ['an empty HTML body', { html: '' }],
      ['an empty text body', { text: ' ' }],
      ['a tag SES would refuse', { tags: { 'kind of mail': 'welcome' } }],
    ])('refuses %s and sends nothing', async (_, overrides) => {
      await expect(harness.mailer.send(aMessage(overrides))).rejects.toThrow();

      expect(await harness.delivered()).toEqual([]);
    });
  });
}
