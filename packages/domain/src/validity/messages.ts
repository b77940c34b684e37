/** Verify panel and validate-membership messages (04 §2, §5, §8), quoted from the specification. */
export const VALIDITY_MESSAGES = {
  MEMBERSHIP_NOT_FOUND: 'Membership code not found for this campground',
  EMAIL_MISMATCH: 'Email does not match the membership record',
  MEMBERSHIP_EXPIRED: 'This membership has expired',
  MEMBERSHIP_INACTIVE: 'This membership is not active',
  OUTSIDE_MEMBERSHIP_PERIOD: 'Selected dates are outside your membership period',
  DURATION_EXCEEDED: 'Reservation period exceeds membership duration',
  INVALID_DATES: 'Invalid date selection',
} as const;

export type ValidityCode = keyof typeof VALIDITY_MESSAGES;

export const VALIDITY_SUCCESS_MESSAGE =
  'Membership verification successful! Your membership is valid for the selected dates.';
const VALIDITY_FALLBACK_MESSAGE = 'Verification failed';
export const VALIDITY_NETWORK_MESSAGE = 'Network error. Please try again.';
export const VERIFICATION_SUCCESS_TITLE = 'Verification Successful!';
export const VERIFICATION_FAILED_TITLE = 'Verification Failed';

/** The message for a validate-membership answer code; unknown codes read 'Verification failed'. */
export const validityMessage = (code: string | null | undefined): string =>
  Object.hasOwn(VALIDITY_MESSAGES, code ?? '')
    ? VALIDITY_MESSAGES[code as ValidityCode]
    : VALIDITY_FALLBACK_MESSAGE;
