import PgBoss from 'pg-boss';
import type { Logger } from '../http/logger';
import type { JobRunner, ScheduledJob } from './job-runner';

export interface PgBossRunnerOptions {
  readonly databaseUrl: string;
  readonly logger: Logger;
  /** How often an idle worker looks for work (default 2 s). */
  readonly pollingIntervalSeconds?: number;
  /** Whether this process also keeps the schedules (default true); tests turn it off to send by hand. */
  readonly schedule?: boolean;
}

/**
 * The job queue on PostgreSQL (pg-boss, its own `pgboss` schema and connection pool). Every process
 * that starts one registers the same schedules and works the same queues: pg-boss turns each cron
 * occurrence into one job and hands each job to one worker (`SELECT ... FOR UPDATE SKIP LOCKED`);
 * the queues are `singleton`, so one run of a job is active at a time across all processes.
 */
export class PgBossJobRunner implements JobRunner {
  readonly kind = 'pg-boss';
  readonly #boss: PgBoss;
  readonly #logger: Logger;
  readonly #options: PgBossRunnerOptions;
  readonly #started = new Set<string>();

  constructor(options: PgBossRunnerOptions) {
    this.#options = options;
    this.#logger = options.logger;
    this.#boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: 'pgboss',
      max: 4,
      application_name: 'camppass-jobs',
      schedule: options.schedule ?? true,
    });
    this.#boss.on('error', (error) => this.#logger.error('job queue error', { error: String(error) }));
  }

  async start(jobs: readonly ScheduledJob[]): Promise<void> {
    await this.#boss.start();
    for (const job of jobs) {
      await this.#ensureQueue(job.name);
      this.#started.add(job.name);
      if (this.#options.schedule ?? true) await this.#boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      await this.#boss.work(
        job.name,
        { pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async () => {
          const started = Date.now();
          const result = await job.run();
          this.#logger.info('job done', { job: job.name, ms: Date.now() - started, result });
        },
      );
    }
  }

  /** Queues one run of the job now (a manual trigger; the schedules do this on their own). */
  send(name: string): Promise<string | null> {
    return this.#boss.send(name, {});
  }

  trigger(name: string): void {
    if (!this.#started.has(name)) return;
    this.send(name).catch((error: unknown) =>
      this.#logger.error('job not queued', { job: name, error: String(error) }),
    );
  }

  async stop(): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }

  async #ensureQueue(name: string): Promise<void> {
    if (await this.#boss.getQueue(name)) return;
    try {
      await this.#boss.createQueue(name, { name, policy: 'singleton' });
    } catch (error) {
      // Another process created it between the look and the creation.
      if (!(await this.#boss.getQueue(name))) throw error;
    }
  }
}
