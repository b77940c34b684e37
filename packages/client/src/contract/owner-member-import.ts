import { IMPORT_FIELDS } from '@camppass/domain';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

/** The fields a column can be mapped to, each to the index of its column in the header row. */
export const importMappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELDS as [string, ...string[]]),
  z.number().int().min(0).max(500),
);

/** The largest CSV the dry run and the import take as their request body (413 beyond). */
export const MEMBER_IMPORT_MAX_BYTES = 200 * 1024 * 1024;

/** The media types a member file may be sent as: the CSV's bytes themselves. */
export const MEMBER_IMPORT_MEDIA_TYPES = ['text/csv', 'application/octet-stream'] as const;

/**
 * POST member-import-dry-run and import-members (issue 27, Import) take the CSV file's bytes as the
 * request body (text/csv or application/octet-stream, up to 200 MB), in any of the encodings the
 * domain reads, and these in the query string; the mapping is guessed from the header when absent.
 */
export const memberImportQuerySchema = z.object({
  campground_id: z.string().max(100),
  /** The mapping as JSON: `{"email":2,...}`. */
  mapping: z
    .string()
    .max(4_000)
    .transform((text, context) => {
      try {
        return importMappingSchema.parse(JSON.parse(text));
      } catch {
        context.addIssue({ code: 'custom', message: 'mapping must be a JSON object of field to column' });
        return z.NEVER;
      }
    })
    .optional(),
  outcome: z.enum(['all', 'created', 'updated', 'refused']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export type MemberImportQuery = z.input<typeof memberImportQuerySchema>;

export const memberImportRowSchema = z.object({
  /** As a spreadsheet numbers it: the header is row 1. */
  row: z.number(),
  outcome: z.enum(['created', 'updated', 'refused']),
  /** Why a refused row is refused, each reason in the domain's words; empty otherwise. */
  reasons: z.array(z.string()),
  /** What an accepted row does other than the file says (an existing membership keeps its code); empty otherwise. */
  warnings: z.array(z.string()),
  /** A refused row's cells as the file has them, for the download of refused rows; empty otherwise. */
  cells: z.array(z.string()),
});
export type MemberImportRow = z.infer<typeof memberImportRowSchema>;

export const memberImportDryRunResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    headers: z.array(z.string()),
    mapping: importMappingSchema,
    /** Headers no field is mapped from; their columns are not imported. */
    unknown_headers: z.array(z.string()),
    total: z.number(),
    created: z.number(),
    updated: z.number(),
    refused: z.number(),
    /** How many rows the outcome filter keeps. */
    matching: z.number(),
    page: z.number(),
    page_size: z.number(),
    rows: z.array(memberImportRowSchema),
  }),
});
export type MemberImportDryRunResponse = z.infer<typeof memberImportDryRunResponseSchema>;

/** One import running in the background, or over: its progress and counts. */
export const memberImportRunSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'cancelled', 'failed']),
  /** The file's data rows; null until the job has read the file once. */
  total_rows: z.number().nullable(),
  rows_done: z.number(),
  created: z.number(),
  updated: z.number(),
  refused: z.number(),
  /** The first row not written when it stopped early; null otherwise. */
  stopped_at_row: z.number().nullable(),
  /** Why it stopped early, in words for the owner; null otherwise. */
  stop_reason: z.string().nullable(),
  cancel_requested: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MemberImportRun = z.infer<typeof memberImportRunSchema>;

export const memberImportRunResponseSchema = z.object({
  success: z.literal(true),
  data: memberImportRunSchema,
});
export type MemberImportRunResponse = z.infer<typeof memberImportRunResponseSchema>;

/** GET get-member-import: a run by its id, or the campground's newest (null when it never imported). */
export const getMemberImportRequestSchema = z.object({
  campground_id: z.string().max(100),
  run_id: z.string().max(100).optional(),
});
export type GetMemberImportRequest = z.input<typeof getMemberImportRequestSchema>;

export const getMemberImportResponseSchema = z.object({
  success: z.literal(true),
  data: memberImportRunSchema.nullable(),
});
export type GetMemberImportResponse = z.infer<typeof getMemberImportResponseSchema>;

export const cancelMemberImportRequestSchema = z.object({
  campground_id: z.string().max(100),
  run_id: z.string().max(100),
});
export type CancelMemberImportRequest = z.input<typeof cancelMemberImportRequestSchema>;

export const OWNER_MEMBER_IMPORT_FUNCTIONS = {
  'import-members': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Starts importing the members of a CSV (raw body, text/csv, 200 MB; ?campground_id=&mapping=) as a background job and answers its run at once; one import per campground at a time (409 otherwise); the same file twice creates nothing new (owner, super admin).',
    response: memberImportRunResponseSchema,
  },
  'get-member-import': {
    method: 'GET',
    access: 'bearer',
    summary:
      "An import's progress by run_id, or the campground's newest import when none is given (owner, super admin).",
    request: getMemberImportRequestSchema,
    response: getMemberImportResponseSchema,
  },
  'cancel-member-import': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Stops an import: a queued one at once, a running one after the batch it is writing (owner, super admin).',
    request: cancelMemberImportRequestSchema,
    response: memberImportRunResponseSchema,
  },
  'member-import-dry-run': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Checks a CSV of members (raw body, text/csv, 200 MB; ?campground_id=&mapping=&outcome=&page=&page_size=) before importing it: counts and a page of rows to be created, updated or refused with reasons (owner, super admin).',
    response: memberImportDryRunResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
