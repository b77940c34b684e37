import {
  err,
  IMPORT_FILE_MESSAGES,
  type ImportContext,
  type ImportMapping,
  type ImportOutcome,
  importMembershipKey,
  importRowChecker,
  missingImportFields,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Principal } from '../shared/principal';
import { refusal } from './owner-access';

/** The most rows a page of the dry run's table holds. */
const IMPORT_PAGE_SIZE_MAX = 100;

export type ImportOutcomeFilter = 'all' | ImportOutcome['outcome'];

export interface MemberImportDryRun {
  readonly total: number;
  readonly created: number;
  readonly updated: number;
  readonly refused: number;
  /** The page of rows asked for, among those the filter keeps, each with its cells as the file has them. */
  readonly rows: (ImportOutcome & { readonly cells: readonly string[] })[];
  /** How many rows the filter keeps, for the pages. */
  readonly matching: number;
  readonly page: number;
  readonly pageSize: number;
}

/** What the campground holds that rows are checked against: its types, memberships and codes. */
export const loadImportContext = async (
  ports: Pick<CorePorts, 'repos'>,
  campgroundId: string,
): Promise<ImportContext> => {
  const [types, keys] = await Promise.all([
    ports.repos.membershipTypes.listByCampground(campgroundId),
    ports.repos.memberships.listImportKeys(campgroundId),
  ]);
  const memberships = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const key of keys) {
    const id = importMembershipKey(key.email, key.membershipTypeId);
    memberships.set(id, key.membershipCode);
    codes.set(key.membershipCode, id);
  }
  return {
    // A type is found by the name the owner sees or by its own name.
    types: types.flatMap((type) => [
      { id: type.id, name: type.displayName, active: type.isActive },
      { id: type.id, name: type.name, active: type.isActive },
    ]),
    memberships,
    codes,
  };
};

/**
 * The member import's dry run (issue 27, Import): every row of the file checked by the domain's
 * rules against what the campground holds, nothing written. Its owner (or a super admin) only; staff
 * do not bring members in. Answers the counts and one page of the rows, filtered by outcome.
 */
export class DryRunMemberImport {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    /** The file's data rows, in hand or as they stream. */
    readonly rows: Iterable<readonly string[]> | AsyncIterable<readonly string[]>;
    readonly mapping: ImportMapping;
    readonly outcome?: ImportOutcomeFilter | null;
    readonly page?: number | null;
    readonly pageSize?: number | null;
  }): Promise<Result<MemberImportDryRun, 'FORBIDDEN' | 'VALIDATION_ERROR'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    const missing = missingImportFields(input.mapping);
    if (missing.length > 0) return err('VALIDATION_ERROR', IMPORT_FILE_MESSAGES.missingColumns(missing));
    const check = importRowChecker(input.mapping, await loadImportContext(this.ports, input.campgroundId));
    const counts = { created: 0, updated: 0, refused: 0 };
    const filter = input.outcome ?? 'all';
    const pageSize = Math.min(Math.max(Math.trunc(input.pageSize ?? 50), 1), IMPORT_PAGE_SIZE_MAX);
    const page = Math.max(Math.trunc(input.page ?? 1), 1);
    const from = (page - 1) * pageSize;
    const rows: MemberImportDryRun['rows'] = [];
    let matching = 0;
    let total = 0;
    // One row at a time: only the page's rows are kept, whatever the file's length.
    for await (const row of input.rows) {
      total += 1;
      const outcome = check(row, total + 1);
      counts[outcome.outcome] += 1;
      if (filter !== 'all' && outcome.outcome !== filter) continue;
      if (matching >= from && rows.length < pageSize) rows.push({ ...outcome, cells: [...row] });
      matching += 1;
    }
    return ok({ total, ...counts, rows, matching, page, pageSize });
  }
}
