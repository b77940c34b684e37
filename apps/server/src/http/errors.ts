import { ServiceBusyError } from '@camppass/core';
import type { Err } from '@camppass/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from './logger';

/**
 * The one table from a use case's failure code to an HTTP status (ARCHITECTURE.md §3). Codes not
 * listed are expected failures of the caller's input and answer 400: nothing the client sends
 * makes the server answer 500.
 */
const codeToStatus: Readonly<Record<string, ContentfulStatusCode>> = {
  VALIDATION_ERROR: 400,
  INVALID_INPUT: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_FAILED: 400,
  MISSING_EMAIL: 400,
  INVALID_EMAIL: 400,
  SAME_PASSWORD: 400,
  RESET_CODE_EXPIRED: 400,
  INVALID_INVITATION: 400,
  INVITATION_EXPIRED: 400,
  UNAUTHORIZED: 401,
  INVALID_API_KEY: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_SECOND_FACTOR: 401,
  SECOND_STEP_EXPIRED: 401,
  REFRESH_TOKEN_REUSED: 401,
  FORBIDDEN: 403,
  // A super admin (or staff whose campground requires it) without a second factor yet.
  SECOND_FACTOR_SETUP_REQUIRED: 403,
  // Removing a factor or new recovery codes without the password or a current code.
  REAUTHENTICATION_FAILED: 403,
  INVALID_FILE_LINK: 403,
  FILE_LINK_EXPIRED: 403,
  ACCOUNT_INACTIVE: 403,
  NO_ROLES: 403,
  NOT_FOUND: 404,
  API_KEY_NOT_FOUND: 404,
  WEBHOOK_ENDPOINT_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  RESET_CODE_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  CAMPGROUND_NOT_FOUND: 404,
  OWNER_NOT_FOUND: 404,
  MEMBERSHIP_TYPE_NOT_FOUND: 404,
  NO_ACTIVE_MEMBERSHIP: 404,
  PAYMENT_INTENT_NOT_FOUND: 404,
  MEMBERSHIP_NOT_FOUND: 404,
  STATUS_LINK_NOT_FOUND: 404,
  CONFLICT: 409,
  RESET_CODE_USED: 409,
  INVITATION_USED: 409,
  CAMPGROUND_HAS_OWNER: 409,
  SLUG_TAKEN: 409,
  EMAIL_ASSOCIATED: 409,
  MEMBERSHIP_ACTIVE_EXISTS: 409,
  MEMBERSHIP_ACTIVE_DIFFERENT_TYPE: 409,
  MEMBERSHIP_RENEW_REQUIRED: 409,
  AMOUNT_MISMATCH: 409,
  PAYMENT_MISMATCH: 409,
  // Paid, but another purchase won: the payment was (or is being) given back.
  PAYMENT_REFUNDED: 409,
  PAYMENT_REFUND_PENDING: 409,
  PAYMENT_INTENT_UNEXPECTED_STATE: 409,
  // Not paid in time: the checkout's intent was cancelled; the buyer starts the purchase again.
  CHECKOUT_EXPIRED: 410,
  // A file uploaded for one purchase sent with another.
  UPLOAD_ALREADY_USED: 409,
  PAYMENT_NOT_SUCCEEDED: 402,
  PAYMENT_REQUIRED: 402,
  RENEWALS_NOT_ALLOWED: 403,
  EXTENSIONS_NOT_ALLOWED: 403,
  MEMBERSHIP_NOT_EXPIRED: 409,
  MEMBERSHIP_NOT_ACTIVE: 409,
  // Process Payment of a membership whose payment is already paid, or failed.
  PAYMENT_NOT_PENDING: 409,
  // An owner's refund: of an offline or unpaid payment, one wholly refunded, or above what is left.
  PAYMENT_NOT_REFUNDABLE: 409,
  REFUND_EXCEEDS_LEFT: 409,
  // The campground's payouts account does not take card payments yet: nothing can be sold.
  PAYMENTS_NOT_ENABLED: 409,
  PAYOUTS_NOT_CONNECTED: 409,
  // Automatic renewal: not offered for the membership, no card to charge, no payment to confirm.
  AUTO_RENEWAL_NOT_OFFERED: 409,
  CARD_REQUIRED: 409,
  CARD_NOT_SAVED: 409,
  NO_PENDING_RENEWAL_PAYMENT: 404,
  RENEWAL_PAYMENT_NOT_CONFIRMED: 402,
  CARD_DECLINED: 402,
  INSUFFICIENT_FUNDS: 402,
  // The simulated card form's declines, as Stripe answers them.
  INCORRECT_NUMBER: 402,
  INVALID_EXPIRY: 402,
  EXPIRED_CARD: 402,
  INVALID_CVC: 402,
  FILE_TOO_LARGE: 413,
  INVALID_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  // Failures of a service we depend on, not of the caller's input.
  EMAIL_SEND_ERROR: 502,
  REFUND_FAILED: 502,
  CAPTCHA_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
};

