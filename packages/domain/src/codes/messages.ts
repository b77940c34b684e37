/** Membership code settings messages (03 §5). The first three are quoted from the specification. */
export const CODE_LETTERS_OR_NUMBERS_MESSAGE =
  'At least one of "Include Letters" or "Include Numbers" must be enabled for membership codes';
export const CODE_NUMBER_ORDER_MESSAGE = 'Minimum number cannot be greater than maximum number';
export const CODE_LENGTH_MESSAGE = 'Code length must be between 3 and 20 characters';

// The specification gives the input bounds but no wording; these follow its style.
export const CODE_NUMBER_BOUNDS_MESSAGE =
  'Minimum and maximum numbers must be whole numbers between 1 and 999999';
export const CODE_LAST_CONSECUTIVE_MESSAGE =
  'Last consecutive number must be a whole number between 0 and 999999';
export const CODE_AFFIX_MESSAGE = 'Prefix and suffix may contain only letters, numbers and hyphens';
export const codeLengthTooShortMessage = (needed: number, numberMax: number): string =>
  `Code length must be at least ${needed} characters to fit numbers up to ${numberMax}`;
