/** The country a phone number without a '+' belongs to (03 §5: default country US). */
const DEFAULT_PHONE_COUNTRY_CODE = '1';

/**
 * A phone number in international format (03 §5, default country US): '+' and its digits. A number
 * typed with '+' keeps its country; ten digits are a US number (+1); eleven starting with 1 are one
 * with its country code. Anything else is returned trimmed as typed; blank stays blank.
 */
export const internationalPhone = (input: string | null | undefined): string => {
  const text = (input ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (digits === '') return text;
  if (text.startsWith('+')) return `+${digits}`;
  if (text.startsWith('00') && digits.length > 10) return `+${digits.slice(2)}`;
  if (digits.length === 10) return `+${DEFAULT_PHONE_COUNTRY_CODE}${digits}`;
  if (digits.length === 11 && digits.startsWith(DEFAULT_PHONE_COUNTRY_CODE)) return `+${digits}`;
  return text;
};
