import type { Logger } from '../http/logger';
import type { JobRunner, ScheduledJob } from './job-runner';

export interface InProcessRunnerOptions {
  readonly logger: Logger;
  /** Delay before each job's first run after start (default 30 s), so starting stays quick. */
  readonly firstRunAfterMs?: number;
}

/**
 * The embedded database's scheduler: PGlite serves one process (its data directory is locked to it),
 * so the queue's cross-process sharing has nothing to share, and pg-boss cannot run there (it needs
 * connections of its own for its transactions, while PGlite has one that the app's transactions
 * share). The same job functions run on timers, never two runs of one job at once.
 */
export class InProcessJobRunner implements JobRunner {
  readonly kind = 'in-process';
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Map<string, Promise<void>>();
  readonly #jobs = new Map<string, ScheduledJob>();
  /** Jobs triggered while they ran: each runs once more when its run ends. */
  readonly #again = new Set<string>();
  readonly #logger: Logger;
  readonly #firstRunAfterMs: number;
  #stopped = false;

  constructor(options: InProcessRunnerOptions) {
    this.#logger = options.logger;
    this.#firstRunAfterMs = options.firstRunAfterMs ?? 30_000;
  }

  async start(jobs: readonly ScheduledJob[]): Promise<void> {
    for (const job of jobs) {
      this.#jobs.set(job.name, job);
      const first = setTimeout(() => {
        this.#runOnce(job);
        const every = setInterval(() => this.#runOnce(job), job.everyMinutes * 60_000);
        every.unref();
        this.#timers.push(every);
      }, this.#firstRunAfterMs);
      first.unref();
      this.#timers.push(first);
    }
  }

  trigger(name: string): void {
    const job = this.#jobs.get(name);
    if (!job || this.#stopped) return;
    if (this.#running.has(name)) this.#again.add(name);
    else this.#runOnce(job);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers.splice(0)) clearTimeout(timer);
    await Promise.allSettled(this.#running.values());
  }

  #runOnce(job: ScheduledJob): void {
    if (this.#stopped || this.#running.has(job.name)) return;
    const started = Date.now();
    const run = job
      .run()
      .then(
        (result) => this.#logger.info('job done', { job: job.name, ms: Date.now() - started, result }),
        (error: unknown) => this.#logger.error('job failed', { job: job.name, error: String(error) }),
      )
      .finally(() => {
        this.#running.delete(job.name);
        if (this.#again.delete(job.name)) this.#runOnce(job);
      });
    this.#running.set(job.name, run);
  }
}
