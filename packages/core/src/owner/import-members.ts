import {
  CAMPGROUND_NOT_FOUND,
  type CalendarDate,
  err,
  generateMembershipCode,
  IMPORT_FILE_MESSAGES,
  type ImportMapping,
  type ImportOutcome,
  importMembershipKey,
  importRowChecker,
  missingImportFields,
  ok,
  type Result,
  todayInZone,
} from '@camppass/domain';
import { PUBLIC_POLICY } from '../checkout/policy';
import { codeSettingsOf } from '../checkout/support';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import type { MemberImportProgress } from '../ports/repositories/member-import-run-repository';
import type { ImportedMembership } from '../ports/repositories/membership-repository';
import type { NewProfile } from '../ports/repositories/user-repository';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { membershipEvent } from '../webhooks/webhook-events';
import { loadImportContext } from './dry-run-member-import';
import { refusal } from './owner-access';

/** Rows written per transaction: a failure undoes its whole batch and nothing before it. */
export const IMPORT_BATCH_SIZE = 1_000;

type Accepted = Extract<ImportOutcome, { outcome: 'created' | 'updated' }>;
type Member = Accepted['member'];

export interface MemberImportResult {
  readonly total: number;
  readonly created: number;
  readonly updated: number;
  readonly refused: number;
  /** The first row of the batch that failed (nothing from it on was written); null when all went in. */
  readonly stoppedAtRow: number | null;
}

/** Progress after each batch: the file's rows covered of its rows; false stops after this batch. */
export type ImportProgress = (done: number, of: number) => Promise<boolean | undefined> | boolean | undefined;

type Ports = Pick<CorePorts, 'repos' | 'unitOfWork' | 'clock' | 'random'>;

/** Where an import of a file's rows ended: its counts, and the first row not written if it stopped. */
export interface ImportedFile extends MemberImportProgress {
  readonly total: number;
  readonly stoppedAtRow: number | null;
  readonly stopped: 'cancelled' | 'failed' | null;
}

/**
 * A file's data rows imported a batch at a time, each batch in one transaction (issue 27, Import).
 * `rows` is read twice, as it streams: once to check every row and learn the file's codes (a
 * generated code avoids them) and its length, then to write. Rows up to `from.rowsDone` were written
 * by an earlier run and are only checked again (the file's duplicate rows need them). `inBatch` runs
 * in each batch's transaction with the progress the batch reaches; answering false stops the import
 * after that batch (a cancel). Nothing but the rows of the current batch is held in memory.
 */
export const importFileRows = async (
  ports: Ports,
  input: {
    readonly campground: CampgroundRecord;
    readonly mapping: ImportMapping;
    readonly rows: () => AsyncIterable<readonly string[]> | Iterable<readonly string[]>;
    readonly from?: MemberImportProgress;
    readonly inBatch?: (repos: Repositories, progress: MemberImportProgress) => Promise<boolean>;
    /** Told the file's length once the first reading has counted it. */
    readonly counted?: (total: number) => Promise<void>;
  },
): Promise<ImportedFile> => {
  const { campground, mapping } = input;
  const context = await loadImportContext(ports, campground.id);
  // Codes the campground holds and the file names: a generated code avoids them all.
  const taken = new Set<string>(context.codes.keys());
  let total = 0;
  const first = importRowChecker(mapping, context);
  for await (const row of input.rows()) {
    total += 1;
    const outcome = first(row, total + 1);
    if (outcome.outcome !== 'refused' && outcome.member.membershipCode)
      taken.add(outcome.member.membershipCode);
  }
  await input.counted?.(total);
  const today = todayInZone(ports.clock.now(), campground.timeZone);
  let done: MemberImportProgress = input.from ?? { rowsDone: 0, created: 0, updated: 0, refused: 0 };
  let refusedSince = 0;
  let batch: Accepted[] = [];
  let index = 0;
  const write = async (rowsDone: number): Promise<'go-on' | 'cancelled' | 'failed'> => {
    const written = batch;
    batch = [];
    try {
      let goOn = true;
      done = await ports.unitOfWork.run(async (repos) => {
        const counts = await writeBatch(ports, repos, campground, written, today, taken, context.memberships);
        const progress = {
          rowsDone,
          created: done.created + counts.created,
          updated: done.updated + counts.updated,
          refused: done.refused + refusedSince,
        };
        goOn = (await input.inBatch?.(repos, progress)) ?? true;
        return progress;
      });
      refusedSince = 0;
      return goOn ? 'go-on' : 'cancelled';
    } catch {
      return 'failed';
    }
  };
  const check = importRowChecker(mapping, context);
  for await (const row of input.rows()) {
    index += 1;
    const outcome = check(row, index + 1);
    if (index <= done.rowsDone) continue;
    if (outcome.outcome === 'refused') refusedSince += 1;
    else batch.push(outcome);
    if (batch.length < IMPORT_BATCH_SIZE) continue;
    const firstRow = batch[0]?.row ?? null;
    const step = await write(index);
    if (step === 'failed') return { ...done, total, stoppedAtRow: firstRow, stopped: 'failed' };
    if (step === 'cancelled') {
      return { ...done, total, stoppedAtRow: index < total ? index + 2 : null, stopped: 'cancelled' };
    }
  }
  if (batch.length > 0 || refusedSince > 0) {
    const firstRow = batch[0]?.row ?? null;
    if ((await write(total)) === 'failed')
      return { ...done, total, stoppedAtRow: firstRow, stopped: 'failed' };
  }
  return { ...done, rowsDone: total, total, stoppedAtRow: null, stopped: null };
};

