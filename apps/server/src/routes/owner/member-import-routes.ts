import { DryRunMemberImport } from '@camppass/core/owner/dry-run-member-import';
import { ImportMembers } from '@camppass/core/owner/import-members';
import {
  GetMemberImportMapping,
  RequestImportClaimEmails,
  SaveMemberImportMapping,
} from '@camppass/core/owner/member-import-extras';
import {
  IMPORT_CLAIM_WORDS,
  IMPORT_FILE_MESSAGES,
  type ImportMapping,
  unmappedHeaders,
} from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { readMemberImportFile } from './member-import-file';

/**
 * The member import of the Members tab (issue 27, Import): the dry run (which remembers its column
 * mapping), then the import; the remembered mapping, and the "claim your account" e-mails.
 */
export const memberImportRoutes = ({ use }: Area) =>
  defineFunctions(use)
    .define('member-import-dry-run', async ({ caller, input }) => {
      // The campground's remembered mapping guesses the columns first (and refuses who may not import).
      const remembered = await use(GetMemberImportMapping).execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      if (!remembered.ok) return remembered;
      const file = readMemberImportFile(new TextEncoder().encode(input.csv), remembered.value);
      if (!file.ok) return { ok: false as const, code: 'VALIDATION_ERROR' as const, message: file.message };
      const mapping = (input.mapping as ImportMapping | undefined) ?? file.value.mapping;
      const result = await use(DryRunMemberImport).execute({
        actor: caller,
        campgroundId: input.campground_id,
        rows: file.value.rows,
        mapping,
        outcome: input.outcome ?? null,
        page: input.page ?? null,
        pageSize: input.page_size ?? null,
      });
      if (!result.ok) return result;
      // The mapping this file was checked with is the one the next file is guessed from.
      await use(SaveMemberImportMapping).execute({
        actor: caller,
        campgroundId: input.campground_id,
        headers: file.value.headers,
        mapping,
      });
      const { rows, pageSize, ...counts } = result.value;
      return {
        success: true as const,
        data: {
          headers: file.value.headers,
          mapping,
          unknown_headers: unmappedHeaders(file.value.headers, mapping),
          ...counts,
          page_size: pageSize,
          rows: rows.map((outcome) => ({
            row: outcome.row,
            outcome: outcome.outcome,
            reasons: outcome.outcome === 'refused' ? [...outcome.reasons] : [],
            warnings: outcome.outcome === 'refused' ? [] : [...outcome.warnings],
            cells: outcome.outcome === 'refused' ? (file.value.rows[outcome.row - 2] ?? []) : [],
          })),
        },
      };
    })
    .define('import-members', async ({ caller, input }) => {
      const file = readMemberImportFile(new TextEncoder().encode(input.csv));
      if (!file.ok) return { ok: false as const, code: 'VALIDATION_ERROR' as const, message: file.message };
      const result = await use(ImportMembers).execute({
        actor: caller,
        campgroundId: input.campground_id,
        rows: file.value.rows,
        mapping: (input.mapping as ImportMapping | undefined) ?? file.value.mapping,
      });
      if (!result.ok) return result;
      const { stoppedAtRow, ...counts } = result.value;
      return {
        success: true as const,
        message:
          stoppedAtRow === null
            ? IMPORT_FILE_MESSAGES.imported(counts.created, counts.updated)
            : IMPORT_FILE_MESSAGES.stopped(stoppedAtRow),
        data: { ...counts, stopped_at_row: stoppedAtRow },
      };
    })
    .define('get-member-import-mapping', async ({ caller, input }) => {
      const result = await use(GetMemberImportMapping).execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      if (!result.ok) return result;
      return { success: true as const, data: { mapping: { ...result.value } } };
    })
    .define('send-import-claim-emails', async ({ caller, input }) => {
      const result = await use(RequestImportClaimEmails).execute({
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
