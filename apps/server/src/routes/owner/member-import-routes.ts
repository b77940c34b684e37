import {
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MEDIA_TYPES,
  type MemberImportQuery,
  memberImportQuerySchema,
} from '@camppass/client';
import type { MemberImportRunRecord, Principal } from '@camppass/core';
import { DryRunMemberImport } from '@camppass/core/owner/dry-run-member-import';
import {
  GetMemberImportMapping,
  RequestImportClaimEmails,
  SaveMemberImportMapping,
} from '@camppass/core/owner/member-import-extras';
import {
  CancelMemberImport,
  GetMemberImport,
  StartMemberImport,
} from '@camppass/core/owner/member-import-runs';
import {
  err,
  IMPORT_CLAIM_WORDS,
  IMPORT_FILE_MESSAGES,
  type ImportMapping,
  type Result,
  unmappedHeaders,
} from '@camppass/domain';
import type { HonoRequest } from 'hono';
import type { z } from 'zod';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { parseWith } from '../../http/parse';
import { readBodyWithin } from '../../http/read-body';
import { type MemberImportFile, openMemberImportFile, UnreadableImportFile } from './member-import-file';

const presentRun = (run: MemberImportRunRecord) => ({
  id: run.id,
  status: run.status,
  total_rows: run.totalRows,
  rows_done: run.rowsDone,
  created: run.created,
  updated: run.updated,
  refused: run.refused,
  stopped_at_row: run.stoppedAtRow,
  stop_reason: run.stopReason,
  cancel_requested: run.cancelRequested,
  created_at: run.createdAt.toISOString(),
  finished_at: run.finishedAt?.toISOString() ?? null,
});

interface Upload {
  readonly query: z.output<typeof memberImportQuerySchema>;
  readonly file: MemberImportFile;
  readonly bytes: Uint8Array;
}

/**
 * The member file of a dry run or an import, as its request body: its type checked (415), its owner
 * asked before a byte is read (a refused caller does not upload 200 MB first), read as it streams
 * up to 200 MB (413 beyond), then opened (the header read, the mapping guessed).
 */
const readUpload = async (
  { use }: Area,
  request: HonoRequest,
  caller: Principal,
): Promise<Result<Upload>> => {
  const mediaType = request.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (!MEMBER_IMPORT_MEDIA_TYPES.includes(mediaType as (typeof MEMBER_IMPORT_MEDIA_TYPES)[number])) {
    return err('UNSUPPORTED_MEDIA_TYPE', IMPORT_FILE_MESSAGES.wrongType);
  }
  const query = parseWith(memberImportQuerySchema, request.query() as MemberImportQuery);
  if (!query.ok) return query;
  const allowed = await use(GetMemberImport).execute({
    actor: caller,
    campgroundId: query.value.campground_id,
    runId: null,
  });
  if (!allowed.ok) return allowed;
  // The campground's remembered mapping guesses the columns first.
  const remembered = await use(GetMemberImportMapping).execute({
    actor: caller,
    campgroundId: query.value.campground_id,
  });
  if (!remembered.ok) return remembered;
  const bytes = await readBodyWithin(request.raw, MEMBER_IMPORT_MAX_BYTES);
  if (bytes === null) return err('FILE_TOO_LARGE', IMPORT_FILE_MESSAGES.tooLarge);
  const file = await openMemberImportFile(bytes, remembered.value);
  if (!file.ok) return err('VALIDATION_ERROR', file.message);
  return { ok: true, value: { query: query.value, file: file.value, bytes } };
};

/** A file that stops parsing part-way is answered as not CSV, like one that does not parse at all. */
const unreadable = async <T>(work: () => Promise<T>): Promise<T | Result<never>> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnreadableImportFile) return err('VALIDATION_ERROR', IMPORT_FILE_MESSAGES.notCsv);
    throw error;
  }
};

/**
 * The member import of the Members tab (issue 27, Import): the dry run, then the import as a
 * background job, its progress and its cancel. The file travels as the request body.
 */
export const memberImportRoutes = (area: Area) =>
  defineFunctions(area.use)
    .define('member-import-dry-run', async ({ caller, request }) => {
      const upload = await readUpload(area, request, caller);
      if (!upload.ok) return upload;
      const { query, file } = upload.value;
      const mapping = (query.mapping as ImportMapping | undefined) ?? file.mapping;
      const result = await unreadable(() =>
        area.use(DryRunMemberImport).execute({
          actor: caller,
          campgroundId: query.campground_id,
          rows: file.rows,
          mapping,
          outcome: query.outcome ?? null,
          page: query.page ?? null,
          pageSize: query.page_size ?? null,
        }),
      );
      if (!result.ok) return result;
      // The mapping this file was checked with is the one the next file is guessed from.
      await area.use(SaveMemberImportMapping).execute({
        actor: caller,
        campgroundId: query.campground_id,
        headers: file.headers,
        mapping,
      });
      const { rows, pageSize, ...counts } = result.value;
      return {
        success: true as const,
        data: {
          headers: file.headers,
          mapping,
          unknown_headers: unmappedHeaders(file.headers, mapping),
          ...counts,
          page_size: pageSize,
          rows: rows.map((outcome) => ({
            row: outcome.row,
            outcome: outcome.outcome,
            reasons: outcome.outcome === 'refused' ? [...outcome.reasons] : [],
            warnings: outcome.outcome === 'refused' ? [] : [...outcome.warnings],
            cells: outcome.outcome === 'refused' ? [...outcome.cells] : [],
          })),
        },
      };
    })
    .define('import-members', async ({ caller, request }) => {
      const upload = await readUpload(area, request, caller);
      if (!upload.ok) return upload;
      const { query, file, bytes } = upload.value;
      // The whole file is read once here, row by row, so one that breaks part-way is refused now.
      const read = await unreadable(async () => {
        for await (const _row of file.rows);
        return { ok: true as const, value: null };
      });
      if (!read.ok) return read;
      const result = await area.use(StartMemberImport).execute({
        actor: caller,
        campgroundId: query.campground_id,
        file: bytes,
        mapping: (query.mapping as ImportMapping | undefined) ?? file.mapping,
      });
      return result.ok ? { success: true as const, data: presentRun(result.value) } : result;
    })
    .define('get-member-import', async ({ caller, input }) => {
      const result = await area.use(GetMemberImport).execute({
        actor: caller,
        campgroundId: input.campground_id,
        runId: input.run_id ?? null,
      });
      if (!result.ok) return result;
      return { success: true as const, data: result.value ? presentRun(result.value) : null };
    })
    .define('cancel-member-import', async ({ caller, input }) => {
      const result = await area.use(CancelMemberImport).execute({
        actor: caller,
        campgroundId: input.campground_id,
        runId: input.run_id,
      });
      return result.ok ? { success: true as const, data: presentRun(result.value) } : result;
    })
    .define('get-member-import-mapping', async ({ caller, input }) => {
      const result = await area.use(GetMemberImportMapping).execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      if (!result.ok) return result;
      return { success: true as const, data: { mapping: { ...result.value } } };
    })
    .define('send-import-claim-emails', async ({ caller, input }) => {
      const result = await area.use(RequestImportClaimEmails).execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      if (!result.ok) return result;
      return {
        success: true as const,
        message: IMPORT_CLAIM_WORDS.queued(result.value.queued),
        data: { queued: result.value.queued },
      };
    }).app;
