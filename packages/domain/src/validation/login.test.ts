import { describe, expect, it } from 'vitest';
import { authorizeLoginType, validateLoginForm } from './login';

describe('login fields (01 §5)', () => {
  it.each([
    ['', 'secret'],
    ['  ', 'secret'],
    ['a@b.co', ''],
    ['a@b.co', '   '],
  ])('email %j and password %j → Please enter both email and password', (email, password) => {
    expect(validateLoginForm({ email, password, recaptchaToken: 't' })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Please enter both email and password',
    });
  });

  it('requires a captcha token', () => {
    expect(validateLoginForm({ email: 'a@b.co', password: 'x' })).toEqual({
      ok: false,
      code: 'CAPTCHA_REQUIRED',
      message: 'reCAPTCHA verification failed. Please try again.',
    });
  });

  it('sends the e-mail trimmed and the password as typed', () => {
    expect(validateLoginForm({ email: ' a@b.co ', password: ' pw ', recaptchaToken: 'tok' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: ' pw ', recaptchaToken: 'tok' },
    });
  });
});

describe('login type authorisation (01 §5)', () => {
  it.each([
    ['owner', ['owner'], true],
    ['owner', ['campground_owner'], true],
    ['owner', ['staff'], true],
    ['owner', ['super_admin'], true],
    ['owner', ['member'], false],
    ['superAdmin', ['superAdmin'], true],
    ['superAdmin', ['owner'], false],
    ['member', [], true],
  ] as const)('%s login, roles %j → %s', (loginType, roles, allowed) => {
    expect(authorizeLoginType(loginType, { roles }).ok).toBe(allowed);
  });

  it('names the access that was refused', () => {
    expect(authorizeLoginType('owner', { roles: ['member'] })).toMatchObject({
      message: 'This account is not authorized for owner access.',
    });
    expect(authorizeLoginType('superAdmin', { roles: ['owner'] })).toMatchObject({
      message: 'This account is not authorized for administrator access.',
    });
  });
});
