import { CAPTCHA_VERIFIER, MAILER, RESET_REQUEST_ACCEPTED } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { call, loginAs, seedAccount, seedCampground } from '../testing/http';
import { testApp } from '../testing/test-app';

const brokenMailer = {
  send: async () => {
    throw new Error('mail service unreachable');
  },
};

describe('when a service the server depends on fails', () => {
  it('answers a reset request as usual when its e-mail cannot be sent, and logs the failure', async () => {
    const test = await testApp({
      override: (container) => container.rebind(MAILER).toConstantValue(brokenMailer),
    });
    await seedAccount(test, { email: 'member@camppass.test' });
    const res = await call(test, 'recovery-password', { body: { email: 'member@camppass.test' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: RESET_REQUEST_ACCEPTED });
    await test.background.settled();
    const logged = test.logger.lines.map((line) => JSON.parse(line));
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'background task failed', task: 'password-reset-email' }),
    );
  });

  it('answers EMAIL_SEND_ERROR (502) for an invitation that cannot be sent', async () => {
    const test = await testApp({
      override: (container) => container.rebind(MAILER).toConstantValue(brokenMailer),
    });
    const campground = await seedCampground(test, 'pine-valley');
    const admin = await seedAccount(test, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    const tokens = await loginAs(test, admin, 'superAdmin');
    const res = await call(test, 'invite-owner', {
      body: {
        email: 'nora@camppass.test',
        firstName: 'Nora',
        lastName: 'Owner',
        name: '',
        campgroundId: campground.id,
      },
      token: tokens.accessToken,
    });
    expect([res.status, res.json.code]).toEqual([502, 'EMAIL_SEND_ERROR']);
  });

  it('answers a reCAPTCHA error other than "verification failed" (503) when the captcha cannot be checked', async () => {
    const test = await testApp({
      override: (container) =>
        container.rebind(CAPTCHA_VERIFIER).toConstantValue({ verify: async () => 'unavailable' }),
    });
    const account = await seedAccount(test, { email: 'member@camppass.test' });
    const res = await call(test, 'auth-login', {
      body: {
        email: account.email,
        password: account.password,
        loginType: 'member',
        recaptchaToken: 'anything',
      },
    });
    expect(res.status).toBe(503);
    expect(res.json.code).toBe('CAPTCHA_UNAVAILABLE');
    expect(res.json.error).toContain('reCAPTCHA');
    expect(res.json.error).not.toContain('verification failed');
  });
});
