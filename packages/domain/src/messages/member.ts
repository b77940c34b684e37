export const MEMBERSHIP_TYPES_LOAD_ERROR = 'Error loading available membership types';

const EXTEND_AUTH_FAILED = 'Authentication failed. Please log out and log in again to refresh your session.';
const EXTEND_SESSION_EXPIRED = 'Your session has expired. Please log out and log in again to continue.';
const EXTEND_FORBIDDEN = 'You are not authorized to extend this membership.';
const EXTEND_NOT_FOUND = 'Membership not found.';
const EXTEND_SERVER_ERROR = 'Server error occurred. Please try again later.';
const EXTEND_FAILED = 'Failed to extend membership';
const RENEW_FAILED = 'Failed to renew membership';
export const AUTHENTICATION_REQUIRED = 'Authentication required. Please log in again.';

/**
 * The message for a failed extend-membership call, by status (02 §8). For 401 the client also
 * verifies the token; when that fails too, the session is over.
 */
export const extendErrorMessage = (failure: {
  readonly status: number;
  readonly error?: string | null;
  readonly tokenVerificationFailed?: boolean;
}): string => {
  switch (failure.status) {
    case 401:
      return failure.tokenVerificationFailed ? EXTEND_SESSION_EXPIRED : EXTEND_AUTH_FAILED;
    case 403:
      return EXTEND_FORBIDDEN;
    case 404:
      return EXTEND_NOT_FOUND;
    case 500:
      return EXTEND_SERVER_ERROR;
    default:
      return failure.error?.trim() || EXTEND_FAILED;
  }
};

/** The message for a failed renew-membership call (02 §8). */
export const renewErrorMessage = (error: string | null | undefined): string => error?.trim() || RENEW_FAILED;

export const NO_CLIENT_SECRET = 'No client secret received. Please try again.';
export const PAYMENT_NOT_SUCCEEDED = 'Payment status is not succeeded';

/** When the card was charged but the follow-up call failed (02 §8). */
export const paymentFollowUpFailedMessage = (action: 'extension' | 'renewal', paymentId: string): string =>
  `Payment succeeded but membership ${action} failed. Please contact support with payment ID: ${paymentId}`;

/** create-payment-intent answered with an HTTP failure (02 §8). */
export const paymentIntentHttpErrorMessage = (status: number, body: string): string =>
  `Error ${status}: ${body}`;

export const CARD_IMAGE_ERROR = 'Error generating membership card image. Please try again.';

export const PROFILE_SAVE_FAILED = 'Failed to update profile. Please try again.';
export const PROFILE_NOT_AVAILABLE = 'No profile data available. Please refresh the page.';
export const PROFILE_LOAD_FAILED = 'Failed to load profile data. Please try again.';
export const PROFILE_EMAIL_READ_ONLY_NOTE = 'Email cannot be changed. Please contact support to update it.';

/** The message when saving the profile fails: the server's, else the default (02 §8). */
export const profileSaveErrorMessage = (serverError: string | null | undefined): string =>
  serverError?.trim() || PROFILE_SAVE_FAILED;

/** The success line after a profile save (02 §2): the updated fields, or 'profile' when none are named. */
export const profileUpdatedMessage = (updatedFields: readonly string[] | null | undefined): string =>
  `Profile updated successfully! Updated fields: ${updatedFields && updatedFields.length > 0 ? updatedFields.join(', ') : 'profile'}`;

export const DOCUMENTS_AUTH_FAILED = 'Authentication failed. Please log in again.';
export const DOCUMENTS_PROFILE_NOT_FOUND = 'User profile not found.';
export const DOCUMENTS_ACCESS_DENIED = "Access denied. You don't have permission to view these documents.";
export const DOCUMENTS_CAMPGROUND_REQUIRED = 'Campground ID is required';
export const DOCUMENT_LIMITED_ACCESS = 'Limited Access';
/** Our wording for the alert beside 'Limited Access' (02 §2, 03 §2.8). */
export const DOCUMENT_LIMITED_ACCESS_ALERT =
  'This document could not be loaded. Please contact support if the problem persists.';
/** Our wording: 02 and 03 say only that the URL is unavailable or expired and to refresh. */
export const DOCUMENT_URL_UNAVAILABLE = 'Document URL is unavailable. Please refresh the page.';

/** A server error for a document list (02 §8, 03 §8); `serverError` null means the body was unparsable. */
export const documentListErrorMessage = (status: number, serverError: string | null): string => {
  if (status === 401) return DOCUMENTS_AUTH_FAILED;
  if (status === 404) return DOCUMENTS_PROFILE_NOT_FOUND;
  if (status === 403) return DOCUMENTS_ACCESS_DENIED;
  if (serverError === null || serverError.trim() === '')
    return `Server error (${status}). Please try again later.`;
  return serverError;
};

/** The public status page's verdict, computed on the server for the campground's today. */
export const STATUS_VALID_TODAY = 'Valid today';
export const STATUS_NOT_VALID_TODAY = 'Not valid today';
/** Our wording: a status link that was replaced, or never existed. */
export const STATUS_LINK_NOT_FOUND =
  'This membership status link is not valid. Ask the member for their current card.';
/** Our wording: a membership id that is not the member's own answers like one that does not exist. */
export const MEMBER_MEMBERSHIP_NOT_FOUND = EXTEND_NOT_FOUND;
export const MEMBER_AREA_MEMBERS_ONLY = 'This area is for members only.';
