import type { Result } from '../shared/result';
import { type FieldErrors, formResult, type VALIDATION_ERROR } from './form';
import { validateNewPassword } from './password';

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

/**
 * A password being set, as the server checks it: the policy of {@link validateNewPassword} (with the
 * common-password list), then the strength estimate: a score below {@link PASSWORD_MIN_SCORE} is
 * refused with the reason. Apart from `validateNewPassword` so the browser's pages, which check the
 * policy only, do not carry these words.
 */
export const validateNewPasswordStrength = (
  password: string,
  confirmation: string,
  { common = false, estimate }: { readonly common?: boolean; readonly estimate: PasswordEstimate | null },
): Result<string, typeof VALIDATION_ERROR> => {
  const policy = validateNewPassword(password, confirmation, { common });
  if (!policy.ok || !estimate || estimate.score >= PASSWORD_MIN_SCORE) return policy;
  const fieldErrors: FieldErrors = { password: passwordGuessableMessage(estimate.weakness) };
  return formResult(fieldErrors, password);
};
