import {
  createServerTestDatabase,
  serverUnavailableReason,
  type TestDatabase,
} from '@camppass/adapter-postgres/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/logger';
import type { ScheduledJob } from './job-runner';
import { PgBossJobRunner } from './pg-boss-runner';

// Several processes share the queue: two workers with connection pools of their own (as two server
// processes have) work one job queue on the PostgreSQL server.
const skipReason = await serverUnavailableReason();

const waitFor = async (done: () => boolean, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting for the jobs');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.skipIf(skipReason !== undefined)(
  `background jobs on the PostgreSQL server${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: (TestDatabase & { readonly databaseUrl: string }) | undefined;
    const runners: PgBossJobRunner[] = [];
    beforeAll(async () => {
      database = await createServerTestDatabase({ migrated: false });
    }, 120_000);
    afterAll(async () => {
      for (const runner of runners) await runner.stop();
      await database?.dispose();
    }, 120_000);

    it('runs each queued job once across two workers, never two runs of one job at a time', async () => {
      let runs = 0;
      let active = 0;
      let mostActive = 0;
      const workers = ['first', 'second'].map(() => {
        const runner = new PgBossJobRunner({
          databaseUrl: database?.databaseUrl ?? '',
          logger: memoryLogger(),
          pollingIntervalSeconds: 0.5,
          schedule: false,
        });
        runners.push(runner);
        const job: ScheduledJob = {
          name: 'reconcile-checkouts',
          cron: '*/10 * * * *',
          everyMinutes: 10,
          run: async () => {
            active += 1;
            mostActive = Math.max(mostActive, active);
            await new Promise((resolve) => setTimeout(resolve, 200));
            runs += 1;
            active -= 1;
          },
        };
        return { runner, job };
      });
      for (const { runner, job } of workers) await runner.start([job]);

      // Both processes queue occurrences, as their schedules would; the singleton queue accepts one
      // waiting job at a time, so some sends are refused (null) and every accepted one runs once.
      const accepted: string[] = [];
      for (let round = 0; round < 8; round++) {
        for (const { runner } of workers) {
          const id = await runner.send('reconcile-checkouts');
          if (id) accepted.push(id);
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(accepted.length).toBeGreaterThan(1);
      // Done when the queue holds no job that is not completed: every accepted job has run, and
      // nothing is left that could run again.
      const states = async () =>
        (await database?.sql.query<{ state: string; count: number }>(
          `select state, count(*)::int as count from pgboss.job
           where name = 'reconcile-checkouts' group by state`,
        )) ?? [];
      await waitFor(() => runs >= accepted.length);
      let pending = Number.POSITIVE_INFINITY;
      let completed = 0;
      const until = Date.now() + 60_000;
      while (pending > 0 && Date.now() < until) {
        const rows = await states();
        pending = rows.filter((row) => row.state !== 'completed').reduce((n, row) => n + row.count, 0);
        completed = rows.find((row) => row.state === 'completed')?.count ?? 0;
        if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }

      expect(pending).toBe(0);
      expect(completed).toBe(accepted.length);
      expect(runs).toBe(accepted.length);
      expect(new Set(accepted).size).toBe(accepted.length);
      expect(mostActive).toBe(1);
    }, 120_000);
  },
);
