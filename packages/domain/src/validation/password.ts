import { err, ok, type Result } from '../shared/result';
import { isEmail } from './email';
import { type FieldErrors, formResult, trimmed, VALIDATION_ERROR } from './form';

export const RESET_EMAIL_REQUIRED = 'Please enter your email address';
export const RESET_EMAIL_INVALID = 'Please enter a valid email address';
const PASSWORD_REQUIRED = 'Please enter a new password';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_WEAK =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number';
/** Ours (01 gives no wording): a password found on a list of the most common ones (ASVS 5.0 V6.2.4). */
export const PASSWORD_TOO_COMMON =
  'This password is too common and easy to guess. Please choose a different one.';
export const RESET_LINK_TYPE_INVALID = 'Invalid reset link type. Please request a new password reset.';

/** Minimum password length (01 §9). */
export const MIN_PASSWORD_LENGTH = 8;

/** The reset-link `type` a password recovery link carries (01 §5). */
export const RESET_LINK_TYPE = 'recovery';

/**
 * The e-mail of a reset request (01 §5) and of a reminder request (04 §5): required, then the
 * simple pattern. The trimmed address is what gets sent.
 */
export const validateEmailAddress = (
  email: string | null | undefined,
): Result<string, typeof VALIDATION_ERROR> => {
  const value = trimmed(email);
  if (value === '') return err(VALIDATION_ERROR, RESET_EMAIL_REQUIRED, { email: RESET_EMAIL_REQUIRED });
  if (!isEmail(value)) return err(VALIDATION_ERROR, RESET_EMAIL_INVALID, { email: RESET_EMAIL_INVALID });
  return ok(value);
};

const STRONG = [/[A-Z]/, /[a-z]/, /[0-9]/];

/**
 * The new-password policy of 01 §5, checked in the order the spec lists: required, length,
 * confirmation, then upper case, lower case and a digit; then, when the caller has looked it up
 * (`common`), a password on a common-password list is refused. No maximum below the contract's,
 * so long passphrases pass whole. The server then estimates the strength too
 * (`validateNewPasswordStrength`, validation/password-strength.ts).
 */
export const validateNewPassword = (
  password: string,
  confirmation: string,
  { common = false }: { readonly common?: boolean } = {},
): Result<string, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  if (password === '') fieldErrors.password = PASSWORD_REQUIRED;
  else if (password.length < MIN_PASSWORD_LENGTH) fieldErrors.password = PASSWORD_TOO_SHORT;
  else if (password !== confirmation) fieldErrors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  else if (!STRONG.every((pattern) => pattern.test(password))) fieldErrors.password = PASSWORD_TOO_WEAK;
  else if (common) fieldErrors.password = PASSWORD_TOO_COMMON;
  return formResult(fieldErrors, password);
};

/** A reset link must be of type recovery (01 §5). */
export const validateResetLinkType = (type: string | null | undefined): Result<true, 'INVALID_LINK_TYPE'> =>
  type === RESET_LINK_TYPE ? ok(true) : err('INVALID_LINK_TYPE', RESET_LINK_TYPE_INVALID);

/** The parameters the reset completion page reads (01 §2). */
const RESET_LINK_PARAMS = [
  'access_token',
  'refresh_token',
  'type',
  'error_code',
  'error_description',
  'code',
] as const;

export type ResetLinkParams = { readonly [P in (typeof RESET_LINK_PARAMS)[number]]: string | null };

const parseParams = (text: string): Map<string, string> => {
  const params = new Map<string, string>();
  for (const pair of text.replace(/^[?#]/, '').split('&')) {
    if (pair === '') continue;
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const decode = (part: string) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return part;
      }
    };
    if (!params.has(decode(name))) params.set(decode(name), decode(value));
  }
  return params;
};

/** Each reset-link parameter from the query string or, failing that, from the URL hash (01 §2). */
export const readResetLinkParams = (search: string, hash: string): ResetLinkParams => {
  const query = parseParams(search);
  const fragment = parseParams(hash);
  return Object.fromEntries(
    RESET_LINK_PARAMS.map((name) => [name, query.get(name) ?? fragment.get(name) ?? null]),
  ) as ResetLinkParams;
};
