import { describe, expect, it } from 'vitest';
import { validateReminderEmail, validateVerifyForm } from './public-forms';

const form = {
  membershipCode: ' pin-ab12 ',
  email: 'ada@example.com',
  checkInDate: '2026-07-01',
  checkOutDate: '2026-07-03',
};

describe('verify panel (04 §5)', () => {
  it.each(['membershipCode', 'email', 'checkInDate', 'checkOutDate'])(
    'without %s → Please fill in all fields',
    (field) => {
      expect(validateVerifyForm({ ...form, [field]: ' ' })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: 'Please fill in all fields',
      });
    },
  );

  it('upper-cases the code', () => {
    expect(validateVerifyForm(form)).toEqual({ ok: true, value: { ...form, membershipCode: 'PIN-AB12' } });
  });
});

describe('reminder e-mail (04 §5)', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['ada@', 'Please enter a valid email address'],
  ])('%j → %s', (email, message) => {
    expect(validateReminderEmail(email)).toMatchObject({ ok: false, message });
  });
});
