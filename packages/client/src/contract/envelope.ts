import { z } from './zod';

// The shapes every area shares: the failure envelope, a bare success, text the server checks in the
// spec's words, and the pagination of the admin and owner lists.

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

/** What every admin list takes: the page (1-based), its size and a free-text search. */
export const adminListRequestSchema = z.object({
  page: z.number().int().min(1).max(1_000_000).optional(),
  limit: z.number().int().min(1).max(100).optional(),
  search: z.string().max(200).optional(),
});
export type AdminListRequest = z.input<typeof adminListRequestSchema>;

/** Pagination of 03 §3. */
export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  /**
   * Present and true when the list stopped counting (a searched admin account list past 1,000
   * matches): more than `totalCount` rows match, and `totalPages` counts one page past them.
   */
  totalCountCapped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of an admin list: its rows and the pagination block. */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
