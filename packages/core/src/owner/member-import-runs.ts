import {
  CAMPGROUND_NOT_FOUND,
  err,
  IMPORT_FILE_MESSAGES,
  IMPORT_RUN_MESSAGES,
  type ImportMapping,
  missingImportFields,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type {
  MemberImportProgress,
  MemberImportRunRecord,
} from '../ports/repositories/member-import-run-repository';
import type { Principal } from '../shared/principal';
import { importFileRows } from './import-members';
import { refusal } from './owner-access';

/** Where an import's uploaded file is kept until its run is over. */
const fileKeyOf = (campgroundId: string, token: string) =>
  `member-imports/${campgroundId}/import-${token}.csv`;

/**
 * import-members (issue 27, Import): the file stored and a run queued, answered at once; the import
 * job does the writing. One import is queued or running per campground at a time. Owner or super admin.
 */
export class StartMemberImport {
  constructor(
    private readonly ports: Pick<CorePorts, 'repos' | 'storage' | 'clock' | 'tokens' | 'importQueue'>,
  ) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly file: Uint8Array;
    readonly mapping: ImportMapping;
  }): Promise<Result<MemberImportRunRecord, 'FORBIDDEN' | 'VALIDATION_ERROR' | 'NOT_FOUND' | 'CONFLICT'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    const missing = missingImportFields(input.mapping);
    if (missing.length > 0) return err('VALIDATION_ERROR', IMPORT_FILE_MESSAGES.missingColumns(missing));
    if (!(await this.ports.repos.campgrounds.findById(input.campgroundId))) {
      return err('NOT_FOUND', CAMPGROUND_NOT_FOUND);
    }
    // A second start while one runs is refused before its file is stored; the index decides races.
    const latest = await this.ports.repos.memberImportRuns.findLatest(input.campgroundId);
    if (latest && (latest.status === 'queued' || latest.status === 'running')) {
      return err('CONFLICT', IMPORT_RUN_MESSAGES.alreadyRunning);
    }
    const fileKey = fileKeyOf(input.campgroundId, this.ports.tokens.generate());
    await this.ports.storage.put(fileKey, input.file, 'text/csv');
    const run = await this.ports.repos.memberImportRuns.create({
      campgroundId: input.campgroundId,
      startedBy: input.actor.userId,
      fileKey,
      mapping: input.mapping,
      createdAt: this.ports.clock.now(),
    });
    if (run === 'ACTIVE') {
      await this.ports.storage.delete(fileKey);
      return err('CONFLICT', IMPORT_RUN_MESSAGES.alreadyRunning);
    }
    this.ports.importQueue.wake();
    return ok(run);
  }
}

/**
 * get-member-import: a run's progress, by its id, or the campground's newest run when no id is given
 * (null when it never imported), so the dialog and the Members tab find a running import again.
 */
export class GetMemberImport {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly runId: string | null;
  }): Promise<Result<MemberImportRunRecord | null, 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    const runs = this.ports.repos.memberImportRuns;
    if (input.runId === null) return ok(await runs.findLatest(input.campgroundId));
    const run = await runs.find(input.campgroundId, input.runId);
    return run ? ok(run) : err('NOT_FOUND', IMPORT_RUN_MESSAGES.notFound);
  }
}

/** cancel-member-import: a queued run is cancelled at once, a running one after its current batch. */
export class CancelMemberImport {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly runId: string;
  }): Promise<Result<MemberImportRunRecord, 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refused = refusal(input.actor, input.campgroundId, 'export');
    if (refused) return refused;
    const run = await this.ports.repos.memberImportRuns.requestCancel(
      input.campgroundId,
      input.runId,
      this.ports.clock.now(),
    );
    return run ? ok(run) : err('NOT_FOUND', IMPORT_RUN_MESSAGES.notFound);
  }
}

type RunPorts = Pick<CorePorts, 'repos' | 'unitOfWork' | 'clock' | 'random' | 'storage' | 'csv'>;

/**
 * The member import job: every queued run, oldest first, and any run a stopped job left running,
 * which goes on after its last committed batch (its progress is saved in each batch's transaction).
 * An error outside a batch (storage unreachable) ends this job's run and leaves the import to the
 * next; a batch that fails ends the import as failed, saying where it stopped.
 */
export class RunMemberImports {
  constructor(private readonly ports: RunPorts) {}

  async execute(): Promise<{ imports: number }> {
    let imports = 0;
    for (let run = await this.next(); run; run = await this.next()) {
      await this.work(run);
      imports += 1;
    }
    return { imports };
  }

  private next() {
    return this.ports.repos.memberImportRuns.nextToRun();
  }

  private async finish(run: MemberImportRunRecord, change: Parameters<typeof this.update>[1]) {
    await this.update(run.id, { ...change, finishedAt: this.ports.clock.now() });
    await this.ports.storage.delete(run.fileKey);
  }

  private update(id: string, change: Parameters<CorePorts['repos']['memberImportRuns']['update']>[1]) {
    return this.ports.repos.memberImportRuns.update(id, change, this.ports.clock.now());
  }

  private async work(run: MemberImportRunRecord): Promise<void> {
    if (run.cancelRequested) {
      const row = run.totalRows !== null && run.rowsDone < run.totalRows ? run.rowsDone + 2 : null;
      return this.finish(run, {
        status: 'cancelled',
        stoppedAtRow: row,
        stopReason: IMPORT_RUN_MESSAGES.cancelled(row),
      });
    }
    const campground = await this.ports.repos.campgrounds.findById(run.campgroundId);
    const file = await this.ports.storage.get(run.fileKey);
    if (!campground || !file) {
      return this.finish(run, { status: 'failed', stopReason: IMPORT_RUN_MESSAGES.fileMissing });
    }
    await this.update(run.id, { status: 'running' });
    const csv = this.ports.csv;
    const from: MemberImportProgress = run;
    const result = await importFileRows(this.ports, {
      campground,
      mapping: run.mapping,
      from: { rowsDone: from.rowsDone, created: from.created, updated: from.updated, refused: from.refused },
      rows: async function* () {
        let header = true;
        for await (const record of csv.records(file.bytes)) {
          if (header) header = false;
          else yield record;
        }
      },
      counted: async (total) => {
        await this.update(run.id, { totalRows: total });
      },
      inBatch: async (repos, progress) => {
        const saved = await repos.memberImportRuns.update(run.id, progress, this.ports.clock.now());
        return !saved?.cancelRequested;
      },
    });
    const counts = {
      rowsDone: result.rowsDone,
      created: result.created,
      updated: result.updated,
      refused: result.refused,
      stoppedAtRow: result.stoppedAtRow,
    };
    if (result.stopped === 'failed') {
      return this.finish(run, { ...counts, status: 'failed', stopReason: IMPORT_RUN_MESSAGES.batchFailed });
    }
    if (result.stopped === 'cancelled') {
      const reason = IMPORT_RUN_MESSAGES.cancelled(result.stoppedAtRow);
      return this.finish(run, { ...counts, status: 'cancelled', stopReason: reason });
    }
    return this.finish(run, { ...counts, status: 'done', stopReason: null });
  }
}
