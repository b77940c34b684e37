import { MAX_TOKEN_LENGTH, successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The second factor: the second step of sign-in and the Security page (authenticator app,
// recovery codes, remembered devices), and the owner's requirement of it for staff.

const id = z.string().max(100);

/** POST auth-second-step: the code of the authenticator app (or a recovery code) after auth-login's `secondStep`. */
export const authSecondStepRequestSchema = z.object({
  challengeToken: z.string().min(1).max(MAX_TOKEN_LENGTH),
  /** Empty when `passkey` answers instead. */
  code: z.string().trim().max(40).default(''),
  /** The browser's answer to start-passkey-second-step's options, instead of a code. */
  passkey: z.record(z.string(), z.unknown()).optional(),
  rememberDevice: z.boolean().default(false),
  deviceLabel: z.string().max(200).default(''),
});
export type AuthSecondStepRequest = z.input<typeof authSecondStepRequestSchema>;

/** auth-login's answer when the account has a second factor: no session yet, the second step's token. */
export const secondStepAnswerSchema = z.object({
  success: z.literal(true),
  secondStep: z.object({ challengeToken: z.string(), expiresAt: z.string() }),
});

export const secondFactorSchema = z.object({
  id: z.string(),
  kind: z.enum(['totp', 'passkey']),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SecondFactor = z.infer<typeof secondFactorSchema>;

export const rememberedDeviceSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type RememberedDevice = z.infer<typeof rememberedDeviceSchema>;

/** GET get-security-settings: the caller's factors, recovery codes left and remembered devices. */
export const getSecuritySettingsResponseSchema = successSchema.extend({
  data: z.object({
    factors: z.array(secondFactorSchema),
    recoveryCodesLeft: z.number(),
    devices: z.array(rememberedDeviceSchema),
    required: z.boolean(),
    canUseAuthenticator: z.boolean(),
    /** The campgrounds the caller owns, with whether each requires a second factor of its staff. */
    staffRequirements: z.array(
      z.object({ campgroundId: z.string(), name: z.string(), required: z.boolean() }),
    ),
  }),
});
export type SecuritySettings = z.infer<typeof getSecuritySettingsResponseSchema>['data'];

/** POST start-authenticator-setup: the secret, its otpauth address and the QR code (SVG) to scan. */
export const startAuthenticatorSetupResponseSchema = successSchema.extend({
  data: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
});
export type AuthenticatorSetup = z.infer<typeof startAuthenticatorSetupResponseSchema>['data'];

export const confirmAuthenticatorSetupRequestSchema = z.object({ code: z.string().trim().min(1).max(20) });
export type ConfirmAuthenticatorSetupRequest = z.input<typeof confirmAuthenticatorSetupRequestSchema>;
/** `recoveryCodes` only with the account's first factor: shown this once. */
export const confirmAuthenticatorSetupResponseSchema = successSchema.extend({
  data: z.object({ recoveryCodes: z.array(z.string()).nullable() }),
});

/** The proof asked again before weakening the account: the current password, a current code, or a passkey. */
const presenceFields = {
  password: z.string().max(1000).optional(),
  code: z.string().trim().max(20).optional(),
  /** The browser's answer to start-passkey-presence's options. */
  passkey: z.record(z.string(), z.unknown()).optional(),
};
export const removeSecondFactorRequestSchema = z.object({ factorId: id, ...presenceFields });
export type RemoveSecondFactorRequest = z.input<typeof removeSecondFactorRequestSchema>;

export const regenerateRecoveryCodesRequestSchema = z.object(presenceFields);
export type RegenerateRecoveryCodesRequest = z.input<typeof regenerateRecoveryCodesRequestSchema>;

export const recoveryCodesResponseSchema = successSchema.extend({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const forgetRememberedDeviceRequestSchema = z.object({ deviceId: id });
export type ForgetRememberedDeviceRequest = z.input<typeof forgetRememberedDeviceRequestSchema>;

export const setStaffSecondFactorRequestSchema = z.object({ campgroundId: id, required: z.boolean() });
export type SetStaffSecondFactorRequest = z.input<typeof setStaffSecondFactorRequestSchema>;
export const setStaffSecondFactorResponseSchema = successSchema.extend({
  data: z.object({ required: z.boolean() }),
});

/** The Security page's functions, spread into the auth table. */
export const SECOND_FACTOR_FUNCTIONS = {
  'get-security-settings': {
    beforeSecondFactor: true,
    method: 'GET',
    access: 'bearer',
    summary: "The caller's second factors, recovery codes left and remembered devices.",
    response: getSecuritySettingsResponseSchema,
  },
  'start-authenticator-setup': {
    beforeSecondFactor: true,
    method: 'POST',
    access: 'bearer',
    summary: 'Start setting up an authenticator app: its secret and QR code (owners, staff, super admins).',
    response: startAuthenticatorSetupResponseSchema,
  },
  'confirm-authenticator-setup': {
    beforeSecondFactor: true,
    method: 'POST',
    access: 'bearer',
    summary:
      "Confirm the authenticator app with its first code; the first factor's recovery codes are shown once.",
    request: confirmAuthenticatorSetupRequestSchema,
    response: confirmAuthenticatorSetupResponseSchema,
  },
  'remove-second-factor': {
    beforeSecondFactor: true,
    method: 'POST',
    access: 'bearer',
    summary:
      "Remove one of the caller's second factors, with the password, a current code or a passkey (a super admin's last one is refused).",
    request: removeSecondFactorRequestSchema,
    response: successSchema,
  },
  'regenerate-recovery-codes': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Ten new recovery codes (with the password, a current code or a passkey), shown once; the old ones stop working.',
    request: regenerateRecoveryCodesRequestSchema,
    response: recoveryCodesResponseSchema,
  },
  'forget-remembered-device': {
    beforeSecondFactor: true,
    method: 'POST',
    access: 'bearer',
    summary: 'Forget a remembered device: it is asked for the second factor again.',
    request: forgetRememberedDeviceRequestSchema,
    response: successSchema,
  },
  'set-staff-second-factor': {
    method: 'POST',
    access: 'bearer',
    summary: "Require (or stop requiring) a second factor of the campground's staff (owner only).",
    request: setStaffSecondFactorRequestSchema,
    response: setStaffSecondFactorResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
