import { IMPORT_FIELDS } from '@camppass/domain';
import type { FunctionContract } from './function-contract';
import { z } from './zod';

/** The fields a column can be mapped to, each to the index of its column in the header row. */
export const importMappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELDS as [string, ...string[]]),
  z.number().int().min(0).max(500),
);

/**
 * POST member-import-dry-run (issue 27, Import): the owner's CSV checked row by row, nothing written.
 * The file is sent as text (the portal decodes its bytes with the domain's decodeImportText, so a
 * Windows-1252 file arrives as the text it holds); the mapping is guessed from the header when absent.
 */
export const memberImportDryRunRequestSchema = z.object({
  campground_id: z.string().max(100),
  csv: z.string().min(1).max(1_000_000),
  mapping: importMappingSchema.optional(),
  outcome: z.enum(['all', 'created', 'updated', 'refused']).optional(),
  page: z.number().int().min(1).optional(),
  page_size: z.number().int().min(1).max(100).optional(),
});
export type MemberImportDryRunRequest = z.input<typeof memberImportDryRunRequestSchema>;

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

/**
 * POST import-members (issue 27, Import): the rows the dry run accepts, written in batches of 500,
 * each in one transaction. Importing the same file again creates nothing new.
 */
export const importMembersRequestSchema = z.object({
  campground_id: z.string().max(100),
  csv: z.string().min(1).max(1_000_000),
  mapping: importMappingSchema.optional(),
});
export type ImportMembersRequest = z.input<typeof importMembersRequestSchema>;

export const importMembersResponseSchema = z.object({
  success: z.literal(true),
  /** 'N members added, M updated.', or where the import stopped. */
  message: z.string(),
  data: z.object({
    total: z.number(),
    created: z.number(),
    updated: z.number(),
    refused: z.number(),
    /** The first row not written when a batch failed; null when every accepted row went in. */
    stopped_at_row: z.number().nullable(),
  }),
});
export type ImportMembersResponse = z.infer<typeof importMembersResponseSchema>;

export const OWNER_MEMBER_IMPORT_FUNCTIONS = {
  'import-members': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Imports the members of a CSV the dry run accepts, in batches of one transaction each; the same file twice creates nothing new (owner, super admin).',
    request: importMembersRequestSchema,
    response: importMembersResponseSchema,
  },
  'member-import-dry-run': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Checks a CSV of members before importing it: counts and a page of rows to be created, updated or refused with reasons (owner, super admin).',
    request: memberImportDryRunRequestSchema,
    response: memberImportDryRunResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
