import { describe, expect, it } from 'vitest';
import {
  PASSWORD_GUESSABLE,
  PASSWORD_GUESSABLE_ADVICE,
  PASSWORD_WEAKNESSES,
  passwordGuessableMessage,
  validateNewPasswordStrength,
} from './password-strength';

describe('guessable passwords', () => {
  it('refuses an estimate below 3 with the reason, then the advice', () => {
    const refused = validateNewPasswordStrength('Summer2024!', 'Summer2024!', {
      estimate: { score: 2, weakness: 'recentYears' },
    });
    expect(refused).toMatchObject({
      ok: false,
      message: `Recent years are easy to guess. ${PASSWORD_GUESSABLE_ADVICE}`,
      fieldErrors: { password: passwordGuessableMessage('recentYears') },
    });
    expect(passwordGuessableMessage(null)).toBe(`${PASSWORD_GUESSABLE} ${PASSWORD_GUESSABLE_ADVICE}`);
  });

  it('accepts an estimate of 3 or more', () => {
    expect(
      validateNewPasswordStrength('Quiet-Lake-Pines-42', 'Quiet-Lake-Pines-42', {
        estimate: { score: 3, weakness: null },
      }),
    ).toEqual({ ok: true, value: 'Quiet-Lake-Pines-42' });
  });

  it('has words for every weakness the estimator names', () => {
    for (const weakness of PASSWORD_WEAKNESSES) {
      expect(passwordGuessableMessage(weakness)).not.toBe(passwordGuessableMessage(null));
    }
  });
});
