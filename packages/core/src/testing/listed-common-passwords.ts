import type { PasswordEstimate } from '@camppass/domain';
import type { CommonPasswords } from '../ports/common-passwords';

/** Passwords the use-case tests know to be guessable, with the estimate zxcvbn-ts gives them. */
const GUESSABLE: Readonly<Record<string, PasswordEstimate>> = {
  'Passw0rd!': { score: 1, weakness: 'similarToCommon' },
  'Summer2024!': { score: 2, weakness: 'similarToCommon' },
  NewPassw0rd: { score: 1, weakness: 'similarToCommon' },
};

/**
 * A handful of well-known passwords, matched without regard to case, for use-case tests; the
 * estimate knows a few guessable passwords and, as zxcvbn-ts does, one that holds the person's
 * whole e-mail address (or another own word of six letters or more), and finds every other strong.
 */
export class ListedCommonPasswords implements CommonPasswords {
  private readonly listed: ReadonlySet<string>;

  constructor(listed: readonly string[] = ['password1', 'qwerty123', 'iloveyou1', 'welcome1']) {
    this.listed = new Set(listed.map((password) => password.toLowerCase()));
  }

  async isCommon(password: string): Promise<boolean> {
    return this.listed.has(password.toLowerCase());
  }

  async estimate(password: string, userInputs: readonly string[]): Promise<PasswordEstimate> {
    const lower = password.toLowerCase();
    const own = userInputs.some((input) => input.length >= 6 && lower.includes(input.toLowerCase()));
    if (own) return { score: 1, weakness: 'userInputs' };
    return GUESSABLE[password] ?? { score: 4, weakness: null };
  }
}