/**
 * The member import (issue 27, Import) of rows in hand: the rows the dry run accepts, written a batch
 * at a time, each batch in one transaction. A row with the e-mail and type of a membership already at
 * the campground updates its dates, so importing the same file again creates nothing new. A new
 * member gets an account without a password and the member role; a new membership keeps the file's
 * code or gets one from the campground's code settings. No payment is recorded: the membership is
 * paid outside CampPass, at no price here. Its owner (or a super admin) only. The portal's imports
 * run as a job ({@link RunMemberImports}); this serves the bench and scripts.
 */
export class ImportMembers {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly rows: readonly (readonly string[])[];
    readonly mapping: ImportMapping;
    /** Called after each batch; answering false stops the import before the next batch (cancel). */
    readonly onProgress?: ImportProgress;
  }): Promise<Result<MemberImportResult, 'FORBIDDEN' | 'VALIDATION_ERROR' | 'NOT_FOUND'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    const missing = missingImportFields(input.mapping);
    if (missing.length > 0) return err('VALIDATION_ERROR', IMPORT_FILE_MESSAGES.missingColumns(missing));
    const campground = await this.ports.repos.campgrounds.findById(input.campgroundId);
    if (!campground) return err('NOT_FOUND', CAMPGROUND_NOT_FOUND);
    const total = input.rows.length;
    const result = await importFileRows(this.ports, {
      campground,
      mapping: input.mapping,
      rows: () => input.rows,
      inBatch: async (_repos, progress) => (await input.onProgress?.(progress.rowsDone, total)) !== false,
    });
    return ok({
      total: result.total,
      created: result.created,
      updated: result.updated,
      refused: result.refused,
      stoppedAtRow: result.stoppedAtRow,
    });
  }
}

/** One batch's rows written in the caller's transaction: accounts, memberships, codes. */
const writeBatch = async (
  ports: Ports,
  repos: Repositories,
  campground: CampgroundRecord,
  batch: readonly Accepted[],
  today: CalendarDate,
  taken: Set<string>,
  known: ReadonlyMap<string, string>,
) => {
  // Touching the settings row locks it until the batch commits: two imports at one campground (the
  // same file sent twice at once) write one batch at a time, and the second sees the first's rows.
  const now = ports.clock.now();
  const settings = await repos.campgrounds.updateSettings(campground.id, {}, now);
  if (!settings) throw new Error(`No settings for campground ${campground.id}`);
  let codeSettings = codeSettingsOf(settings);
  const consecutive = codeSettings.useNumbers && !codeSettings.generateRandomNumbers;
  const rows: ImportedMembership[] = batch.map(({ member }) => {
    const key = importMembershipKey(member.email, member.membershipTypeId);
    let code = member.membershipCode || known.get(key) || '';
    for (let attempt = 0; code === '' && attempt < PUBLIC_POLICY.codeAttempts; attempt += 1) {
      const generated = generateMembershipCode(codeSettings, {
        random: ports.random.int,
        slug: campground.slug,
      });
      codeSettings = { ...codeSettings, lastConsecutiveNumber: generated.nextConsecutive };
      if (!taken.has(generated.code)) code = generated.code;
    }
    if (code === '') throw new Error(`No free membership code at campground ${campground.id}`);
    taken.add(code);
    return {
      email: member.email,
      profile: importedProfile(member),
      membershipTypeId: member.membershipTypeId,
      startDate: member.startDate,
      endDate: member.endDate,
      status: member.endDate < today ? 'expired' : 'active',
      membershipCode: code,
    };
  });
  if (consecutive && codeSettings.lastConsecutiveNumber !== settings.codeLastConsecutiveNumber) {
    await repos.campgrounds.updateSettings(
      campground.id,
      { codeLastConsecutiveNumber: codeSettings.lastConsecutiveNumber },
      now,
    );
  }
  const written = await repos.memberships.writeImportBatch(campground.id, rows, now);
  // The campground's webhook endpoints hear of each membership the batch created, and of each whose
  // dates it changed, in the batch's transaction (a file imported again changes nothing: no event).
  await repos.webhooks.enqueueMany([
    ...written.createdMemberships.map((membership) => membershipEvent('membership.created', membership, now)),
    ...written.redated.map((membership) => membershipEvent('membership.extended', membership, now)),
  ]);
  return { created: written.created, updated: written.updated };
};

/** The profile a new account gets from its row; an account that exists keeps its own. */
const importedProfile = (member: Member): NewProfile => ({
  firstName: member.firstName,
  lastName: member.lastName,
  status: 'active',
  ...(member.phone ? { phone: member.phone } : {}),
  ...(member.dateOfBirth ? { dateOfBirth: member.dateOfBirth } : {}),
  ...(member.streetAddress ? { streetAddress: member.streetAddress } : {}),
  ...(member.city ? { city: member.city } : {}),
  ...(member.stateProvince ? { stateProvince: member.stateProvince } : {}),
  ...(member.postalCode ? { postalCode: member.postalCode } : {}),
  ...(member.country ? { country: member.country } : {}),
  ...(member.military ? { militaryStatus: 'military' } : {}),
});
