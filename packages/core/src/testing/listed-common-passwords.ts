import type { CommonPasswords } from '../ports/common-passwords';

/** A handful of well-known passwords, matched without regard to case, for use-case tests. */
export class ListedCommonPasswords implements CommonPasswords {
  private readonly listed: ReadonlySet<string>;

  constructor(listed: readonly string[] = ['password1', 'qwerty123', 'iloveyou1', 'welcome1']) {
    this.listed = new Set(listed.map((password) => password.toLowerCase()));
  }

  async isCommon(password: string): Promise<boolean> {
    return this.listed.has(password.toLowerCase());
  }
}
