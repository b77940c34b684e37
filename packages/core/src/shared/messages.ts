/**
 * The server's answers for sign-in and invitations. The login texts are the substrings the
 * portal matches (01 §8) and must keep their wording; the portal shows its own message for them.
 */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const USER_PROFILE_NOT_FOUND = 'User profile not found';
export const ACCOUNT_NOT_ACTIVE = 'Account is not active';
export const NO_ASSIGNED_ROLES = 'User has no assigned roles';
/** Contains 'reCAPTCHA' but not 'verification failed': the portal's "other reCAPTCHA error" (01 §8). */
export const RECAPTCHA_UNAVAILABLE = 'reCAPTCHA could not be checked right now. Please try again.';

export const SESSION_REUSED =
  'This session has ended because its refresh token was used twice. Please log in again.';

/** Known and unknown addresses get this same answer, so the form cannot tell who has an account. */
export const RESET_REQUEST_ACCEPTED =
  'If an account exists for this email, a password reset link has been sent.';

export const SUPER_ADMIN_REQUIRED = 'Only a super admin can invite owners.';
export const CAMPGROUND_HAS_OWNER = 'This campground already has an owner.';
export const INVITATION_NOT_FOUND = 'Invitation not found. Please ask for a new invitation.';
export const INVITATION_EXPIRED = 'This invitation has expired. Please ask for a new invitation.';
export const INVITATION_USED = 'This invitation has already been used.';
export const INVITATION_SEND_ERROR = 'Unable to send the invitation email. Please try again later.';
