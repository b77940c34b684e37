import {
  BACKGROUND_JOBS,
  CLOCK,
  DELIVERY_MAILER,
  RECONCILE_AFTER_MINUTES,
  type UseCases,
} from '@camppass/core';
import { ExpireCheckouts } from '@camppass/core/checkout/expire-checkouts';
import { ReconcileCheckouts } from '@camppass/core/checkout/reconcile-checkouts';
import { ChargeAutoRenewals } from '@camppass/core/jobs/charge-auto-renewals';
import { DeliverOutbox } from '@camppass/core/jobs/deliver-outbox';
import { PruneExpiredRecords } from '@camppass/core/jobs/prune-expired-records';
import { RemoveUnpaidUploads } from '@camppass/core/jobs/remove-unpaid-uploads';
import { SendExpirationReminders } from '@camppass/core/jobs/send-expiration-reminders';
import { SendImportClaimEmails } from '@camppass/core/jobs/send-import-claim-emails';
import { PushWalletPassUpdates } from '@camppass/core/member/push-wallet-pass-updates';
import { RunMemberImports } from '@camppass/core/owner/member-import-runs';
import { DeliverWebhooks } from '@camppass/core/webhooks/deliver-webhooks';
import { type Container, ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import type { Logger } from '../http/logger';
import { InProcessJobRunner } from '../jobs/in-process-runner';
import type { JobRunner, ScheduledJob } from '../jobs/job-runner';
import { PgBossJobRunner } from '../jobs/pg-boss-runner';
import { USE_CASES } from './core-module';
import { REPOSITORIES } from './persistence-module';
import { JOB_RUNNER, LOGGER } from './server-module';

/**
 * Background jobs: the runner the database calls for (pg-boss on PostgreSQL, the in-process
 * scheduler on the embedded database). Their use cases come from the core's, by class.
 */
export const jobsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
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
  // Each run asks for its use case then, so scheduling resolves no adapter.
  const use: UseCases = (useCase) => container.get(USE_CASES)(useCase);
  const jobs: ScheduledJob[] = [
    job(BACKGROUND_JOBS.reconcileCheckouts, () =>
      use(ReconcileCheckouts).execute({ olderThanMinutes: RECONCILE_AFTER_MINUTES }),
    ),
    job(BACKGROUND_JOBS.expireCheckouts, () => use(ExpireCheckouts).execute()),
    job(BACKGROUND_JOBS.deliverWebhooks, () => use(DeliverWebhooks).execute()),
    job(BACKGROUND_JOBS.sendExpirationReminders, () => use(SendExpirationReminders).execute()),
    job(BACKGROUND_JOBS.sendImportClaimEmails, () => use(SendImportClaimEmails).execute()),
    job(BACKGROUND_JOBS.chargeAutoRenewals, () => use(ChargeAutoRenewals).execute()),
    job(BACKGROUND_JOBS.removeUnpaidUploads, () => use(RemoveUnpaidUploads).execute()),
    job(BACKGROUND_JOBS.pruneExpiredRecords, () => use(PruneExpiredRecords).execute()),
    job(BACKGROUND_JOBS.runMemberImports, () => use(RunMemberImports).execute()),
    job(BACKGROUND_JOBS.pushWalletPassUpdates, () => use(PushWalletPassUpdates).execute()),
  ];
  if (container.isBound(DELIVERY_MAILER)) {
    jobs.push(job(BACKGROUND_JOBS.deliverOutbox, () => use(DeliverOutbox).execute()));
  }
  return jobs;
};

/** Starts the background jobs in this process; the returned runner stops them. */
export const startJobs = async (container: Container): Promise<JobRunner> => {
  const runner = container.get<JobRunner>(JOB_RUNNER);
  await runner.start(scheduledJobs(container));
  return runner;
};