const statusOf = (code: string): ContentfulStatusCode => codeToStatus[code] ?? 400;

export interface ErrorBody {
  readonly success: false;
  readonly error: string;
  readonly code: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
}

export const errorBody = (
  code: string,
  message: string,
  fieldErrors?: Readonly<Record<string, string>>,
): ErrorBody =>
  fieldErrors
    ? { success: false, error: message, code, fieldErrors }
    : { success: false, error: message, code };

/**
 * The answer for a failed Result: the envelope with the status of its code, Retry-After when a
 * rate limit says how long to wait, the Bearer challenge on 401, and on 413 the end of the
 * connection (the rest of the body is never read, so the socket cannot serve another request).
 */
export const failure = (c: Context, result: Err & { readonly retryAfterSeconds?: number }): Response => {
  const status = statusOf(result.code);
  if (result.retryAfterSeconds !== undefined) c.header('Retry-After', String(result.retryAfterSeconds));
  if (status === 401) c.header('WWW-Authenticate', 'Bearer');
  if (status === 413) c.header('Connection', 'close');
  return c.json(errorBody(result.code, result.message, result.fieldErrors), status);
};

/** Messages of failures that are not the caller's input (broken infrastructure, bugs). */
const INTERNAL_ERROR_MESSAGE = 'Server error occurred. Please try again later or contact support.';

const HTTP_EXCEPTION_CODES: Readonly<Record<number, string>> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Hono raises HTTPException for malformed input it meets before a handler runs (invalid JSON,
 * bodies over the limit); those are the caller's fault and keep their 4xx status. Anything else
 * thrown is ours: logged by the caller with the request id, answered 500 without details.
 */
export const exceptionToBody = (
  error: unknown,
): { status: ContentfulStatusCode; body: ErrorBody; retryAfterSeconds?: number } => {
  if (error instanceof ServiceBusyError) {
    return {
      status: statusOf(error.code),
      body: errorBody(error.code, error.message),
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = HTTP_EXCEPTION_CODES[error.status] ?? 'INVALID_INPUT';
    const message =
      code === 'PAYLOAD_TOO_LARGE' ? 'The request body is too large.' : 'The request is not valid.';
    return { status: error.status as ContentfulStatusCode, body: errorBody(code, message) };
  }
  return { status: 500, body: errorBody('INTERNAL_ERROR', INTERNAL_ERROR_MESSAGE) };
};

/**
 * Logs a thrown error with the request it broke: ours (5xx) with its stack, the caller's (4xx,
 * malformed input Hono refused) as one line without, so bad input cannot fill the logs with traces.
 */
export const logException = (
  logger: Logger,
  request: { readonly requestId: string; readonly path: string },
  error: unknown,
  status: number,
): void => {
  if (status < 500) {
    logger.warn('client error', {
      ...request,
      status,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return;
  }
  logger.error('unhandled error', {
    ...request,
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
};
