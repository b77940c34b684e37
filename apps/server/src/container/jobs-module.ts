import {
  BACKGROUND_JOBS,
  CLOCK,
  CORE_CONFIG,
  DELIVERY_MAILER,
  DeliverOutbox,
  FILE_STORAGE,
  MAILER,
  PruneExpiredRecords,
  RATE_LIMITER,
  RECONCILE_AFTER_MINUTES,
  RemoveUnpaidUploads,
  SendExpirationReminders,
} from '@camppass/core';
import { ReconcileCheckouts } from '@camppass/core/checkout/reconcile-checkouts';
import { type Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../config/config';
import type { Logger } from '../http/logger';
import { InProcessJobRunner } from '../jobs/in-process-runner';
import type { JobRunner, ScheduledJob } from '../jobs/job-runner';
import { PgBossJobRunner } from '../jobs/pg-boss-runner';
import { USE_CASES } from './core-module';
import { REPOSITORIES } from './persistence-module';
import { LOGGER } from './server-module';
import { useCaseToken as token } from './use-case-token';

export const JOB_USE_CASES = {
  deliverOutbox: token<DeliverOutbox>('DeliverOutbox'),
  sendExpirationReminders: token<SendExpirationReminders>('SendExpirationReminders'),
  removeUnpaidUploads: token<RemoveUnpaidUploads>('RemoveUnpaidUploads'),
  pruneExpiredRecords: token<PruneExpiredRecords>('PruneExpiredRecords'),
} as const;

export const JOB_RUNNER: ServiceIdentifier<JobRunner> = Symbol.for('camppass.server.JobRunner');

/**
 * Background jobs: their use cases, and the runner the database calls for (pg-boss on PostgreSQL,
 * the in-process scheduler on the embedded database).
 */
export const jobsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(JOB_USE_CASES.deliverOutbox).toResolvedValue(
      (repos, delivery, clock) => new DeliverOutbox(repos.outbox, delivery, clock),
      [REPOSITORIES, DELIVERY_MAILER, CLOCK],
    );
    bind(JOB_USE_CASES.sendExpirationReminders).toResolvedValue(
      (repos, mailer, clock, core) =>
        new SendExpirationReminders(repos.expirationReminders, mailer, clock, core),
      [REPOSITORIES, MAILER, CLOCK, CORE_CONFIG],
    );
    bind(JOB_USE_CASES.removeUnpaidUploads).toResolvedValue(
      (repos, storage, clock) => new RemoveUnpaidUploads(repos.uploads, storage, clock),
      [REPOSITORIES, FILE_STORAGE, CLOCK],
    );
    bind(JOB_USE_CASES.pruneExpiredRecords).toResolvedValue(
      (repos, limiter, clock) => new PruneExpiredRecords(repos.retention, limiter, clock),
      [REPOSITORIES, RATE_LIMITER, CLOCK],
    );
    bind(JOB_RUNNER).toResolvedValue(
      (logger: Logger) =>
        config.database.kind === 'postgres'
          ? new PgBossJobRunner({ databaseUrl: config.database.url, logger })
          : new InProcessJobRunner({ logger }),
      [LOGGER],
    );
  });

/** Every background job with its schedule; e-mail retries only where a mail service delivers. */
export const scheduledJobs = (container: Container): ScheduledJob[] => {
  // Each finished run is noted, for the System tab's last reconciliation (03 §2.10).
  const job = (
    definition: (typeof BACKGROUND_JOBS)[keyof typeof BACKGROUND_JOBS],
    run: () => Promise<unknown>,
  ) => ({
    ...definition,
    run: async () => {
      const result = await run();
      await container.get(REPOSITORIES).admin.recordJobRun(definition.name, container.get(CLOCK).now());
      return result;
    },
  });
  const jobs: ScheduledJob[] = [
    job(BACKGROUND_JOBS.reconcileCheckouts, () =>
      container.get(USE_CASES)(ReconcileCheckouts).execute({ olderThanMinutes: RECONCILE_AFTER_MINUTES }),
    ),
    job(BACKGROUND_JOBS.sendExpirationReminders, () =>
      container.get(JOB_USE_CASES.sendExpirationReminders).execute(),
    ),
    job(BACKGROUND_JOBS.removeUnpaidUploads, () =>
      container.get(JOB_USE_CASES.removeUnpaidUploads).execute(),
    ),
    job(BACKGROUND_JOBS.pruneExpiredRecords, () =>
      container.get(JOB_USE_CASES.pruneExpiredRecords).execute(),
    ),
  ];
  if (container.isBound(DELIVERY_MAILER)) {
    jobs.push(job(BACKGROUND_JOBS.deliverOutbox, () => container.get(JOB_USE_CASES.deliverOutbox).execute()));
  }
  return jobs;
};

/** Starts the background jobs in this process; the returned runner stops them. */
export const startJobs = async (container: Container): Promise<JobRunner> => {
  const runner = container.get<JobRunner>(JOB_RUNNER);
  await runner.start(scheduledJobs(container));
  return runner;
};
