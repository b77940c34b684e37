// The owner Members tab at 100,000 members in one campground (`npm run bench` runs it after the
// verification bench; `node apps/server/bench/owner-members.bench.mjs` runs it alone). Seeds the
// owner bench database once (owner-members-seed.ts), starts the app on it in its own process, signs
// in as the campground's owner and measures, one caller at a time:
//   - a members page with search and sort applied, p95 (target 20 ms), and the plain first page;
//   - the bytes of a page of 10 against the earlier system's fetch of 1,000 rows, as a ratio;
//   - the CSV export of all 100,000 (target 3 s) with the server process's peak RSS while it runs;
//   - the member stats, p95 (target 100 ms);
//   - the Home's earnings over this year and over a custom year (100,000 payments), p95 (target 100 ms, as the member stats: one aggregate over the year's payments).
// Exit code 1 when a target is missed. OWNER_BENCH_SAMPLES (default 200) sets requests per figure;
// OWNER_BENCH_EXPORT_ONLY=1 measures the export alone. The export's figures: rows, seconds, MB/s, and
// the server's memory read from /proc/<pid>/status (VmRSS sampled every 20 ms, VmHWM before and after).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/local-server.mjs';
import { series as seriesOf } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const require = createRequire(join(root, 'package.json'));
const tsx = require.resolve('tsx/cli');
const tsxArgs = (file) => [tsx, '--conditions=source', join(here, file)];
const samples = Number(process.env.OWNER_BENCH_SAMPLES ?? 200);
const exportOnly = process.env.OWNER_BENCH_EXPORT_ONLY === '1';
const PAGE_P95_MS = 20;
const EXPORT_MS = 3000;
const STATS_P95_MS = 100;
const EARNINGS_P95_MS = 100;
const MEMBERS = 100_000;

const databaseUrl = (() => {
  if (process.env.OWNER_BENCH_DATABASE_URL) return process.env.OWNER_BENCH_DATABASE_URL;
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = '/camppass_owner_bench';
  return url.toString();
})();

const seeded = spawnSync(process.execPath, tsxArgs('owner-members-seed.ts'), {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const port = Number(process.env.OWNER_BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, tsxArgs('serve.ts'), {
  cwd: root,
  env: { ...process.env, BENCH_PORT: String(port), BENCH_DATABASE_URL: databaseUrl },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`The bench server exited (${code})`)));
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('ready')) resolve();
  });
});

/** The process tree under `pid` (tsx starts the app as a child), read from /proc. */
const descendants = (pid) => {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
  return children.flatMap((child) => [Number(child), ...descendants(Number(child))]);
};
/** The process's resident memory now (VmRSS) and its high-water mark so far (VmHWM), in MB, from /proc. */
const memoryMb = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
};
const rssMb = (pid) => memoryMb(pid).rss;
/** The app's own process: the largest of the tree (the tsx launcher is small). */
const appPid = () => [server.pid, ...descendants(server.pid)].sort((a, b) => rssMb(b) - rssMb(a))[0];

