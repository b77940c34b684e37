import type { CommonPasswords } from '@camppass/core';
import { dictionary } from '@zxcvbn-ts/language-common';

let listed: ReadonlySet<string> | undefined;

/**
 * The common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`, some 30,000 passwords from
 * public breach corpora, all lower case), loaded once on first use and matched without regard to case.
 */
export class ZxcvbnCommonPasswords implements CommonPasswords {
  async isCommon(password: string): Promise<boolean> {
    listed ??= new Set(dictionary['passwords-common']);
    return listed.has(password.toLowerCase());
  }
}
