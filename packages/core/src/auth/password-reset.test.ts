import { PASSWORD_TOO_COMMON, passwordGuessableMessage } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../ports/mailer';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createInMemoryCore, type InMemoryCore, seedAccount, signIn } from '../testing/in-memory-core';
import { CompletePasswordReset } from './complete-password-reset';
import { RequestPasswordReset } from './request-password-reset';

const ACCEPTED = {
  ok: true,
  value: { message: 'If an account exists for this email, a password reset link has been sent.' },
};

describe('password reset', () => {
  let core: InMemoryCore;
  let request: RequestPasswordReset;
  let complete: CompletePasswordReset;
  const codeFromMail = (index = -1): string => {
    const link = /https:\S+/.exec(core.mailer.sent.at(index)?.text ?? '')?.[0] ?? '';
    return new URL(link).searchParams.get('code') ?? '';
  };
  const signInWith = (password: string) => signIn(core, 'member@camppass.test', password);
  /** A request and the work it leaves for after the answer. */
  const requestReset = async (input: { email?: string }) => {
    const answer = await request.execute(input);
    await core.background.flush();
    return answer;
  };

  beforeEach(async () => {
    core = createInMemoryCore({ productName: 'Pine Pass' });
    request = new RequestPasswordReset(core);
    complete = new CompletePasswordReset(core);
    await seedAccount(core, { email: 'member@camppass.test', firstName: 'Mia' });
  });

  describe('request', () => {
    it('e-mails a recovery link built from the configured origin, with the product name', async () => {
      expect(await requestReset({ email: ' Member@CampPass.test ' })).toEqual(ACCEPTED);

      const [mail] = core.mailer.sent;
      expect(mail).toMatchObject({
        to: 'member@camppass.test',
        subject: 'Reset your Pine Pass password',
        tags: { kind: 'password-reset' },
      });
      const code = codeFromMail();
      expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      const link = `https://portal.camppass.test/auth/reset-password?type=recovery&code=${code}`;
      expect(mail?.text).toContain(link);
      expect(mail?.text).toContain('Hello Mia,');
      expect(mail?.html).toContain(link.replace('&', '&amp;'));
      const stored = [...core.unitOfWork.store.tables.passwordResets.values()];
      expect(stored).toEqual([
        expect.objectContaining({
          tokenHash: core.tokens.hash(code),
          expiresAt: new Date(T0.getTime() + 3600_000),
        }),
      ]);
      expect(JSON.stringify(stored)).not.toContain(code);
    });

    it('answers an unknown address exactly like a known one, and sends nothing', async () => {
      expect(await requestReset({ email: 'nobody@camppass.test' })).toEqual(ACCEPTED);
      expect(core.mailer.sent).toEqual([]);
      expect(core.unitOfWork.store.tables.passwordResets.size).toBe(0);
      expect(core.background.failures).toEqual([]);
    });

    it('e-mails an account without a profile too, greeting no one by name', async () => {
      await seedAccount(core, { email: 'invited@camppass.test', status: null });

      await requestReset({ email: 'invited@camppass.test' });

      expect(core.background.failures).toEqual([]);
      expect(core.mailer.sent.map((mail) => mail.to)).toEqual(['invited@camppass.test']);
      expect(core.mailer.sent[0]?.text.split('\n')).toContain('Hello,');
      expect((await complete.execute({ code: codeFromMail(), password: 'New-secret-2' })).ok).toBe(true);
    });

    it('names a missing and an invalid address with the spec codes', async () => {
      expect(await requestReset({ email: '  ' })).toMatchObject({
        code: 'MISSING_EMAIL',
        message: 'Please enter your email address',
      });
      expect(await requestReset({})).toMatchObject({ code: 'MISSING_EMAIL' });
      expect(await requestReset({ email: 'member@camppass' })).toMatchObject({
        code: 'INVALID_EMAIL',
        message: 'Please enter a valid email address',
      });
    });

    it('allows 5 requests an hour per address, known or not', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await requestReset({ email: 'member@camppass.test' })).ok).toBe(true);
        expect((await requestReset({ email: 'nobody@camppass.test' })).ok).toBe(true);
      }

      expect(await requestReset({ email: 'MEMBER@camppass.test' })).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: 3600,
      });
      expect(await requestReset({ email: 'nobody@camppass.test' })).toMatchObject({
        code: 'RATE_LIMITED',
      });
      core.clock.advance({ hours: 1 });
      expect((await requestReset({ email: 'member@camppass.test' })).ok).toBe(true);
      expect(core.mailer.sent).toHaveLength(6);
    });

    it('answers before any work that depends on the address: known and unknown take the same steps', async () => {
      const known = await request.execute({ email: 'member@camppass.test' });
      const afterKnown = core.background.pending;
      const unknown = await request.execute({ email: 'nobody@camppass.test' });

      expect(known).toEqual(ACCEPTED);
      expect(unknown).toEqual(ACCEPTED);
      // Nothing was looked up, stored or sent before either answer; each left one task behind.
      expect(afterKnown).toEqual(['password-reset-email']);
      expect(core.background.pending).toEqual(['password-reset-email', 'password-reset-email']);
      expect(core.mailer.sent).toEqual([]);
      expect(core.unitOfWork.store.tables.passwordResets.size).toBe(0);

      await core.background.flush();
      expect(core.mailer.sent.map((mail) => mail.to)).toEqual(['member@camppass.test']);
      expect(core.unitOfWork.store.tables.passwordResets.size).toBe(1);
    });

    it('answers the same when the mail service fails, which is reported after the answer', async () => {
      const broken: Mailer = {
        send: async () => {
          throw new Error('mail service unreachable');
        },
      };
      const failing = new RequestPasswordReset({ ...core, mailer: broken });

      expect(await failing.execute({ email: 'member@camppass.test' })).toEqual(ACCEPTED);
      await core.background.flush();
      expect(core.background.failures).toEqual([
        { name: 'password-reset-email', error: new Error('mail service unreachable') },
      ]);
    });
  });

  describe('completion', () => {
    it('sets the new password once, retires older links and signs the user out everywhere', async () => {
      const session = unwrap(await signInWith('CampPass-demo-1')).tokens;
      await requestReset({ email: 'member@camppass.test' });
      const older = codeFromMail();
      await requestReset({ email: 'member@camppass.test' });
      const code = codeFromMail();

      expect(
        await complete.execute({ code, password: 'New-secret-2', confirmPassword: 'New-secret-2' }),
      ).toEqual({
        ok: true,
        value: { updated: true },
      });

      expect((await signInWith('New-secret-2')).ok).toBe(true);
      expect(await signInWith('CampPass-demo-1')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      const revoked = await core.repos.sessions.findByAccessTokenHash(core.tokens.hash(session.accessToken));
      expect(revoked?.revokedAt).toEqual(T0);
      expect(await complete.execute({ code, password: 'Another-secret-3' })).toEqual({
        ok: false,
        code: 'RESET_CODE_USED',
        message: 'Reset link is invalid. Please request a new password reset.',
      });
      expect(await complete.execute({ code: older, password: 'Another-secret-3' })).toMatchObject({
        code: 'RESET_CODE_USED',
      });
    });

    it('takes a code pasted with blanks around it', async () => {
      await requestReset({ email: 'member@camppass.test' });
      const pasted = ` ${codeFromMail()}\n`;

      expect((await complete.execute({ code: pasted, password: 'New-secret-2' })).ok).toBe(true);

      expect((await signInWith('New-secret-2')).ok).toBe(true);
    });

    it('says a link was used when its form is sent again with the same new password', async () => {
      await requestReset({ email: 'member@camppass.test' });
      const code = codeFromMail();
      expect((await complete.execute({ code, password: 'New-secret-2' })).ok).toBe(true);

      expect(await complete.execute({ code, password: 'New-secret-2' })).toEqual({
        ok: false,
        code: 'RESET_CODE_USED',
        message: 'Reset link is invalid. Please request a new password reset.',
      });
    });

    it('lets only one of two simultaneous completions with one code through', async () => {
      await requestReset({ email: 'member@camppass.test' });
      const code = codeFromMail();

      const outcomes = await Promise.all([
        complete.execute({ code, password: 'First-secret-1' }),
        complete.execute({ code, password: 'Second-secret-2' }),
      ]);

      expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).sort()).toEqual([
        'RESET_CODE_USED',
        'ok',
      ]);
    });

    it('refuses an unknown or empty code', async () => {
      const notFound = {
        ok: false,
        code: 'RESET_CODE_NOT_FOUND',
        message: 'Reset link not found. Please request a new password reset.',
      };
      expect(await complete.execute({ code: 'no-such-code-no-such-code', password: 'New-secret-2' })).toEqual(
        notFound,
      );
      expect(await complete.execute({ code: ' ', password: 'New-secret-2' })).toEqual(notFound);
    });

    it('refuses a code after its hour', async () => {
      await requestReset({ email: 'member@camppass.test' });
      core.clock.advance({ hours: 1 });

      expect(await complete.execute({ code: codeFromMail(), password: 'New-secret-2' })).toEqual({
        ok: false,
        code: 'RESET_CODE_EXPIRED',
        message: 'Reset link has expired. Please request a new password reset.',
      });
    });

    it('refuses the current password and keeps the code usable', async () => {
      await requestReset({ email: 'member@camppass.test' });
      const code = codeFromMail();

      expect(await complete.execute({ code, password: 'CampPass-demo-1' })).toEqual({
        ok: false,
        code: 'SAME_PASSWORD',
        message: 'New password must be different from your current password.',
      });
      expect((await complete.execute({ code, password: 'New-secret-2' })).ok).toBe(true);
    });

    it.each([
      ['', '', 'Please enter a new password'],
      ['Short1', 'Short1', 'Password must be at least 8 characters long'],
      ['New-secret-2', 'New-secret-3', 'Passwords do not match'],
      [
        'alllowercase1',
        'alllowercase1',
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      ['Password1', 'Password1', PASSWORD_TOO_COMMON],
      ['Summer2024!', 'Summer2024!', passwordGuessableMessage('similarToCommon')],
    ])('applies the password policy to %j', async (password, confirmPassword, message) => {
      await requestReset({ email: 'member@camppass.test' });

      expect(await complete.execute({ code: codeFromMail(), password, confirmPassword })).toMatchObject({
        ok: false,
        code: 'VALIDATION_ERROR',
        message,
      });
    });
  });
});