try {
  const login = await fetch(`${base}/functions/v1/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'owner@owner-bench.test',
      password: 'Owner-bench-pass-42',
      loginType: 'owner',
      recaptchaToken: 'dev-ok',
    }),
  });
  const { tokens } = await login.json();
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const owned = await fetch(`${base}/functions/v1/get-campground-members?limit=10`, { headers });
  const campgroundId = (await owned.json()).data[0]?.campground_id;
  if (!campgroundId) throw new Error('The bench owner sees no members');

  const timed = async (path) => {
    const started = performance.now();
    const res = await fetch(`${base}/functions/v1/${path}`, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: Buffer.byteLength(text), text };
  };
  const series = (paths) => seriesOf(timed, paths, samples);
  const members = (query) =>
    `get-campground-members?${new URLSearchParams({ campground_id: campgroundId, ...query })}`;
  /** The members pages, the bytes ratio and the stats (left out with OWNER_BENCH_EXPORT_ONLY=1). */
  const pagesAndStats = async () => {
    // What an owner types: a surname's start, a phone fragment, a code, a first and last name.
    const searches = ['garc', 'wils', '555-12', 'PVB-0421', 'ada smi', 'rosa', 'nguy', 'tess'];
    const searched = await series(
      searches.flatMap((search) => [
        members({ search, sort_by: 'name', sort_order: 'asc' }),
        members({ search, sort_by: 'end_date', sort_order: 'desc', status: 'active' }),
      ]),
    );
    const plain = await series([members({}), members({ sort_by: 'name', sort_order: 'asc', page: '37' })]);
    const page = await timed(members({}));
    let fetchAll = 0;
    for (let p = 1; p <= 10; p += 1)
      fetchAll += (await timed(members({ limit: '100', page: String(p) }))).bytes;

    const stats = await series([`get-campground-member-stats?campground_id=${campgroundId}`]);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const earnings = await series([
      `owner-earnings?${new URLSearchParams({ campground_id: campgroundId, period: 'this_year' })}`,
      `owner-earnings?${new URLSearchParams({ campground_id: campgroundId, period: 'custom', from: yearAgo, to: new Date().toISOString().slice(0, 10) })}`,
    ]);
    return { searched, plain, page, fetchAll, stats, earnings };
  };
  const figures = exportOnly ? null : await pagesAndStats();

  const pid = appPid();
  const before = memoryMb(pid);
  let rssPeak = before.rss;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const csv = await fetch(`${base}/functions/v1/export-members?campground_id=${campgroundId}`, { headers });
  let csvBytes = 0;
  let lines = 0;
  for await (const chunk of csv.body) {
    csvBytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const after = memoryMb(pid);
  rssPeak = Math.max(rssPeak, after.rss);

  const f = (n) => n.toFixed(1);
  console.log(
    `\nOwner members, ${MEMBERS.toLocaleString('en-US')} members in one campground, one caller, ${samples} requests a figure`,
  );
  if (figures) {
    console.log(
      `members page, search + sort       p50 ${f(figures.searched.p50)} ms   p95 ${f(figures.searched.p95)} ms (target ${PAGE_P95_MS})   max ${f(figures.searched.max)} ms`,
    );
    console.log(
      `members page, no search           p50 ${f(figures.plain.p50)} ms   p95 ${f(figures.plain.p95)} ms`,
    );
    console.log(
      `bytes: page of 10 ${figures.page.bytes}, fetch of 1,000 rows ${figures.fetchAll}, ratio 1:${Math.round(figures.fetchAll / figures.page.bytes)}`,
    );
    console.log(
      `member stats                      p50 ${f(figures.stats.p50)} ms   p95 ${f(figures.stats.p95)} ms (target ${STATS_P95_MS})`,
    );
    console.log(
      `earnings, this year / custom year p50 ${f(figures.earnings.p50)} ms   p95 ${f(figures.earnings.p95)} ms (target ${EARNINGS_P95_MS})`,
    );
  }
  console.log(
    `CSV export of all                 ${f(exportMs)} ms (target ${EXPORT_MS}) ${exportMs <= EXPORT_MS ? 'pass' : 'FAIL'}, ${lines - 1} rows, ${(csvBytes / 1e6).toFixed(1)} MB, ${(csvBytes / 1e6 / (exportMs / 1000)).toFixed(1)} MB/s`,
  );
  console.log(
    `  server RSS ${f(before.rss)} MB before, ${f(rssPeak)} MB peak (+${f(rssPeak - before.rss)}), ${f(after.rss)} MB after; VmHWM ${f(before.hwm)} -> ${f(after.hwm)} MB (start-up included)`,
  );
  console.log(
    `  load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  const missed = [];
  if (figures && figures.searched.p95 > PAGE_P95_MS) missed.push('members page p95');
  if (figures && figures.stats.p95 > STATS_P95_MS) missed.push('member stats p95');
  if (figures && figures.earnings.p95 > EARNINGS_P95_MS) missed.push('earnings p95');
  if (exportMs > EXPORT_MS || lines - 1 !== MEMBERS || csv.status !== 200) missed.push('CSV export');
  if (missed.length > 0) {
    console.log(`FAILED: ${missed.join(', ')} over target.`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}
