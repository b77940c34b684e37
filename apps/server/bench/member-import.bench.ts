import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DiskFileStorage,
  NodeCryptoRandomSource,
  NodeCryptoTokenGenerator,
  SystemClock,
} from '@camppass/adapter-local';
import { createPostgresJsClient, createPostgresPersistence } from '@camppass/adapter-postgres';
import { DryRunMemberImport } from '@camppass/core/owner/dry-run-member-import';
import { RunMemberImports, StartMemberImport } from '@camppass/core/owner/member-import-runs';
import { guessImportMapping } from '@camppass/domain';
import { StreamingCsvRecords } from '../src/routes/owner/member-import-file';
import { adminUrl } from './bench-database';

// The member import at 100,000 rows (issue 27: dry run ≤ 10 s, import ≤ 60 s on PostgreSQL, memory
// flat). `npm run bench` runs it last; `npx tsx --conditions=source apps/server/bench/member-import.bench.ts`
// runs it alone. It makes its own database (IMPORT_BENCH_DATABASE_URL, else camppass_import_bench on
// the server at DATABASE_URL) afresh, one campground with one type, and calls the use cases directly
// with the file's bytes through the server's streaming CSV reader: the dry run, then the import as
// the portal starts it (a run queued, then the job's run over the stored file). IMPORT_BENCH_ROWS
// sets the rows (default 100,000); IMPORT_BENCH_DRY_RUN_ONLY=1 measures the dry run alone. Prints seconds, rows per second and the process's peak RSS; exit
// code 1 when a target is missed.
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 100_000);
const DRY_RUN_MS = 10_000;
const IMPORT_MS = 60_000;
const DATABASE = 'camppass_import_bench';

const databaseUrl = (() => {
  if (process.env.IMPORT_BENCH_DATABASE_URL) return process.env.IMPORT_BENCH_DATABASE_URL;
  const url = new URL(adminUrl());
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

if (!process.env.IMPORT_BENCH_DATABASE_URL) {
  const admin = createPostgresJsClient({ databaseUrl: adminUrl(), maxConnections: 1 });
  try {
    await admin.exec(`drop database if exists ${DATABASE}`);
    await admin.exec(`create database ${DATABASE}`);
  } finally {
    await admin.close();
  }
}

const clock = new SystemClock();
const persistence = await createPostgresPersistence({ databaseUrl, clock });
const { sql } = persistence;
const files = await mkdtemp(join(tmpdir(), 'camppass-import-bench-'));
const peakRssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
let failed = false;
try {
  const [campground] = await sql.query<{ id: string }>(
    `insert into campgrounds (name, slug, status) values ('Import Bench', 'import-bench', 'active') returning id`,
  );
  const campgroundId = campground?.id as string;
  await sql.query('insert into campground_settings (campground_id) values ($1) on conflict do nothing', [
    campgroundId,
  ]);
  await persistence.repositories.membershipTypes.create({
    campgroundId,
    name: 'annual',
    displayName: 'Annual Pass',
    description: null,
    durationDays: 365,
    durationMonths: 0,
    priceCents: 10_000,
    isDayPass: false,
    isActive: true,
    isFeatured: false,
    sortOrder: 0,
    benefits: [],
    maxMembers: null,
    militaryDiscountEligible: false,
    createdAt: clock.now(),
  });
  const headers = [
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'City',
    'Membership Type',
    'Start Date',
    'End Date',
    'Code',
  ];
  const line = (n: number) =>
    [
      'Ada',
      `Camper${n}`,
      `member${n}@import-bench.test`,
      '936 555 0100',
      'Austin',
      'Annual Pass',
      '2026-01-01',
      '2026-12-31',
      n % 2 === 0 ? `IMP-${String(n).padStart(6, '0')}` : '',
    ].join(',');
  // The file as the owner uploads it: bytes, read by the server's streaming reader.
  const file = new TextEncoder().encode(
    [headers.join(','), ...Array.from({ length: ROWS }, (_, n) => line(n))].join('\n'),
  );
  const mapping = guessImportMapping(headers);
  const csv = new StreamingCsvRecords();
  const created = await persistence.repositories.users.create({
    email: 'owner@import-bench.test',
    passwordHash: null,
    createdAt: clock.now(),
  });
  if (!created.ok) throw new Error('The bench owner was not created');
  const owner = created.value;
  const ports = {
    repos: persistence.repositories,
    unitOfWork: persistence.unitOfWork,
    clock,
    random: new NodeCryptoRandomSource(),
    storage: new DiskFileStorage({
      directory: files,
      baseUrl: 'http://localhost',
      signingSecret: 'member import bench, not a real signing secret',
    }),
    tokens: new NodeCryptoTokenGenerator(),
    csv,
    importQueue: { wake: () => {} },
  };
  const actor = {
    userId: owner.id,
    sessionId: 'bench',
    roles: [{ userId: owner.id, role: 'owner' as const, campgroundId, createdAt: clock.now() }],
  };
  const dataRows = async function* () {
    let header = true;
    for await (const record of csv.records(file)) {
      if (header) header = false;
      else yield record;
    }
  };

  let started = performance.now();
  const dryRun = await new DryRunMemberImport(ports).execute({
    actor,
    campgroundId,
    rows: dataRows(),
    mapping,
  });
  const dryRunMs = performance.now() - started;
  if (!dryRun.ok || dryRun.value.created !== ROWS) throw new Error(`Dry run: ${JSON.stringify(dryRun)}`);
  console.log(
    `Member import dry run: ${ROWS.toLocaleString('en-US')} rows (${(file.length / 1024 / 1024).toFixed(1)} MB) in ${(dryRunMs / 1000).toFixed(2)} s (target ${DRY_RUN_MS / 1000} s), RSS ${peakRssMb()} MB`,
  );

  failed = dryRunMs > DRY_RUN_MS;
  if (process.env.IMPORT_BENCH_DRY_RUN_ONLY === '1') process.exit(failed ? 1 : 0);
  started = performance.now();
  // The import as the portal starts it: the run queued, then the job writes it batch by batch.
  const run = await new StartMemberImport(ports).execute({ actor, campgroundId, file, mapping });
  if (!run.ok) throw new Error(`Start: ${run.message}`);
  let lastReport = 0;
  const watch = setInterval(async () => {
    const now = await persistence.repositories.memberImportRuns.find(campgroundId, run.value.id);
    if (now && now.rowsDone - lastReport >= 20_000) {
      lastReport = now.rowsDone;
      console.log(
        `  ${now.rowsDone.toLocaleString('en-US')} of ${(now.totalRows ?? 0).toLocaleString('en-US')}, RSS ${peakRssMb()} MB`,
      );
    }
  }, 1_000);
  await new RunMemberImports(ports).execute();
  clearInterval(watch);
  const importMs = performance.now() - started;
  const imported = await persistence.repositories.memberImportRuns.find(campgroundId, run.value.id);
  if (imported?.status !== 'done' || imported.created !== ROWS) {
    throw new Error(`Import: ${JSON.stringify(imported)}`);
  }
  console.log(
    `Member import: ${ROWS.toLocaleString('en-US')} rows in ${(importMs / 1000).toFixed(2)} s (target ${IMPORT_MS / 1000} s), ${Math.round(ROWS / (importMs / 1000))} rows/s, RSS ${peakRssMb()} MB`,
  );
  failed ||= importMs > IMPORT_MS;
} finally {
  await persistence.close();
  await rm(files, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
