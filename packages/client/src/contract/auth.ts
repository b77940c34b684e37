import { PASSKEY_FUNCTIONS, passkeyOptionsResponseSchema, webauthnJson } from './auth-passkeys';
import {
  authSecondStepRequestSchema,
  SECOND_FACTOR_FUNCTIONS,
  secondStepAnswerSchema,
} from './auth-second-factor';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TOKEN_LENGTH,
  specText,
  successSchema,
} from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// Signing in and out, the session, password reset and the owner's invitation link (01 §7, 03 §7).

/** The three logins of 01 §2 and the value each sends as `loginType` (01 §7). */
export const loginTypeSchema = z.enum(['member', 'owner', 'superAdmin']);
export type LoginTypeValue = z.infer<typeof loginTypeSchema>;

export const roleNameSchema = z.enum(['super_admin', 'owner', 'staff', 'member']);

/** A role the user holds, with the campground it applies to (null for platform-wide roles). */
export const userRoleSchema = z.object({
  role_name: roleNameSchema,
  campground_id: z.string().nullable(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

export const permissionsSchema = z.object({
  canAccessOwner: z.boolean(),
  canAccessMember: z.boolean(),
  isAdmin: z.boolean(),
  list: z.array(z.string()),
});
export type UserPermissions = z.infer<typeof permissionsSchema>;

/** The signed-in user as the client keeps it (01 §3). Timestamps are ISO 8601. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleNameSchema,
  roles: z.array(userRoleSchema),
  permissions: permissionsSchema,
  campgroundId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set at sign-in when the account must set up a second factor before its dashboard. */
  secondFactorSetupRequired: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** `expiresAt` is the access token's end as an ISO 8601 timestamp (01 §4 compares it to now). */
export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.string(),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** POST auth-login (01 §7). */
export const authLoginRequestSchema = z.object({
  email: specText(MAX_EMAIL_LENGTH),
  password: specText(MAX_PASSWORD_LENGTH),
  loginType: loginTypeSchema,
  recaptchaToken: specText(MAX_TOKEN_LENGTH),
});
export type AuthLoginRequest = z.input<typeof authLoginRequestSchema>;
const sessionAnswerSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  tokens: tokensSchema,
});
/** POST passkey-sign-in: the browser's answer to start-passkey-sign-in's options, on one of the three logins. */
export const passkeySignInRequestSchema = z.object({
  response: webauthnJson,
  loginType: loginTypeSchema,
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;
/** A session, or (the account has a second factor) the second step's token for auth-second-step. */
export const authLoginResponseSchema = z.union([sessionAnswerSchema, secondStepAnswerSchema]);
export type AuthLoginResponse = z.infer<typeof authLoginResponseSchema>;

/** POST auth-logout: no body; the access token names the session to end. */
export const authLogoutResponseSchema = successSchema;
export type AuthLogoutResponse = z.infer<typeof authLogoutResponseSchema>;

/** POST auth-refresh: trades a refresh token for a new pair; each refresh token works once. */
export const authRefreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(MAX_TOKEN_LENGTH),
});
export type AuthRefreshRequest = z.input<typeof authRefreshRequestSchema>;
export const authRefreshResponseSchema = z.object({
  success: z.literal(true),
  tokens: tokensSchema,
});
export type AuthRefreshResponse = z.infer<typeof authRefreshResponseSchema>;

/** GET get-user-profile: an OK answer means the access token is valid (01 §7). */
export const getUserProfileResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
});
export type GetUserProfileResponse = z.infer<typeof getUserProfileResponseSchema>;

/** POST recovery-password (01 §7): same answer for known and unknown addresses. */
export const recoveryPasswordRequestSchema = z.object({
  email: specText(MAX_EMAIL_LENGTH),
});
export type RecoveryPasswordRequest = z.input<typeof recoveryPasswordRequestSchema>;
export const recoveryPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type RecoveryPasswordResponse = z.infer<typeof recoveryPasswordResponseSchema>;

/** POST reset-password: the `code` of the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  code: specText(MAX_TOKEN_LENGTH),
  password: specText(MAX_PASSWORD_LENGTH),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = successSchema;
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** POST validate-invitation (03 §7): token and e-mail from the /owner/setup link. */
export const validateInvitationRequestSchema = z.object({
  token: specText(MAX_TOKEN_LENGTH),
  email: specText(MAX_EMAIL_LENGTH),
});
export type ValidateInvitationRequest = z.input<typeof validateInvitationRequestSchema>;

/** Invitation data (03 §3): the invited person's profile and the role the invitation grants. */
export const invitationDataSchema = z.object({
  profile: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  role: z.object({ role: z.string() }),
});
export type InvitationData = z.infer<typeof invitationDataSchema>;
export const validateInvitationResponseSchema = z.object({
  success: z.literal(true),
  data: invitationDataSchema,
});
export type ValidateInvitationResponse = z.infer<typeof validateInvitationResponseSchema>;

/** POST complete-owner-setup (03 §7): sets the password and activates the owner; the link works once. */
export const completeOwnerSetupRequestSchema = z.object({
  token: specText(MAX_TOKEN_LENGTH),
  email: specText(MAX_EMAIL_LENGTH),
  password: specText(MAX_PASSWORD_LENGTH),
  firstName: specText(MAX_NAME_LENGTH),
  lastName: specText(MAX_NAME_LENGTH),
});
export type CompleteOwnerSetupRequest = z.input<typeof completeOwnerSetupRequestSchema>;
export const completeOwnerSetupResponseSchema = successSchema;
export type CompleteOwnerSetupResponse = z.infer<typeof completeOwnerSetupResponseSchema>;

/** The sign-in screens' functions and the session's own (01 §7, 03 §7). */
export const AUTH_FUNCTIONS = {
  'auth-login': {
    method: 'POST',
    access: 'public',
    summary: 'Sign in with e-mail and password through one of the three logins.',
    request: authLoginRequestSchema,
    response: authLoginResponseSchema,
  },
  'start-passkey-sign-in': {
    method: 'POST',
    access: 'public',
    summary:
      'The options for signing in with a passkey alone, without an e-mail (a challenge of 5 minutes, used once).',
    response: passkeyOptionsResponseSchema,
  },
  'passkey-sign-in': {
    method: 'POST',
    access: 'public',
    summary:
      'Sign in with a passkey alone through one of the three logins: the passkey names the account and meets its second-factor policy.',
    request: passkeySignInRequestSchema,
    response: sessionAnswerSchema,
  },
  'auth-second-step': {
    method: 'POST',
    access: 'public',
    summary: 'Complete a sign-in with the authenticator code or a recovery code; may remember the device.',
    request: authSecondStepRequestSchema,
    response: sessionAnswerSchema,
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
  ...SECOND_FACTOR_FUNCTIONS,
  ...PASSKEY_FUNCTIONS,
} as const satisfies Record<string, FunctionContract>;
