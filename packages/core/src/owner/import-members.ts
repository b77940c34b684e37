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
import type { ImportedMembership } from '../ports/repositories/membership-repository';
import type { NewProfile } from '../ports/repositories/user-repository';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
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

/** Progress after each batch: rows done of the rows to write. */
export type ImportProgress = (done: number, of: number) => Promise<boolean | undefined> | boolean | undefined;

/**
 * The member import (issue 27, Import): the rows the dry run accepts, written a batch at a time,
 * each batch in one transaction. A row with the e-mail and type of a membership already at the
 * campground updates its dates, so importing the same file again creates nothing new. A
 * new member gets an account without a password and the member role; a new membership keeps the
 * file's code or gets one from the campground's code settings. No payment is recorded: the
 * membership is paid outside CampPass, at no price here. Its owner (or a super admin) only.
 */
export class ImportMembers {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'unitOfWork' | 'clock' | 'random'>) {}

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
    const context = await loadImportContext(this.ports, input.campgroundId);
    const check = importRowChecker(input.mapping, context);
    const accepted: Accepted[] = [];
    input.rows.forEach((row, index) => {
      const outcome = check(row, index + 2);
      if (outcome.outcome !== 'refused') accepted.push(outcome);
    });
    const counts = { created: 0, updated: 0 };
    const today = todayInZone(this.ports.clock.now(), campground.timeZone);
    let stoppedAtRow: number | null = null;
    // Codes the campground holds and the file names: a generated code avoids them all.
    const taken = new Set<string>(context.codes.keys());
    for (const { member } of accepted) if (member.membershipCode) taken.add(member.membershipCode);
    for (let from = 0; from < accepted.length; from += IMPORT_BATCH_SIZE) {
      const batch = accepted.slice(from, from + IMPORT_BATCH_SIZE);
      try {
        const done = await this.ports.unitOfWork.run((repos) =>
          this.writeBatch(repos, campground, batch, today, taken, context.memberships),
        );
        counts.created += done.created;
        counts.updated += done.updated;
      } catch {
        stoppedAtRow = batch[0]?.row ?? null;
        break;
      }
      const goOn = await input.onProgress?.(
        Math.min(from + IMPORT_BATCH_SIZE, accepted.length),
        accepted.length,
      );
      if (goOn === false) {
        stoppedAtRow = accepted[from + IMPORT_BATCH_SIZE]?.row ?? null;
        break;
      }
    }
    return ok({
      total: input.rows.length,
      ...counts,
      refused: input.rows.length - accepted.length,
      stoppedAtRow,
    });
  }

  private async writeBatch(
    repos: Repositories,
    campground: CampgroundRecord,
    batch: readonly Accepted[],
    today: CalendarDate,
    taken: Set<string>,
    known: ReadonlyMap<string, string>,
  ) {
    // Touching the settings row locks it until the batch commits: two imports at one campground (the
    // same file sent twice at once) write one batch at a time, and the second sees the first's rows.
    const now = this.ports.clock.now();
    const settings = await repos.campgrounds.updateSettings(campground.id, {}, now);
    if (!settings) throw new Error(`No settings for campground ${campground.id}`);
    let codeSettings = codeSettingsOf(settings);
    const consecutive = codeSettings.useNumbers && !codeSettings.generateRandomNumbers;
    const rows: ImportedMembership[] = batch.map(({ member }) => {
      const key = importMembershipKey(member.email, member.membershipTypeId);
      let code = member.membershipCode || known.get(key) || '';
      for (let attempt = 0; code === '' && attempt < PUBLIC_POLICY.codeAttempts; attempt += 1) {
        const generated = generateMembershipCode(codeSettings, {
          random: this.ports.random.int,
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
    return repos.memberships.writeImportBatch(campground.id, rows, now);
  }
}

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
