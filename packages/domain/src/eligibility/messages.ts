/** Age, purchase eligibility, e-mail conflict and Most Popular messages (03 §5, 04 §5, §8). */

// 04 §5: the date-of-birth field.
export const INVALID_DATE_OF_BIRTH_MESSAGE = 'Invalid date of birth.';
/** 04 §5 gives age 0 its own wording, without the full stop. */
export const AGE_ZERO_MESSAGE = 'Invalid date of birth';
export const underAgeMessage = (age: number): string => `Must be 21 or older. Current age: ${age} years`;
export const ageVerifiedMessage = (age: number): string => `Age verified: ${age} years old`;
export const AGE_HELPER_TEXT = 'Must be 21 or older to purchase';
/** 04 §5 shows 'You must be at least 21 years old to purchase a membership...'; completed here. */
export const UNDER_AGE_PURCHASE_MESSAGE =
  'You must be at least 21 years old to purchase a membership. Please check the date of birth you entered.';

// 04 §8: purchase answer codes and the e-mail check. Where 04 gives no wording, ours follows its style.
export const ELIGIBILITY_MESSAGES = {
  PROCEED: 'You can continue with this email address.',
  EMAIL_ASSOCIATED:
    'Unable to proceed with this email address. Please try a different email or log in to your existing account.',
  MEMBERSHIP_ACTIVE_EXISTS:
    'You already have an active membership of this type at this campground. We can send you a reminder email with your membership details.',
  MEMBERSHIP_ACTIVE_DIFFERENT_TYPE:
    'You already have an active membership at this campground. Please log in to your account to extend it, or we can send you a reminder email with your membership details.',
  /** 04 §8 shows 'You have an expired membership of this type. Please log in to your account to renew...'. */
  MEMBERSHIP_RENEW_REQUIRED:
    'You have an expired membership of this type. Please log in to your account to renew it.',
} as const;

/** VALIDATION_ERROR and DATABASE_ERROR answers of purchase-membership (04 §8). */
export const ELIGIBILITY_UNAVAILABLE_MESSAGE =
  'Unable to validate your membership eligibility. Please contact support for assistance.';

// 04 §8: e-mail conflict dialog titles.
export const CONFLICT_TITLES = {
  ACTIVE_MEMBERSHIP: 'Active Membership Found',
  EXPIRED_SAME_TYPE: 'Previous Membership Found',
} as const;
export const CONFLICT_FALLBACK_TITLE = 'Verification Error';
export const GO_TO_LOGIN_LABEL = 'Go to Login Page';

/** 03 §5: Most Popular is blocked with an error naming the featured type and the steps to free it. */
export const mostPopularTakenMessage = (featuredName: string): string =>
  `"${featuredName}" is already marked as Most Popular for this campground. Only one membership type can be Most Popular: edit "${featuredName}", uncheck Most Popular and save it, then mark this membership type.`;

/** 04 §7: a purchase that archived expired memberships of other types says how many. */
const PURCHASE_SUCCESS_MESSAGE = 'Your membership has been created successfully.';
export const purchaseSuccessMessage = (archivedCount: number): string =>
  archivedCount === 0
    ? PURCHASE_SUCCESS_MESSAGE
    : `${PURCHASE_SUCCESS_MESSAGE} ${archivedCount} expired membership${archivedCount === 1 ? '' : 's'} of other types ${archivedCount === 1 ? 'was' : 'were'} archived.`;
