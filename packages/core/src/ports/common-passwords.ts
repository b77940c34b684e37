import type { ServiceIdentifier } from 'inversify';

/**
 * A list of the passwords people choose most (ASVS 5.0 V6.2.4: at least the top 3000), so a new
 * password can be refused before it is hashed. Matching ignores letter case: `Password1` is as
 * guessable as `password1`.
 */
export interface CommonPasswords {
  isCommon(password: string): Promise<boolean>;
}

export const COMMON_PASSWORDS: ServiceIdentifier<CommonPasswords> = Symbol.for('camppass.CommonPasswords');
