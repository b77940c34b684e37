import type { ImportMapping } from '@camppass/domain';

export type MemberImportRunStatus = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';

/** The statuses of a run not yet over: one such run per campground at a time. */
export const ACTIVE_IMPORT_STATUSES: readonly MemberImportRunStatus[] = ['queued', 'running'];

/** The counts a run has reached: its rows of the file covered, and what became of them. */
export interface MemberImportProgress {
  /** The file's data rows covered so far (written, or refused by the checks). */
  readonly rowsDone: number;
  readonly created: number;
  readonly updated: number;
  readonly refused: number;
}

/**
 * One member import (issue 27, Import): the uploaded file, kept in file storage under `fileKey`,
 * worked through a batch at a time by the import job, its progress saved with each batch.
 */
export interface MemberImportRunRecord extends MemberImportProgress {
  readonly id: string;
  readonly campgroundId: string;
  /** The account that started it. */
  readonly startedBy: string;
  readonly status: MemberImportRunStatus;
  readonly fileKey: string;
  readonly mapping: ImportMapping;
  /** The file's data rows; null until the job has read the file once. */
  readonly totalRows: number | null;
  /** The first row not written when the run stopped early (failure or cancel); null otherwise. */
  readonly stoppedAtRow: number | null;
  /** Why it stopped early, in the catalogue's words; null otherwise. */
  readonly stopReason: string | null;
  /** The owner asked to stop; the job stops after the batch it is writing. */
  readonly cancelRequested: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly finishedAt: Date | null;
}

export interface NewMemberImportRun {
  readonly campgroundId: string;
  readonly startedBy: string;
  readonly fileKey: string;
  readonly mapping: ImportMapping;
  readonly createdAt: Date;
}

/** What the job changes on a run: its status, counts and where it stopped. */
export type MemberImportRunChange = Partial<
  Pick<
    MemberImportRunRecord,
    | 'status'
    | 'totalRows'
    | 'rowsDone'
    | 'created'
    | 'updated'
    | 'refused'
    | 'stoppedAtRow'
    | 'stopReason'
    | 'finishedAt'
  >
>;

export interface MemberImportRunRepository {
  /** A queued run, or 'ACTIVE' when the campground already has one queued or running. */
  create(run: NewMemberImportRun): Promise<MemberImportRunRecord | 'ACTIVE'>;
  /** The campground's run with this id; null for another campground's or a malformed id. */
  find(campgroundId: string, id: string): Promise<MemberImportRunRecord | null>;
  /** The campground's newest run, whatever its status; null when it never imported. */
  findLatest(campgroundId: string): Promise<MemberImportRunRecord | null>;
  /** The oldest run queued or running anywhere (a running one was left by a stopped job). */
  nextToRun(): Promise<MemberImportRunRecord | null>;
  /** Changes a run, locking its row in the caller's transaction; null when there is none. */
  update(id: string, change: MemberImportRunChange, now: Date): Promise<MemberImportRunRecord | null>;
  /**
   * Asks a run to stop: a queued one is cancelled at once, a running one after its current batch.
   * Null for another campground's run; the run unchanged when it is already over.
   */
  requestCancel(campgroundId: string, id: string, now: Date): Promise<MemberImportRunRecord | null>;
}
