import { err, ok, type Result } from '../shared/result';
import {
  CODE_AFFIX_MESSAGE,
  CODE_LAST_CONSECUTIVE_MESSAGE,
  CODE_LENGTH_MESSAGE,
  CODE_LETTERS_OR_NUMBERS_MESSAGE,
  CODE_NUMBER_BOUNDS_MESSAGE,
  CODE_NUMBER_ORDER_MESSAGE,
  codeLengthTooShortMessage,
} from './messages';

/** A campground's membership code settings; fields mirror the code_* columns of 03 §3. */
export interface CodeSettings {
  readonly useLetters: boolean;
  readonly useNumbers: boolean;
  readonly numberMin: number;
  readonly numberMax: number;
  /** Characters between the campground tag's dash and the suffix: letters then the number. */
  readonly length: number;
  readonly prefix: string;
  readonly suffix: string;
  readonly generateRandomNumbers: boolean;
  readonly lastConsecutiveNumber: number;
}

export const CODE_LENGTH_RANGE = { min: 3, max: 20 } as const;
export const CODE_NUMBER_BOUNDS = { min: 1, max: 999_999 } as const;
export const CODE_LAST_CONSECUTIVE_BOUNDS = { min: 0, max: 999_999 } as const;

/** Defaults when unset (03 §9): letters and numbers, random numbers 1–9999, length 8. */
export const DEFAULT_CODE_SETTINGS: CodeSettings = {
  useLetters: true,
  useNumbers: true,
  numberMin: 1,
  numberMax: 9999,
  length: 8,
  prefix: '',
  suffix: '',
  generateRandomNumbers: true,
  lastConsecutiveNumber: 0,
};

type Stored<T> = { readonly [K in keyof T]?: T[K] | null };

/** Settings as stored, where any column may be unset, completed with the defaults. */
export const resolveCodeSettings = (stored: Stored<CodeSettings> = {}): CodeSettings => {
  const pick = <K extends keyof CodeSettings>(key: K): CodeSettings[K] =>
    (stored[key] ?? DEFAULT_CODE_SETTINGS[key]) as CodeSettings[K];
  return {
    useLetters: pick('useLetters'),
    useNumbers: pick('useNumbers'),
    numberMin: pick('numberMin'),
    numberMax: pick('numberMax'),
    length: pick('length'),
    prefix: pick('prefix'),
    suffix: pick('suffix'),
    generateRandomNumbers: pick('generateRandomNumbers'),
    lastConsecutiveNumber: pick('lastConsecutiveNumber'),
  };
};

export const digitCount = (n: number): number => String(Math.trunc(Math.abs(n))).length;

/** Characters a code needs at least: the widest number, plus one letter when letters are on. */
const minimumLength = (s: CodeSettings): number =>
  s.useNumbers ? digitCount(s.numberMax) + (s.useLetters ? 1 : 0) : CODE_LENGTH_RANGE.min;

const within = (n: number, range: { readonly min: number; readonly max: number }): boolean =>
  Number.isInteger(n) && n >= range.min && n <= range.max;

const AFFIX = /^[A-Z0-9-]*$/;

/**
 * Check settings before they are saved (03 §5). Prefix and suffix are upper-cased first, because
 * codes are compared upper-case (the verify field forces upper case). The message is the first
 * problem found; fieldErrors has one per field.
 */
export const validateCodeSettings = (input: CodeSettings): Result<CodeSettings, 'INVALID_CODE_SETTINGS'> => {
  const settings = {
    ...input,
    prefix: input.prefix.trim().toUpperCase(),
    suffix: input.suffix.trim().toUpperCase(),
  };
  const errors: Record<string, string> = {};
  const add = (field: keyof CodeSettings, message: string) => {
    errors[field] ??= message;
  };
  if (!settings.useLetters && !settings.useNumbers) add('useLetters', CODE_LETTERS_OR_NUMBERS_MESSAGE);
  if (settings.useNumbers && settings.numberMin > settings.numberMax)
    add('numberMin', CODE_NUMBER_ORDER_MESSAGE);
  if (!within(settings.length, CODE_LENGTH_RANGE)) add('length', CODE_LENGTH_MESSAGE);
  if (settings.useNumbers) {
    if (!within(settings.numberMin, CODE_NUMBER_BOUNDS)) add('numberMin', CODE_NUMBER_BOUNDS_MESSAGE);
    if (!within(settings.numberMax, CODE_NUMBER_BOUNDS)) add('numberMax', CODE_NUMBER_BOUNDS_MESSAGE);
  }
  if (!within(settings.lastConsecutiveNumber, CODE_LAST_CONSECUTIVE_BOUNDS)) {
    add('lastConsecutiveNumber', CODE_LAST_CONSECUTIVE_MESSAGE);
  }
  if (within(settings.length, CODE_LENGTH_RANGE) && settings.length < minimumLength(settings)) {
    add('length', codeLengthTooShortMessage(minimumLength(settings), settings.numberMax));
  }
  if (!AFFIX.test(settings.prefix)) add('prefix', CODE_AFFIX_MESSAGE);
  if (!AFFIX.test(settings.suffix)) add('suffix', CODE_AFFIX_MESSAGE);
  const first = Object.values(errors)[0];
  return first === undefined ? ok(settings) : err('INVALID_CODE_SETTINGS', first, errors);
};

/** The code_* fields of campground settings as stored and sent (03 §3). */
export interface CodeSettingsColumns {
  readonly code_use_letters?: boolean | null;
  readonly code_use_numbers?: boolean | null;
  readonly code_number_min?: number | null;
  readonly code_number_max?: number | null;
  readonly code_length?: number | null;
  readonly code_prefix?: string | null;
  readonly code_suffix?: string | null;
  readonly code_generate_random_numbers?: boolean | null;
  readonly code_last_consecutive_number?: number | null;
}

export const codeSettingsFromColumns = (row: CodeSettingsColumns): CodeSettings =>
  resolveCodeSettings({
    useLetters: row.code_use_letters,
    useNumbers: row.code_use_numbers,
    numberMin: row.code_number_min,
    numberMax: row.code_number_max,
    length: row.code_length,
    prefix: row.code_prefix,
    suffix: row.code_suffix,
    generateRandomNumbers: row.code_generate_random_numbers,
    lastConsecutiveNumber: row.code_last_consecutive_number,
  });

export const codeSettingsToColumns = (s: CodeSettings): Required<CodeSettingsColumns> => ({
  code_use_letters: s.useLetters,
  code_use_numbers: s.useNumbers,
  code_number_min: s.numberMin,
  code_number_max: s.numberMax,
  code_length: s.length,
  code_prefix: s.prefix,
  code_suffix: s.suffix,
  code_generate_random_numbers: s.generateRandomNumbers,
  code_last_consecutive_number: s.lastConsecutiveNumber,
});
