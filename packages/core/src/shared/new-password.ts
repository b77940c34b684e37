import {
  type Result,
  type VALIDATION_ERROR,
  validateNewPassword,
  validateNewPasswordStrength,
} from '@camppass/domain';
import type { CommonPasswords } from '../ports/common-passwords';

/**
 * A password being set (owner setup, reset, the first super admin): the 01 §5 policy, then the
 * common-password list and the strength estimate, which knows the person's own words (e-mail and
 * names) so a password built from them counts as weak.
 */
export const checkNewPassword = async (
  commonPasswords: CommonPasswords,
  password: string,
  confirmation: string,
  userInputs: readonly (string | null | undefined)[],
): Promise<Result<string, typeof VALIDATION_ERROR>> => {
  const policy = validateNewPassword(password, confirmation);
  if (!policy.ok) return policy;
  const words = userInputs.filter((word): word is string => typeof word === 'string' && word.trim() !== '');
  return validateNewPasswordStrength(password, confirmation, {
    common: await commonPasswords.isCommon(password),
    estimate: await commonPasswords.estimate(password, words),
  });
};
