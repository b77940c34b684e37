/** One kind of background work, with its schedule. */
export interface ScheduledJob {
  readonly name: string;
  /** Cron expression in UTC, for the job queue. */
  readonly cron: string;
  /** The same rhythm in minutes, for the in-process scheduler. */
  readonly everyMinutes: number;
  /** One run; its result is logged. Safe to repeat. */
  run(): Promise<unknown>;
}

/** Runs the scheduled jobs until stopped. */
export interface JobRunner {
  /** `pg-boss` (a queue shared by every process) or `in-process` (the embedded database). */
  readonly kind: 'pg-boss' | 'in-process';
  start(jobs: readonly ScheduledJob[]): Promise<void>;
  /**
   * Runs one of the started jobs now rather than at its next occurrence (an import just started);
   * nothing where this process runs no jobs (`JOBS=off`: a worker's schedule gets there).
   */
  trigger(name: string): void;
  stop(): Promise<void>;
}
