/**
 * Characters that make a spreadsheet read a cell as a formula when they come first, with their
 * full-width forms (as csv-stringify's `escape_formulas` treats them).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * A phone number as people write it: an optional '+', then digits, spaces, dots, dashes and
 * brackets, with 7 to 15 digits. Such a cell cannot call a function or reach another cell, so it is
 * written as it is even though it begins with '+'.
 */
const PHONE_NUMBER = /^\+?[\d\s().-]+$/;
const isPhoneNumber = (text: string): boolean => {
  if (!text.startsWith('+') || !PHONE_NUMBER.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

/**
 * A cell for a CSV opened in a spreadsheet: a text beginning with a formula character
 * (=, +, -, @, tab, CR) gets a leading apostrophe so it is shown as text and never run, except a
 * phone number in international form ('+1 936 555 0100'), which stays readable
 * (docs/decisions/owner-area.md#phone-numbers-stay-readable-in-the-member-export).
 */
export const spreadsheetCell = (text: string): string =>
  FORMULA_START.test(text) && !isPhoneNumber(text) ? `'${text}` : text;
