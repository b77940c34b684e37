import type { z } from 'zod';
import {
  authLoginRequestSchema,
  authLoginResponseSchema,
  authLogoutResponseSchema,
  authRefreshRequestSchema,
  authRefreshResponseSchema,
  getUserProfileResponseSchema,
  recoveryPasswordRequestSchema,
  recoveryPasswordResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from './auth';
import {
  completeOwnerSetupRequestSchema,
  completeOwnerSetupResponseSchema,
  inviteOwnerRequestSchema,
  inviteOwnerResponseSchema,
  validateInvitationRequestSchema,
  validateInvitationResponseSchema,
} from './invitations';

/** How a function is reached: public calls need no token, `bearer` calls the user's access token. */
export type FunctionAccess = 'public' | 'bearer';

export interface FunctionContract {
  readonly method: 'GET' | 'POST';
  readonly access: FunctionAccess;
  readonly summary: string;
  /** The JSON body (POST) or query (GET); absent when the call carries none. */
  readonly request?: z.ZodType;
  readonly response: z.ZodType;
}

/** Every function of `/functions/v1/{name}`, keyed by the name the specs give it. */
export const FUNCTIONS = {
  'auth-login': {
    method: 'POST',
    access: 'public',
    summary: 'Sign in with e-mail and password through one of the three logins.',
    request: authLoginRequestSchema,
    response: authLoginResponseSchema,
  },
  'auth-logout': {
    method: 'POST',
    access: 'bearer',
    summary: 'End the session of the access token.',
    response: authLogoutResponseSchema,
  },
  'auth-refresh': {
    method: 'POST',
    access: 'public',
    summary: 'Trade a refresh token for a new access and refresh token.',
    request: authRefreshRequestSchema,
    response: authRefreshResponseSchema,
  },
  'get-user-profile': {
    method: 'GET',
    access: 'bearer',
    summary: 'The signed-in user; an OK answer means the access token is valid.',
    response: getUserProfileResponseSchema,
  },
  'recovery-password': {
    method: 'POST',
    access: 'public',
    summary: 'E-mail a password-reset link (same answer for unknown addresses).',
    request: recoveryPasswordRequestSchema,
    response: recoveryPasswordResponseSchema,
  },
  'reset-password': {
    method: 'POST',
    access: 'public',
    summary: 'Set a new password with the code of a reset link.',
    request: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  },
  'invite-owner': {
    method: 'POST',
    access: 'bearer',
    summary: 'Invite an owner to a campground by a single-use e-mailed link (super admin).',
    request: inviteOwnerRequestSchema,
    response: inviteOwnerResponseSchema,
  },
  'validate-invitation': {
    method: 'POST',
    access: 'public',
    summary: 'Check an owner invitation link and read who it was sent to.',
    request: validateInvitationRequestSchema,
    response: validateInvitationResponseSchema,
  },
  'complete-owner-setup': {
    method: 'POST',
    access: 'public',
    summary: 'Set the invited owner password and activate the account.',
    request: completeOwnerSetupRequestSchema,
    response: completeOwnerSetupResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;

export type FunctionName = keyof typeof FUNCTIONS;

/** The path of a function under the server's origin. */
export const functionPath = (name: FunctionName): string => `/functions/v1/${name}`;
