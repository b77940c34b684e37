import { describe, expect, it } from 'vitest';
import { ownerInvitationEmail, passwordResetEmail } from './email-templates';

describe('e-mail templates', () => {
  it('escape data in the HTML and keep the subject on one line', () => {
    const mail = ownerInvitationEmail({
      product: 'CampPass',
      firstName: '<b>Olive</b>',
      campgroundName: 'Pine & Oak\r\nBcc: x@evil.test',
      link: 'https://portal.camppass.test/owner/setup?token=abc&email=o%40camppass.test',
      expiresAt: new Date('2026-06-08T12:00:00Z'),
    });

    expect(mail.subject).toBe("You're invited to manage Pine & Oak Bcc: x@evil.test on CampPass");
    expect(mail.html).toContain('Hello &lt;b&gt;Olive&lt;/b&gt;,');
    expect(mail.html).toContain(
      'href="https://portal.camppass.test/owner/setup?token=abc&amp;email=o%40camppass.test"',
    );
    expect(mail.html).not.toContain('<b>Olive</b>');
    expect(mail.text).toContain('expires on 2026-06-08');
  });

  it('greet without a name and use the configured product name', () => {
    const mail = passwordResetEmail({ product: 'Pine Pass', firstName: ' ', link: 'https://p.test/x' });

    expect(mail.subject).toBe('Reset your Pine Pass password');
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.text).toContain('within 1 hour');
    expect(mail.text.endsWith('https://p.test/x')).toBe(true);
  });
});
