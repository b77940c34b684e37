import { guessImportMapping, IMPORT_RUN_MESSAGES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { CsvRecords } from '../ports/member-import-files';
import { PlainCsvRecords } from '../testing/in-memory-import-files';
import { callerWith, ownerMembersFixture } from '../testing/owner-members-fixture';
import { IMPORT_BATCH_SIZE } from './import-members';
import {
  CancelMemberImport,
  GetMemberImport,
  RunMemberImports,
  StartMemberImport,
} from './member-import-runs';

const HEADERS = ['First Name', 'Last Name', 'Email', 'Type', 'Start', 'End'];
const mapping = guessImportMapping(HEADERS);
const line = (index: number) => `Ann,Camper,m${index}@camp.test,Weekly,2026-01-01,2026-12-31`;
/** A file of `rows` members, with one bad row (an unknown type) at `bad` when given. */
const fileOf = (rows: number, bad?: number) =>
  new TextEncoder().encode(
    [
      HEADERS.join(','),
      ...Array.from({ length: rows }, (_, i) => (i === bad ? line(i).replace('Weekly', 'Gold') : line(i))),
    ].join('\n'),
  );

/** The plain reader, calling `at` before it hands out the n-th data row of the second reading. */
class WatchedCsv implements CsvRecords {
  private readings = 0;
  constructor(private readonly at: (row: number) => Promise<void>) {}
  async *records(bytes: Uint8Array) {
    this.readings += 1;
    let row = -1;
    for await (const record of new PlainCsvRecords().records(bytes)) {
      if (this.readings === 2 && row >= 0) await this.at(row + 1);
      row += 1;
      yield record;
    }
  }
}

const setUp = async (csv?: CsvRecords) => {
  const f = await ownerMembersFixture();
  const owner = callerWith(['owner', f.pine.id]);
  const core = csv ? { ...f.core, csv } : f.core;
  const start = (file: Uint8Array) =>
    new StartMemberImport(core).execute({ actor: owner, campgroundId: f.pine.id, file, mapping });
  const job = () => new RunMemberImports(core).execute();
  const get = (runId: string | null) =>
    new GetMemberImport(core).execute({ actor: owner, campgroundId: f.pine.id, runId });
  const cancel = (runId: string) =>
    new CancelMemberImport(core).execute({ actor: owner, campgroundId: f.pine.id, runId });
  const value = async (runId: string) => {
    const found = await get(runId);
    if (!found.ok || !found.value) throw new Error('no run');
    return found.value;
  };
  return { f, owner, start, job, get, cancel, value };
};

const started = async (result: Awaited<ReturnType<StartMemberImport['execute']>>) => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe('the member import job', () => {
  it('answers a queued run at once, then saves its progress with each batch and ends done', async () => {
    const seen: number[] = [];
    let runId = '';
    const { f, start, job, value } = await setUp(
      new WatchedCsv(async (row) => {
        // Row 4 is refused: the first batch of 1,000 ends at row 1,001.
        if (row === IMPORT_BATCH_SIZE + 2 || row === 2 * IMPORT_BATCH_SIZE + 2)
          seen.push((await value(runId)).rowsDone);
      }),
    );
    const run = await started(await start(fileOf(2 * IMPORT_BATCH_SIZE + 5, 3)));
    runId = run.id;
    expect(run).toMatchObject({
      status: 'queued',
      rowsDone: 0,
      totalRows: null,
      startedBy: expect.any(String),
    });
    expect(f.core.importQueue.wakes).toBe(1);
    expect(await job()).toEqual({ imports: 1 });
    expect(seen).toEqual([IMPORT_BATCH_SIZE + 1, 2 * IMPORT_BATCH_SIZE + 1]);
    expect(await value(run.id)).toMatchObject({
      status: 'done',
      totalRows: 2 * IMPORT_BATCH_SIZE + 5,
      rowsDone: 2 * IMPORT_BATCH_SIZE + 5,
      created: 2 * IMPORT_BATCH_SIZE + 4,
      updated: 0,
      refused: 1,
      stoppedAtRow: null,
      finishedAt: expect.any(Date),
    });
    // The uploaded file goes once the run is over.
    expect(f.core.storage.files.has(run.fileKey)).toBe(false);
  });

  it('stops after the batch it is writing when cancelled, saying where', async () => {
    let runId = '';
    const context: { cancel?: (id: string) => Promise<unknown> } = {};
    const { f, start, job, value, cancel } = await setUp(
      new WatchedCsv(async (row) => {
        if (row === IMPORT_BATCH_SIZE + 10) await context.cancel?.(runId);
      }),
    );
    context.cancel = cancel;
    runId = (await started(await start(fileOf(3 * IMPORT_BATCH_SIZE)))).id;
    await job();
    expect(await value(runId)).toMatchObject({
      status: 'cancelled',
      created: 2 * IMPORT_BATCH_SIZE,
      rowsDone: 2 * IMPORT_BATCH_SIZE,
      stoppedAtRow: 2 * IMPORT_BATCH_SIZE + 2,
      stopReason: IMPORT_RUN_MESSAGES.cancelled(2 * IMPORT_BATCH_SIZE + 2),
    });
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toHaveLength(2 + 2 * IMPORT_BATCH_SIZE);
  });

  it('cancels a queued run at once, and the job then writes nothing', async () => {
    const { f, start, job, value, cancel } = await setUp();
    const run = await started(await start(fileOf(5)));
    expect(await cancel(run.id)).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    expect(await job()).toEqual({ imports: 0 });
    expect((await value(run.id)).created).toBe(0);
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toHaveLength(2);
  });

  it('resumes after a crash mid-way from the last committed batch, creating nothing twice', async () => {
    let crash = true;
    const { f, start, job, value } = await setUp(
      new WatchedCsv(async (row) => {
        if (crash && row === IMPORT_BATCH_SIZE + 7) throw new Error('the worker stopped');
      }),
    );
    const total = 2 * IMPORT_BATCH_SIZE + 3;
    const run = await started(await start(fileOf(total)));
    await expect(job()).rejects.toThrow('the worker stopped');
    expect(await value(run.id)).toMatchObject({ status: 'running', rowsDone: IMPORT_BATCH_SIZE });
    crash = false;
    expect(await job()).toEqual({ imports: 1 });
    expect(await value(run.id)).toMatchObject({
      status: 'done',
      created: total,
      updated: 0,
      rowsDone: total,
    });
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toHaveLength(2 + total);
    // The same file again creates nothing new.
    const again = await started(await start(fileOf(total)));
    await job();
    expect(await value(again.id)).toMatchObject({ status: 'done', created: 0, updated: total });
    expect(await f.repos.memberships.listImportKeys(f.pine.id)).toHaveLength(2 + total);
  });

  it('keeps one import queued or running per campground under 50 simultaneous starts', async () => {
    const { f, start } = await setUp();
    const results = await Promise.all(Array.from({ length: 50 }, () => start(fileOf(3))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === 'CONFLICT')).toHaveLength(49);
    expect([...f.core.storage.files.keys()].filter((key) => key.startsWith('member-imports/'))).toHaveLength(
      1,
    );
  });

  it('refuses staff and another campground, and finds no run of another campground', async () => {
    const { f, start, job } = await setUp();
    const run = await started(await start(fileOf(2)));
    await job();
    for (const actor of [callerWith(['staff', f.pine.id]), callerWith(['owner', f.oak.id])]) {
      const file = fileOf(2);
      const input = { actor, campgroundId: f.pine.id };
      expect(await new StartMemberImport(f.core).execute({ ...input, file, mapping })).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await new GetMemberImport(f.core).execute({ ...input, runId: run.id })).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await new CancelMemberImport(f.core).execute({ ...input, runId: run.id })).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    const oakOwner = callerWith(['owner', f.oak.id]);
    const elsewhere = { actor: oakOwner, campgroundId: f.oak.id, runId: run.id };
    expect(await new GetMemberImport(f.core).execute(elsewhere)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await new CancelMemberImport(f.core).execute(elsewhere)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await new GetMemberImport(f.core).execute({ ...elsewhere, runId: null })).toEqual({
      ok: true,
      value: null,
    });
  });
});
