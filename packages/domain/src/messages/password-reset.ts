/** A failed call as the client saw it: the network failed, or the server answered. */
export type CallFailure =
  | { readonly kind: 'network' }
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly code?: string | null;
      readonly error?: string | null;
    };

const RESET_MISSING_EMAIL = 'Please enter your email address.';
const RESET_INVALID_EMAIL = 'Please enter a valid email address.';
/** The member dashboard's change-password dialog shows one text for both e-mail codes (01 §8, 02 §8). */
export const RESET_DIALOG_EMAIL_INVALID = 'Please ensure your email address is valid.';
export const RESET_EMAIL_SEND_ERROR =
  'Unable to send password reset email. Please try again later or contact support.';
export const RESET_LINK_GENERATION_ERROR =
  'Unable to generate password reset link. Please try again later or contact support.';
export const RESET_SERVER_ERROR = 'Server error occurred. Please try again later or contact support.';
export const RESET_TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes before trying again.';
export const RESET_CONNECTION_ERROR =
  'Connection error. Please check your internet connection and try again.';
const RESET_UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again later.';
export const RESET_DIALOG_NO_EMAIL = 'Unable to find your email address.';
export const RESET_EMAIL_SENT_TITLE = 'Email Sent Successfully!';

/** Where the reset request was made: the reset pages, or the member dashboard's dialog. */
export type ResetRequestContext = 'page' | 'dashboard-dialog';

const BY_CODE: Readonly<Record<string, string>> = {
  MISSING_EMAIL: RESET_MISSING_EMAIL,
  INVALID_EMAIL: RESET_INVALID_EMAIL,
  EMAIL_SEND_ERROR: RESET_EMAIL_SEND_ERROR,
  RESET_LINK_ERROR: RESET_LINK_GENERATION_ERROR,
  NO_ACTION_LINK: RESET_LINK_GENERATION_ERROR,
  DATABASE_ERROR: RESET_SERVER_ERROR,
  INTERNAL_ERROR: RESET_SERVER_ERROR,
};

/**
 * The message for a failed recovery-password call (01 §8, 02 §8): by code, then HTTP 429, then
 * the generic 'unable to send' text for any other failed answer; a network failure has its own;
 * anything else (a failure that is neither) is unexpected.
 */
export const resetRequestErrorMessage = (
  failure: CallFailure | { readonly kind: 'unexpected' },
  context: ResetRequestContext = 'page',
): string => {
  if (failure.kind === 'network') return RESET_CONNECTION_ERROR;
  if (failure.kind === 'unexpected') return RESET_UNEXPECTED_ERROR;
  const code = failure.code ?? '';
  if (context === 'dashboard-dialog' && (code === 'MISSING_EMAIL' || code === 'INVALID_EMAIL')) {
    return RESET_DIALOG_EMAIL_INVALID;
  }
  const byCode = BY_CODE[code];
  if (byCode !== undefined) return byCode;
  if (failure.status === 429) return RESET_TOO_MANY_REQUESTS;
  return RESET_EMAIL_SEND_ERROR;
};

export const RESET_VALIDATING_TITLE = 'Validating Reset Link';
export const RESET_INVALID_TITLE = 'Invalid Reset Link';
export const RESET_FORM_TITLE = 'Set New Password';
export const RESET_UPDATED_TITLE = 'Password Updated!';

export const RESET_LINK_ACCESS_DENIED = 'Access denied. Please request a new password reset.';
const RESET_LINK_SERVER_ERROR = 'Server error occurred. Please try again.';
const RESET_LINK_ERROR = 'Reset link error occurred.';

/**
 * The message for an error the reset link itself carries (01 §8): its description when given,
 * else by its error code.
 */
export const resetLinkErrorMessage = (link: {
  readonly error?: string | null;
  readonly error_code?: string | null;
  readonly error_description?: string | null;
}): string => {
  const description = link.error_description?.trim();
  if (description) return description.replace(/\+/g, ' ');
  const code = link.error_code ?? link.error ?? '';
  if (code === 'access_denied') return RESET_LINK_ACCESS_DENIED;
  if (code === 'server_error') return RESET_LINK_SERVER_ERROR;
  return RESET_LINK_ERROR;
};

export const RESET_TOKEN_EXPIRED = 'Reset link has expired. Please request a new password reset.';
export const RESET_TOKEN_INVALID = 'Reset link is invalid. Please request a new password reset.';
export const RESET_TOKEN_NOT_FOUND = 'Reset link not found. Please request a new password reset.';
/** The default when a token error names no cause; 01 §8 calls it the expired-or-invalid message. */
const RESET_TOKEN_EXPIRED_OR_INVALID =
  'Reset link has expired or is invalid. Please request a new password reset.';

/** A token error by the word it contains (01 §8). */
export const resetTokenErrorMessage = (error: string | null | undefined): string => {
  const text = (error ?? '').toLowerCase();
  if (text.includes('expired')) return RESET_TOKEN_EXPIRED;
  if (text.includes('invalid')) return RESET_TOKEN_INVALID;
  if (text.includes('not found')) return RESET_TOKEN_NOT_FOUND;
  return RESET_TOKEN_EXPIRED_OR_INVALID;
};

export const RESET_SESSION_INVALID = 'Invalid reset session. Please request a new password reset.';

const RESET_SESSION_EXPIRED = 'Reset session has expired. Please request a new password reset.';
export const RESET_SAME_PASSWORD = 'New password must be different from your current password.';
const PASSWORD_UPDATE_FAILED = 'Failed to update password. Please try again.';
export const PASSWORD_UPDATE_UNEXPECTED = 'An unexpected error occurred. Please try again.';

/**
 * The message when saving the new password fails (01 §8): session_not_found and same_password
 * by code or text; any other message as returned; an empty one gets the default.
 */
export const passwordUpdateErrorMessage = (
  failure:
    | { readonly code?: string | null; readonly message?: string | null }
    | { readonly kind: 'unexpected' },
): string => {
  if ('kind' in failure) return PASSWORD_UPDATE_UNEXPECTED;
  const code = failure.code ?? '';
  const message = failure.message?.trim() ?? '';
  if (code === 'session_not_found' || message.includes('session_not_found')) return RESET_SESSION_EXPIRED;
  if (code === 'same_password' || message.includes('same_password')) return RESET_SAME_PASSWORD;
  return message === '' ? PASSWORD_UPDATE_FAILED : message;
};

/** The server's answer to a reset request. */
/** Known and unknown addresses get this same answer, so the form cannot tell who has an account. */
export const RESET_REQUEST_ACCEPTED =
  'If an account exists for this email, a password reset link has been sent.';
