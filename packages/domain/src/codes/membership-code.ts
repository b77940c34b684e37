import type { RandomInt } from '../shared/random';
import { type CodeSettings, digitCount, validateCodeSettings } from './code-settings';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FALLBACK_TAG = 'CAM';

/** First 3 letters of the campground's slug, upper-cased; CAM when the slug has none (03 §4). */
export const campgroundTag = (slug: string | null | undefined): string => {
  const letters = (slug ?? '')
    .replace(/[^a-z]/gi, '')
    .slice(0, 3)
    .toUpperCase();
  return letters === '' ? FALLBACK_TAG : letters;
};

/** How the body of a code is composed. */
export interface CodeLayout {
  readonly letterCount: number;
  /** 0 when numbers are off; the number is zero-padded to this width. */
  readonly numberWidth: number;
}

/** With both on, the number takes the width of the maximum (9999 → 4) and letters fill the rest. */
export const codeLayout = (settings: CodeSettings): CodeLayout => {
  if (!settings.useNumbers) return { letterCount: settings.length, numberWidth: 0 };
  if (!settings.useLetters) return { letterCount: 0, numberWidth: settings.length };
  const numberWidth = digitCount(settings.numberMax);
  return { letterCount: settings.length - numberWidth, numberWidth };
};

export type CodeStyle = 'combined' | 'letters' | 'numbers';

const codeStyle = (settings: CodeSettings): CodeStyle =>
  settings.useLetters && settings.useNumbers ? 'combined' : settings.useLetters ? 'letters' : 'numbers';

/** The counter after `last` in consecutive mode, wrapping to the minimum past the maximum. */
const nextConsecutiveNumber = (settings: CodeSettings): number => {
  const next = settings.lastConsecutiveNumber + 1;
  return next < settings.numberMin || next > settings.numberMax ? settings.numberMin : next;
};

const compose = (
  settings: CodeSettings,
  slug: string | null | undefined,
  letters: string,
  number: number | null,
) => {
  const { numberWidth } = codeLayout(settings);
  const digits = number === null ? '' : String(number).padStart(numberWidth, '0');
  return `${settings.prefix}${campgroundTag(slug)}-${letters}${digits}${settings.suffix}`;
};

const assertValid = (settings: CodeSettings): CodeSettings => {
  const checked = validateCodeSettings(settings);
  if (!checked.ok) throw new RangeError(`Invalid membership code settings: ${checked.message}`);
  return checked.value;
};

export interface GeneratedCode {
  readonly code: string;
  /** The value to store as code_last_consecutive_number (unchanged unless a consecutive number was used). */
  readonly nextConsecutive: number;
}

/**
 * A new membership code: prefix, campground tag, dash, random letters, the number (random in
 * [min, max] or the next consecutive one), suffix. Settings are validated when saved; invalid
 * ones here are a bug. Uniqueness is the caller's: generate again on a collision.
 */
export const generateMembershipCode = (
  input: CodeSettings,
  { random, slug }: { readonly random: RandomInt; readonly slug?: string | null },
): GeneratedCode => {
  const settings = assertValid(input);
  const { letterCount } = codeLayout(settings);
  const letters = Array.from({ length: letterCount }, () => LETTERS.charAt(random(LETTERS.length))).join('');
  if (!settings.useNumbers) {
    return { code: compose(settings, slug, letters, null), nextConsecutive: settings.lastConsecutiveNumber };
  }
  if (settings.generateRandomNumbers) {
    const number = settings.numberMin + random(settings.numberMax - settings.numberMin + 1);
    return {
      code: compose(settings, slug, letters, number),
      nextConsecutive: settings.lastConsecutiveNumber,
    };
  }
  const number = nextConsecutiveNumber(settings);
  return { code: compose(settings, slug, letters, number), nextConsecutive: number };
};

/**
 * The sample code of the settings card (03 §4): fixed letters ABC…, and the next consecutive
 * number or the minimum. Null while the settings being edited are invalid.
 */
export const previewMembershipCode = (settings: CodeSettings, slug?: string | null): string | null => {
  const checked = validateCodeSettings(settings);
  if (!checked.ok) return null;
  const valid = checked.value;
  const letters = LETTERS.slice(0, codeLayout(valid).letterCount);
  if (!valid.useNumbers) return compose(valid, slug, letters, null);
  return compose(
    valid,
    slug,
    letters,
    valid.generateRandomNumbers ? valid.numberMin : nextConsecutiveNumber(valid),
  );
};

/** The server's preview {sampleMembershipCode, codeStyle} (03 §3). */
export const codeSettingsPreview = (settings: CodeSettings, slug?: string | null) => ({
  sampleMembershipCode: previewMembershipCode(settings, slug),
  codeStyle: codeStyle(settings),
});

/** Codes are entered and compared upper-case (04 §2, §5). */
export const normalizeMembershipCode = (input: string): string => input.trim().toUpperCase();
