import { z } from './zod';

/**
 * Every failure of every function (ARCHITECTURE.md §3): `error` is the human message, `code` the
 * stable machine code; form failures add the message of each field.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A success answer that carries nothing but `success: true`. */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/**
 * Text the server validates itself with the specification's own messages: a missing field is read
 * as empty so that the answer is that message (e.g. MISSING_EMAIL) rather than a schema error.
 * The upper bound keeps oversized input away from the password hasher and the database.
 */
export const specText = (max: number) => z.string().max(max).default('');

export const MAX_EMAIL_LENGTH = 320;
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_NAME_LENGTH = 200;
export const MAX_TOKEN_LENGTH = 4096;
