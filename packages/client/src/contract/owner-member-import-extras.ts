import { IMPORT_FIELDS } from '@camppass/domain';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

/**
 * GET get-member-import-mapping (issue 27, Import): the campground's remembered column mapping,
 * header name to field, saved by each successful `member-import-dry-run`; the dry run guesses a new
 * file's columns from it first, then from the header names.
 */
export const getMemberImportMappingQuerySchema = z.object({ campground_id: z.string().max(100) });
export type GetMemberImportMappingQuery = z.input<typeof getMemberImportMappingQuerySchema>;

export const getMemberImportMappingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Header name to field; empty when no file was checked yet. */
    mapping: z.record(z.string(), z.enum(IMPORT_FIELDS as [string, ...string[]])),
  }),
});
export type GetMemberImportMappingResponse = z.infer<typeof getMemberImportMappingResponseSchema>;

/**
 * POST send-import-claim-emails: queues a "claim your account" e-mail (a set-password link in the
 * campground's name) to each imported member without a password, at most one an account a day.
 */
export const sendImportClaimEmailsRequestSchema = z.object({ campground_id: z.string().max(100) });
export type SendImportClaimEmailsRequest = z.input<typeof sendImportClaimEmailsRequestSchema>;

export const sendImportClaimEmailsResponseSchema = z.object({
  success: z.literal(true),
  /** 'E-mails on their way to 47 members.' */
  message: z.string(),
  data: z.object({ queued: z.number().int() }),
});
export type SendImportClaimEmailsResponse = z.infer<typeof sendImportClaimEmailsResponseSchema>;

export const OWNER_MEMBER_IMPORT_EXTRA_FUNCTIONS = {
  'get-member-import-mapping': {
    method: 'GET',
    access: 'bearer',
    summary:
      "The campground's remembered member import column mapping, header name to field (owner, super admin).",
    request: getMemberImportMappingQuerySchema,
    response: getMemberImportMappingResponseSchema,
  },
  'send-import-claim-emails': {
    method: 'POST',
    access: 'bearer',
    summary:
      'E-mails imported members without a password a link to set one, at most once a day each; answers how many (owner, super admin).',
    request: sendImportClaimEmailsRequestSchema,
    response: sendImportClaimEmailsResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
