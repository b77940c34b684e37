import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmail, normalizeEmail } from './email';
import {
  PASSWORD_TOO_COMMON,
  readResetLinkParams,
  validateEmailAddress,
  validateNewPassword,
  validateResetLinkType,
} from './password';

describe('the simple e-mail pattern', () => {
  it.each([
    ['member@example.com', true],
    ['a.b+c@sub.example.co', true],
    ['no-at.example.com', false],
    ['no@dot', false],
    ['two@@example.com', false],
    ['space @example.com', false],
    ['', false],
  ])('%j → %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid);
  });

  it('accepts every local@domain.tld without blanks or extra @', () => {
    const part = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);
    fc.assert(fc.property(part, part, part, (a, b, c) => EMAIL_PATTERN.test(`${a}@${b}.${c}`)));
  });

  it('normalises to trimmed lower case', () => {
    expect(normalizeEmail('  Owner@Example.COM ')).toBe('owner@example.com');
  });
});

describe('reset request e-mail (01 §5)', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('%j → %s', (email, message) => {
    expect(validateEmailAddress(email)).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message,
      fieldErrors: { email: message },
    });
  });

  it('sends the address trimmed', () => {
    expect(validateEmailAddress('  member@example.com ')).toEqual({ ok: true, value: 'member@example.com' });
    expect(validateEmailAddress(undefined)).toMatchObject({ message: 'Please enter your email address' });
  });
});

describe('new password, in the order of 01 §5', () => {
  it.each([
    ['', '', { password: 'Please enter a new password' }],
    ['Ab1', 'Ab1', { password: 'Password must be at least 8 characters long' }],
    ['abc', 'xyz', { password: 'Password must be at least 8 characters long' }],
    ['Abcdefg1', 'Abcdefg2', { confirmPassword: 'Passwords do not match' }],
    [
      'abcdefgh',
      'abcdefgh',
      {
        password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      },
    ],
    [
      'ABCDEFG1',
      'ABCDEFG1',
      {
        password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      },
    ],
    [
      'Abcdefgh',
      'Abcdefgh',
      {
        password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      },
    ],
  ])('%j / %j → %j', (password, confirmation, fieldErrors) => {
    const result = validateNewPassword(password, confirmation);
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors });
    expect(result.ok || result.message).toBe(Object.values(fieldErrors)[0]);
  });

  it('accepts 8 characters with upper, lower and a digit', () => {
    expect(validateNewPassword('Abcdefg1', 'Abcdefg1')).toEqual({ ok: true, value: 'Abcdefg1' });
  });

  it('refuses a password found on a common-password list, after the spec rules', () => {
    expect(validateNewPassword('Password1', 'Password1', { common: true })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: PASSWORD_TOO_COMMON,
      fieldErrors: { password: PASSWORD_TOO_COMMON },
    });
    expect(validateNewPassword('short', 'short', { common: true })).toMatchObject({
      message: 'Password must be at least 8 characters long',
    });
    expect(validateNewPassword('Password1', 'Password1', { common: false }).ok).toBe(true);
  });

  it('accepts long passphrases whole, 64 characters and far beyond (ASVS 5.0 V6.2.8, V6.2.9)', () => {
    const passphrase = 'Four camp chairs by the lake at dusk, and 2 canoes drifting past slowly';
    const long = `${passphrase} ${'and more words '.repeat(20)}`;

    expect(passphrase.length).toBeGreaterThan(64);
    expect(validateNewPassword(passphrase, passphrase)).toEqual({ ok: true, value: passphrase });
    expect(validateNewPassword(long, long)).toEqual({ ok: true, value: long });
  });
});

describe('reset link type (01 §5)', () => {
  it('must be recovery', () => {
    expect(validateResetLinkType('recovery')).toEqual({ ok: true, value: true });
    for (const type of ['signup', '', null, undefined]) {
      expect(validateResetLinkType(type)).toEqual({
        ok: false,
        code: 'INVALID_LINK_TYPE',
        message: 'Invalid reset link type. Please request a new password reset.',
      });
    }
  });
});

describe('reset link parameters (01 §2)', () => {
  it('reads the query string, then the hash, parameter by parameter', () => {
    expect(
      readResetLinkParams(
        '?type=recovery&code=abc',
        '#access_token=at%2B1&refresh_token=rt&type=signup&error_description=Link+is+invalid',
      ),
    ).toEqual({
      access_token: 'at+1',
      refresh_token: 'rt',
      type: 'recovery',
      error_code: null,
      error_description: 'Link is invalid',
      code: 'abc',
    });
  });

  it('keeps the first value of a repeated name, and tolerates bad escapes and bare names', () => {
    expect(readResetLinkParams('?code=a&code=b&type', '#error_code=%E0%A4%A')).toMatchObject({
      code: 'a',
      type: '',
      error_code: '%E0%A4%A',
    });
    expect(readResetLinkParams('', '')).toMatchObject({ access_token: null, code: null });
  });
});
