import { describe, expect, it } from 'vitest';
import type { CommonPasswords } from '../ports/common-passwords';

/** The behaviour every CommonPasswords shares: the classics are listed in any case, a real secret is not. */
export function describeCommonPasswordsContract(label: string, factory: () => CommonPasswords): void {
  describe(`CommonPasswords contract: ${label}`, () => {
    it.each(['password1', 'Password1', 'PASSWORD1', 'Qwerty123', 'iloveyou1'])(
      'lists %j',
      async (password) => {
        expect(await factory().isCommon(password)).toBe(true);
      },
    );

    it.each(['Camp-Pass-test-9', 'Four camp chairs by the lake at dusk, 2 canoes'])(
      'does not list %j',
      async (password) => {
        expect(await factory().isCommon(password)).toBe(false);
      },
    );
  });
}
