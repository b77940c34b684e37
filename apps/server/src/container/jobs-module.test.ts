import { DELIVERY_MAILER, MAILER } from '@camppass/core';
import { RetryingMailer } from '@camppass/core/jobs/retrying-mailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../http/logger';
import { InProcessJobRunner } from '../jobs/in-process-runner';
import type { ScheduledJob } from '../jobs/job-runner';
import { PgBossJobRunner } from '../jobs/pg-boss-runner';
import { testApp } from '../testing/test-app';
import { scheduledJobs } from './jobs-module';
import { REPOSITORIES } from './persistence-module';
import { JOB_RUNNER } from './server-module';

describe('background jobs wiring', () => {
  it('schedules reconciliation, checkout expiry, webhook delivery, reminders, claim e-mails, automatic renewals, upload removal, pruning, member imports and wallet pass updates, each runnable', async () => {
    const { container, clock } = await testApp();
    const jobs = scheduledJobs(container);
    expect(jobs.map((job) => job.name)).toEqual([
      'reconcile-checkouts',
      'expire-checkouts',
      'deliver-webhooks',
      'send-expiration-reminders',
      'send-import-claim-emails',
      'charge-auto-renewals',
      'remove-unpaid-uploads',
      'prune-expired-records',
      'run-member-imports',
      'push-wallet-pass-updates',
    ]);
    expect(await Promise.all(jobs.map((job) => job.run()))).toEqual([
      { examined: 0, fulfilled: 0, refused: 0, refunded: 0, refundsPending: 0, unpaid: 0, failed: 0 },
      { examined: 0, expired: 0, paid: 0, kept: 0, failed: 0 },
      { announced: 0, delivered: 0, failed: 0 },
      { campgrounds: 0, sent: 0, failed: 0 },
      { sent: 0, failed: 0 },
      {
        campgrounds: 0,
        opened: 0,
        renewed: 0,
        authenticationRequired: 0,
        declined: 0,
        givenUp: 0,
        cancelled: 0,
        failed: 0,
      },
      { removed: 0, failed: 0 },
      { sessions: 0, passwordResets: 0, rateLimitWindows: 0, webauthnChallenges: 0 },
      { imports: 0 },
      { sent: 0, gone: 0, failed: 0, skipped: 0, updated: 0, unknown: 0 },
    ]);
    expect(container.get(JOB_RUNNER)).toBeInstanceOf(InProcessJobRunner);
    const figures = await container.get(REPOSITORIES).admin.healthFigures(clock.now());
    expect(figures.lastReconciliationAt).toEqual(clock.now());
  });

  it('retries e-mail through the outbox where SES delivers, and queues on pg-boss with DATABASE_URL', async () => {
    const { container } = await testApp({
      env: { SES_REGION: 'us-east-1', MAIL_FROM: 'no-reply@camppass.test' },
      config: {
        database: { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/unused', poolSize: 2 },
      },
    });
    expect(scheduledJobs(container).map((job) => job.name)).toContain('deliver-outbox');
    expect(container.get(MAILER)).toBeInstanceOf(RetryingMailer);
    expect(container.isBound(DELIVERY_MAILER)).toBe(true);
    expect(container.get(JOB_RUNNER)).toBeInstanceOf(PgBossJobRunner);
  });
});

describe('the in-process scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job after the first delay and never starts a run while the last is going', async () => {
    vi.useFakeTimers();
    const logger = memoryLogger();
    const runner = new InProcessJobRunner({ logger, firstRunAfterMs: 10 });
    let runs = 0;
    let release: () => void = () => {};
    const slow: ScheduledJob = {
      name: 'slow',
      cron: '* * * * *',
      everyMinutes: 1 / 600,
      run: () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release = resolve;
        }),
    };
    await runner.start([slow]);
    await vi.advanceTimersByTimeAsync(9);
    expect(runs).toBe(0);
    // The first run starts after the first delay; the 100 ms interval then fires five times while
    // it is still going and starts nothing.
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    release();
    await runner.stop();
    expect(logger.lines.filter((line) => line.includes('"job done"')).length).toBeGreaterThanOrEqual(1);
  });

  it('runs a triggered job at once, and once more after the run going when triggered during it', async () => {
    const runner = new InProcessJobRunner({ logger: memoryLogger(), firstRunAfterMs: 60_000 });
    let runs = 0;
    const releases: (() => void)[] = [];
    const job: ScheduledJob = {
      name: 'run-member-imports',
      cron: '* * * * *',
      everyMinutes: 1,
      run: () =>
        new Promise<void>((resolve) => {
          runs += 1;
          releases.push(resolve);
        }),
    };
    runner.trigger('run-member-imports');
    expect(runs).toBe(0);
    await runner.start([job]);
    runner.trigger('run-member-imports');
    expect(runs).toBe(1);
    runner.trigger('run-member-imports');
    runner.trigger('run-member-imports');
    runner.trigger('unknown-job');
    expect(runs).toBe(1);
    releases[0]?.();
    await vi.waitFor(() => expect(runs).toBe(2));
    releases[1]?.();
    await runner.stop();
    expect(runs).toBe(2);
  });
});
