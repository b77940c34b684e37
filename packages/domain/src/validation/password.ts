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
/**
 * Why a strength estimate finds a password guessable: the warnings of zxcvbn-ts, which the adapter
 * passes on by name so the words shown stay ours.
 */
export const PASSWORD_WEAKNESSES = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

/** A strength estimate: 0 (guessed at once) to 4 (very hard to guess), and why it is low, if known. */
export interface PasswordEstimate {
  readonly score: 0 | 1 | 2 | 3 | 4;
  readonly weakness: PasswordWeakness | null;
}

/** The lowest estimate a new password may have: 3, "safely unguessable" in zxcvbn's terms. */
export const PASSWORD_MIN_SCORE = 3;

/** Ours: what every refusal for a guessable password ends with. */
export const PASSWORD_GUESSABLE_ADVICE =
  'Please choose a longer password, for example a few words that do not belong together.';
/** Ours: the reason when the estimate gives none. */
export const PASSWORD_GUESSABLE = 'This password is too easy to guess.';

const WEAKNESS_REASONS: Readonly<Record<PasswordWeakness, string>> = {
  straightRow: 'Rows of keys on the keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "123" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is one of the most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is too close to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It contains your name or e-mail address.',
  pwned: 'This password has appeared in a data breach.',
};

/** Why a password is refused as guessable, then what to do instead. */
export const passwordGuessableMessage = (weakness: PasswordWeakness | null): string =>
  `${weakness ? WEAKNESS_REASONS[weakness] : PASSWORD_GUESSABLE} ${PASSWORD_GUESSABLE_ADVICE}`;

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
 * (`common`), a password on a common-password list is refused, and when it has estimated the
 * strength (`estimate`), a score below {@link PASSWORD_MIN_SCORE} is refused with the reason. No
 * maximum below the contract's, so long passphrases pass whole.
 */
export const validateNewPassword = (
  password: string,
  confirmation: string,
  {
    common = false,
    estimate = null,
  }: { readonly common?: boolean; readonly estimate?: PasswordEstimate | null } = {},
): Result<string, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  if (password === '') fieldErrors.password = PASSWORD_REQUIRED;
  else if (password.length < MIN_PASSWORD_LENGTH) fieldErrors.password = PASSWORD_TOO_SHORT;
  else if (password !== confirmation) fieldErrors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  else if (!STRONG.every((pattern) => pattern.test(password))) fieldErrors.password = PASSWORD_TOO_WEAK;
  else if (common) fieldErrors.password = PASSWORD_TOO_COMMON;
  else if (estimate && estimate.score < PASSWORD_MIN_SCORE) {
    fieldErrors.password = passwordGuessableMessage(estimate.weakness);
  }
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
