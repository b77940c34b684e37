import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewMemberImportRun } from '../ports/repositories/member-import-run-repository';
import { minutesAfterT0, T0 } from './builders';
import { seedCampground, seedUser } from './contract-harness';
import type { UnitOfWorkHarness } from './unit-of-work-contract';

/**
 * The member import's runs (MemberImportRunRepository): one queued or running per campground, even
 * when started at once; progress saved in the caller's transaction; cancel; runs of one campground only.
 */
export function describeMemberImportRunContract(
  label: string,
  factory: () => Promise<UnitOfWorkHarness>,
): void {
  describe(`Member import run contract: ${label}`, () => {
    let harness: UnitOfWorkHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    const arrange = async () => {
      const { repos } = harness;
      const pine = (await seedCampground(repos, { slug: 'pine' })).id;
      const oak = (await seedCampground(repos, { slug: 'oak' })).id;
      const owner = (await seedUser(repos, 'owner@runs.test')).id;
      const newRun = (campgroundId: string, at = T0): NewMemberImportRun => ({
        campgroundId,
        startedBy: owner,
        fileKey: `member-imports/${campgroundId}/import-a.csv`,
        mapping: { email: 2, firstName: 0 },
        createdAt: at,
      });
      return { repos, pine, oak, owner, newRun };
    };

    it('queues a run with zero progress and keeps one active per campground, even under 20 simultaneous starts', async () => {
      const { repos, pine, oak, owner, newRun } = await arrange();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          harness.unitOfWork.run((tx) => tx.memberImportRuns.create(newRun(pine))),
        ),
      );
      const runs = results.filter((result) => result !== 'ACTIVE');
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({
        campgroundId: pine,
        startedBy: owner,
        status: 'queued',
        mapping: { email: 2, firstName: 0 },
        totalRows: null,
        rowsDone: 0,
        created: 0,
        cancelRequested: false,
        finishedAt: null,
      });
      // Another campground is not held up, and a run over frees the campground.
      expect(await repos.memberImportRuns.create(newRun(oak))).not.toBe('ACTIVE');
      const first = runs[0] as Exclude<(typeof runs)[number], 'ACTIVE'>;
      await repos.memberImportRuns.update(first.id, { status: 'done', finishedAt: T0 }, T0);
      expect(await repos.memberImportRuns.create(newRun(pine, minutesAfterT0(1)))).not.toBe('ACTIVE');
    });

    it("finds a campground's runs only, newest first, and the oldest active run anywhere", async () => {
      const { repos, pine, oak, newRun } = await arrange();
      const a = await repos.memberImportRuns.create(newRun(pine));
      const b = await repos.memberImportRuns.create(newRun(oak, minutesAfterT0(1)));
      if (a === 'ACTIVE' || b === 'ACTIVE') throw new Error('not queued');
      expect((await repos.memberImportRuns.find(pine, a.id))?.id).toBe(a.id);
      expect(await repos.memberImportRuns.find(oak, a.id)).toBeNull();
      expect(await repos.memberImportRuns.find(pine, 'not-a-uuid')).toBeNull();
      expect((await repos.memberImportRuns.findLatest(oak))?.id).toBe(b.id);
      expect((await repos.memberImportRuns.nextToRun())?.id).toBe(a.id);
      await repos.memberImportRuns.update(a.id, { status: 'failed' }, T0);
      expect((await repos.memberImportRuns.nextToRun())?.id).toBe(b.id);
    });

    it('saves progress with the transaction it is written in, and nothing of one that fails', async () => {
      const { repos, pine, newRun } = await arrange();
      const run = await repos.memberImportRuns.create(newRun(pine));
      if (run === 'ACTIVE') throw new Error('not queued');
      const progress = { rowsDone: 500, created: 400, updated: 90, refused: 10 };
      await harness.unitOfWork.run((tx) => tx.memberImportRuns.update(run.id, progress, minutesAfterT0(1)));
      await expect(
        harness.unitOfWork.run(async (tx) => {
          await tx.memberImportRuns.update(run.id, { ...progress, rowsDone: 1000 }, minutesAfterT0(2));
          throw new Error('the batch failed');
        }),
      ).rejects.toThrow('the batch failed');
      expect(await repos.memberImportRuns.find(pine, run.id)).toMatchObject({
        ...progress,
        updatedAt: minutesAfterT0(1),
      });
    });

    it('cancels a queued run at once, marks a running one, and leaves one that is over', async () => {
      const { repos, pine, oak, newRun } = await arrange();
      const queued = await repos.memberImportRuns.create(newRun(pine));
      if (queued === 'ACTIVE') throw new Error('not queued');
      expect(await repos.memberImportRuns.requestCancel(oak, queued.id, T0)).toBeNull();
      expect(await repos.memberImportRuns.requestCancel(pine, queued.id, minutesAfterT0(1))).toMatchObject({
        status: 'cancelled',
        cancelRequested: true,
        finishedAt: minutesAfterT0(1),
      });
      const running = await repos.memberImportRuns.create(newRun(pine, minutesAfterT0(2)));
      if (running === 'ACTIVE') throw new Error('not queued');
      await repos.memberImportRuns.update(running.id, { status: 'running' }, minutesAfterT0(2));
      expect(await repos.memberImportRuns.requestCancel(pine, running.id, minutesAfterT0(3))).toMatchObject({
        status: 'running',
        cancelRequested: true,
        finishedAt: null,
      });
      await repos.memberImportRuns.update(running.id, { status: 'cancelled' }, minutesAfterT0(4));
      expect(await repos.memberImportRuns.requestCancel(pine, running.id, minutesAfterT0(5))).toMatchObject({
        status: 'cancelled',
        updatedAt: minutesAfterT0(4),
      });
    });
  });
}
