import type { PasswordEstimate } from '@camppass/domain';
import type { ServiceIdentifier } from 'inversify';

/**
 * A list of the passwords people choose most (ASVS 5.0 V6.2.4: at least the top 3000), so a new
 * password can be refused before it is hashed. Matching ignores letter case: `Password1` is as
 * guessable as `password1`.
 */
export interface CommonPasswords {
  isCommon(password: string): Promise<boolean>;
  /**
   * How hard the password is to guess (ASVS 5.0 V6.2: a strength estimator beyond composition
   * rules), knowing the words of the person's own (`userInputs`: e-mail, names) that make it easier.
   */
  estimate(password: string, userInputs: readonly string[]): Promise<PasswordEstimate>;
}

export const COMMON_PASSWORDS: ServiceIdentifier<CommonPasswords> = Symbol.for('camppass.CommonPasswords');
