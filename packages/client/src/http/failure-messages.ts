import {
  ADMIN_ACCESS_NOT_AUTHORIZED,
  activationSetupFailedMessage,
  type CallFailure,
  documentListErrorMessage,
  INVALID_INVITATION,
  LOGIN_INVALID_RESPONSE,
  type LoginType,
  loginErrorMessage,
  loginRateLimitedMessage,
  OWNER_ACCESS_NOT_AUTHORIZED,
  OWNER_INVITE_FAILED,
  PASSWORD_UPDATE_UNEXPECTED,
  passwordUpdateErrorMessage,
  RESET_CONNECTION_ERROR,
  resetRequestErrorMessage,
} from '@camppass/domain';
import type { FunctionName } from '../contract/functions';

/**
 * A failure as the message table sees it: the network, the server's answer (with its Retry-After
 * in seconds when it sent one), or an answer we cannot read.
 */
export type ClientFailure =
  | { readonly kind: 'network' }
  | (Extract<CallFailure, { kind: 'response' }> & { readonly retryAfterSeconds?: number | null })
  | { readonly kind: 'invalid-response'; readonly status: number };

type MessageOf = (failure: ClientFailure, input: unknown) => string;

const loginTypeOf = (input: unknown): LoginType => {
  const value = (input as { loginType?: unknown } | undefined)?.loginType;
  return value === 'owner' || value === 'superAdmin' ? value : 'member';
};

const serverText = (failure: ClientFailure): string =>
  failure.kind === 'response' ? (failure.error?.trim() ?? '') : '';

/** 03 §8's document errors: 401, 403 and 404 in its words, else the server's or 'Server error ({status})'. */
const documentList: MessageOf = (failure) =>
  failure.kind === 'network'
    ? RESET_CONNECTION_ERROR
    : documentListErrorMessage(failure.status, serverText(failure) || null);

const byFunction: Partial<Record<FunctionName, MessageOf>> = {
  'auth-login': (failure, input) => {
    const loginType = loginTypeOf(input);
    if (failure.kind === 'network') return loginErrorMessage('Failed to fetch', loginType);
    if (failure.kind === 'invalid-response') return LOGIN_INVALID_RESPONSE;
    if (failure.status === 429) return loginRateLimitedMessage(failure.retryAfterSeconds);
    // The server refuses a login that does not fit the account (01 §5); the login's own text says so.
    if (failure.code === 'FORBIDDEN' && loginType !== 'member') {
      return loginType === 'owner' ? OWNER_ACCESS_NOT_AUTHORIZED : ADMIN_ACCESS_NOT_AUTHORIZED;
    }
    return loginErrorMessage(failure.error, loginType);
  },
  'recovery-password': (failure) =>
    resetRequestErrorMessage(failure.kind === 'invalid-response' ? { kind: 'unexpected' } : failure),
  'reset-password': (failure) => {
    if (failure.kind !== 'response') return PASSWORD_UPDATE_UNEXPECTED;
    return passwordUpdateErrorMessage({ code: failure.code ?? null, message: failure.error ?? null });
  },
  'validate-invitation': (failure) => serverText(failure) || INVALID_INVITATION,
  'complete-owner-setup': (failure) =>
    activationSetupFailedMessage(serverText(failure) || PASSWORD_UPDATE_UNEXPECTED),
  'invite-owner': (failure) => serverText(failure) || OWNER_INVITE_FAILED,
  'get-selfie-documents': documentList,
  'user-signature': documentList,
  'get-military-users-with-membership': documentList,
};

/** Functions whose own table of 01 §8 words the network failure too. */
const OWN_NETWORK_MESSAGE: readonly FunctionName[] = ['auth-login', 'recovery-password'];

/**
 * The catalogue message for a failed call (01 §8, 03 §8): each function has its own table; a
 * network failure reads as the connection error; any other answer shows its message.
 */
export const failureMessage = (
  name: FunctionName | null,
  failure: ClientFailure,
  input?: unknown,
): string => {
  if (failure.kind === 'network' && !(name && OWN_NETWORK_MESSAGE.includes(name))) {
    return RESET_CONNECTION_ERROR;
  }
  const own = name ? byFunction[name] : undefined;
  if (own) return own(failure, input);
  return serverText(failure) || PASSWORD_UPDATE_UNEXPECTED;
};
