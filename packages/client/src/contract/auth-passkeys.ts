import { MAX_TOKEN_LENGTH, successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

// Passkeys (WebAuthn): registering one from the Security page, and the options of the second step.
// The options and the browser's answers are WebAuthn's own JSON, passed through to the server's check.

export const webauthnJson = z.record(z.string(), z.unknown());

/** POST start-passkey-registration: the options for `navigator.credentials.create`. */
export const passkeyOptionsResponseSchema = successSchema.extend({
  data: z.object({ options: webauthnJson }),
});
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>['data'];

export const finishPasskeyRegistrationRequestSchema = z.object({
  name: z.string().trim().max(100).default(''),
  response: webauthnJson,
});
export type FinishPasskeyRegistrationRequest = z.input<typeof finishPasskeyRegistrationRequestSchema>;
/** `recoveryCodes` only with the account's first factor: shown this once. */
export const finishPasskeyRegistrationResponseSchema = successSchema.extend({
  data: z.object({ factorId: z.string(), recoveryCodes: z.array(z.string()).nullable() }),
});

export const startPasskeySecondStepRequestSchema = z.object({
  challengeToken: z.string().min(1).max(MAX_TOKEN_LENGTH),
});
export type StartPasskeySecondStepRequest = z.input<typeof startPasskeySecondStepRequestSchema>;

/** The passkey functions, spread into the auth table. */
export const PASSKEY_FUNCTIONS = {
  'start-passkey-registration': {
    beforeSecondFactor: true,
    method: 'POST',
    access: 'bearer',
    summary:
      'Start registering a passkey: the options for the browser (a challenge of 5 minutes, used once).',
    response: passkeyOptionsResponseSchema,
  },
  'finish-passkey-registration': {
    beforeSecondFactor: true,
    method: 'POST',
    access: 'bearer',
    summary:
      "Register the browser's new passkey under a name; the first factor's recovery codes are shown once.",
    request: finishPasskeyRegistrationRequestSchema,
    response: finishPasskeyRegistrationResponseSchema,
  },
  'start-passkey-second-step': {
    method: 'POST',
    access: 'public',
    summary: "The options for signing in with a passkey as the second step of auth-login's partial sign-in.",
    request: startPasskeySecondStepRequestSchema,
    response: passkeyOptionsResponseSchema,
  },
  'start-passkey-presence': {
    beforeSecondFactor: true,
    method: 'POST',
    access: 'bearer',
    summary:
      "The options for confirming it is you with one of the caller's passkeys before removing a factor or making new recovery codes.",
    response: passkeyOptionsResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
