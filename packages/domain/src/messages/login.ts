import type { LoginType } from '../roles/routing';
import { RESET_TOO_MANY_REQUESTS } from './password-reset';

/**
 * The server's answers for sign-in. The login texts are the substrings the
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

const LOGIN_RECAPTCHA_FAILED = 'Security verification failed. Please try again.';
const LOGIN_RECAPTCHA_ERROR = 'Security verification error. Please refresh the page and try again.';
export const LOGIN_INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials.';
const LOGIN_NO_ROLES = 'Account access not configured. Please contact support.';
export const LOGIN_CONNECTION_ERROR = 'Connection error. Please check your internet connection.';
const LOGIN_FAILED = 'Login failed. Please try again.';
export const LOGIN_INVALID_RESPONSE = 'Invalid response from server - missing user or tokens';

/** 'Account not found' for each login; the owner and admin texts complete the spec's variants. */
const LOGIN_ACCOUNT_NOT_FOUND: Readonly<Record<LoginType, string>> = {
  member: 'Account not found. Please contact support.',
  owner: 'Owner account not found. Please contact support.',
  superAdmin: 'Administrator account not found. Please contact support.',
};

/** 'Account inactive' for each login; the owner and admin texts complete the spec's variants. */
export const LOGIN_ACCOUNT_INACTIVE: Readonly<Record<LoginType, string>> = {
  member: 'Your account is inactive. Please contact support.',
  owner: 'Your owner account is inactive. Please contact support.',
  superAdmin: 'Your administrator account is inactive. Please contact support.',
};

/**
 * The message a login shows for a failed sign-in (01 §8), matched by substring of the server's
 * error, or of the thrown error's text for a network failure ('Failed to fetch').
 */
export const loginErrorMessage = (serverError: string | null | undefined, loginType: LoginType): string => {
  const text = serverError ?? '';
  if (text.includes('reCAPTCHA verification failed')) return LOGIN_RECAPTCHA_FAILED;
  if (text.includes('reCAPTCHA')) return LOGIN_RECAPTCHA_ERROR;
  if (text.includes(INVALID_CREDENTIALS)) return LOGIN_INVALID_CREDENTIALS;
  if (text.includes(USER_PROFILE_NOT_FOUND)) return LOGIN_ACCOUNT_NOT_FOUND[loginType];
  if (text.includes(ACCOUNT_NOT_ACTIVE)) return LOGIN_ACCOUNT_INACTIVE[loginType];
  if (text.includes(NO_ASSIGNED_ROLES)) return LOGIN_NO_ROLES;
  if (text.includes('Failed to fetch')) return LOGIN_CONNECTION_ERROR;
  return LOGIN_FAILED;
};

/**
 * A login refused for too many attempts (HTTP 429): 01 §8's too-many-requests text, with when to
 * try again when the server says (Retry-After, in seconds).
 */
export const loginRateLimitedMessage = (retryAfterSeconds: number | null | undefined): string => {
  if (retryAfterSeconds == null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return RESET_TOO_MANY_REQUESTS;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${Math.ceil(retryAfterSeconds)} second${Math.ceil(retryAfterSeconds) === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many requests. Please wait ${wait} before trying again.`;
};

/**
 * Under the sign-in and reset forms of a page read without scripts: the server's HTML shows them,
 * and they are sent only by the page's script.
 */
export const FORM_NEEDS_SCRIPTS = 'This form needs JavaScript: turn it on in your browser to continue.';

/** The member login's banner after a completed reset (01 §2). */
export const PASSWORD_RESET_SUCCESS_BANNER =
  'Your password has been successfully updated! You can now sign in with your new password.';

/** The screen shown instead of a redirect on routes reserved to the super admin (01 §2). */
export const ACCESS_REQUIRED = {
  title: 'Acceso Requerido',
  message: 'Esta sección requiere permisos de super administrador.',
  developerHint: 'Desarrolladores: la cuenta necesita el rol super_admin (superAdmin en user_roles).',
} as const;

/** The generic error screen (01 §2). */
export const GENERIC_ERROR_TITLE = 'Something went wrong';
export const RELOAD_PAGE_LABEL = 'Reload page';
export const GO_TO_HOME_LABEL = 'Go to Home';
