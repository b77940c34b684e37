// `npm run bench`: seeds 1,000,000 memberships once, starts the app in its own process on the bench
// database, then measures GET /health, POST validate-membership and POST partner-validate-membership
// (one API key per bench campground) in the same run, rate limits on. It fails (exit 1) when either
// verification's throughput is below BENCH_MIN_RATIO (default 0.5) of /health's, its p99 is over
// twice /health's own, or an answer is not a valid membership. It also measures the super admin's system stats one caller at a time and
// fails when their p99 passes 100 ms, then its campgrounds and members lists (pages of 50) one
// caller at a time and fails when a list's p95 passes 20 ms (ADMIN_BENCH_SAMPLES requests a figure,
// default 200). BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_PORT,
// DATABASE_POOL_SIZE and BENCH_MEMBERS (members per campground, default 100,000) tune it.
// Then it runs owner-members.bench.mjs (the owner's members page, export and stats at 100,000 members).
// Last, member-import.bench.ts (the member import of a 100,000-row file).
// BENCH_ONLY=verification measures /health and the two verifications only (no admin stats, no owner
// members), for comparing ratios quickly; BENCH_ONLY=admin the super admin's stats and lists only.
// Last, public-load.mjs: get-campground and the campground page against /health at 200 connections,
// then the mixed load (sign-ins, verifications, public reads); BENCH_ONLY=public runs only that.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../../scripts/local-server.mjs';
import { measurePublicLoad } from './public-load.mjs';
import { series } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const require = createRequire(join(root, 'package.json'));
const tsx = require.resolve('tsx/cli');
const tsxArgs = (file) => [tsx, '--conditions=source', join(here, file)];

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const minRatio = Number(process.env.BENCH_MIN_RATIO ?? 0.5);
// A verification's p99 at most this many times /health's own p99 in the same run.
const P99_HEALTH_FACTOR = 2;
const verificationOnly = process.env.BENCH_ONLY === 'verification';
const adminOnly = process.env.BENCH_ONLY === 'admin';
const publicOnly = process.env.BENCH_ONLY === 'public';
// A port nothing else on the machine is using, unless BENCH_PORT names one.
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;

// The campground page's HTML needs the built portal.
if (!existsSync(join(root, 'apps/portal/dist/index.html'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@camppass/portal'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const seeded = spawnSync(process.execPath, tsxArgs('seed.ts'), {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, tsxArgs('serve.ts'), {
  cwd: root,
  env: { ...process.env, BENCH_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`The bench server exited (${code})`)));
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('ready')) resolve();
  });
});

// Codes and e-mails the seed wrote (see bench-database.ts); stays of one night from today.
const CAMPGROUNDS = 10;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const pad = (n, width) => String(n).padStart(width, '0');
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
// The partner key of campground bench-<c> (apps/server/bench/bench-database.ts).
const API_KEY_PREFIX = 'cpk_bench_key_for_campground_';
const question = () => {
  const c = 1 + Math.floor(Math.random() * CAMPGROUNDS);
  const n = 1 + Math.floor(Math.random() * MEMBERS);
  const body = JSON.stringify({
    membershipCode: `BEN-${pad(c, 2)}${pad(n, 6)}`,
    email: `member-${n}@bench.test`,
    campgroundSlug: `bench-${c}`,
    dateRanges: [[today, tomorrow]],
  });
  return { c, body };
};
const validateBody = () => question().body;
const partnerRequest = (request) => {
  const { c, body } = question();
  return {
    ...request,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY_PREFIX}${c}` },
    body,
  };
};

// CPU seconds (user + system) of a process and its descendants (tsx runs the app in a child), from
// /proc: a figure of each route's own cost that the machine's other work inflates far less than
// throughput. Undefined where there is no /proc.
const clockTicks = 100;
const cpuSecondsOf = (pid) => {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  let total = (Number(fields[11]) + Number(fields[12])) / clockTicks;
  const children = `/proc/${pid}/task/${pid}/children`;
  if (existsSync(children)) {
    for (const child of readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      total += cpuSecondsOf(child) ?? 0;
    }
  }
  return total;
};
const run = async (title, options) => {
  const before = cpuSecondsOf(server.pid);
  const result = await autocannon({ url: base, connections, duration: seconds, title, ...options });
  const after = cpuSecondsOf(server.pid);
  result.serverMicrosPerRequest =
    before === undefined || after === undefined
      ? undefined
      : ((after - before) * 1e6) / result.requests.total;
  return result;
};

const line = (name, r) =>
  `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   ` +
  `p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}` +
  (r.serverMicrosPerRequest === undefined
    ? ''
    : `   server CPU ${r.serverMicrosPerRequest.toFixed(0)} µs/req`);

const measureVerifications = async () => {
  // A short warm-up so both measurements start with a hot JIT and an open connection pool.
  await run('warm-up', {
    duration: 2,
    requests: [
      {
        method: 'POST',
        path: '/functions/v1/validate-membership',
        setupRequest: (r) => ({
          ...r,
          headers: { 'content-type': 'application/json' },
          body: validateBody(),
        }),
      },
      { method: 'POST', path: '/functions/v1/partner-validate-membership', setupRequest: partnerRequest },
    ],
  });
  const health = await run('health', { requests: [{ method: 'GET', path: '/health' }] });
  const counts = { validate: 0, partner: 0 };
  const countValid = (name) => (status, body) => {
    if (status === 200 && body.includes('"valid":true')) counts[name] += 1;
  };
  const validate = await run('validate-membership', {
    requests: [
      {
        method: 'POST',
        path: '/functions/v1/validate-membership',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json' },
          body: validateBody(),
        }),
        onResponse: countValid('validate'),
      },
    ],
  });
  const partner = await run('partner-validate-membership', {
    requests: [
      {
        method: 'POST',
        path: '/functions/v1/partner-validate-membership',
        setupRequest: partnerRequest,
        onResponse: countValid('partner'),
      },
    ],
  });
  console.log(
    `\n${connections} connections, ${seconds} s each, PostgreSQL with ${CAMPGROUNDS * MEMBERS} memberships, ` +
      `pool ${process.env.DATABASE_POOL_SIZE ?? 'default'}, rate limits on (failed verifications per address, partner calls per key)`,
  );
  console.log(line('GET /health', health));
  console.log(line('POST validate-membership', validate));
  console.log(line('POST partner-validate-membership', partner));
  let failed = false;
  for (const [name, r, valid] of [
    ['validate-membership', validate, counts.validate],
    ['partner-validate-membership', partner, counts.partner],
  ]) {
    const ratio = r.requests.average / health.requests.average;
    const p99Limit = P99_HEALTH_FACTOR * health.latency.p99;
    console.log(
      `${name} / health throughput: ${ratio.toFixed(3)} (at least ${minRatio})   ` +
        `p99 ${r.latency.p99} ms (at most ${p99Limit} ms, ${P99_HEALTH_FACTOR}× /health's)   answers valid: ${valid} of ${r.requests.total}`,
    );
    if (
      ratio < minRatio ||
      r.latency.p99 > p99Limit ||
      r.non2xx > 0 ||
      r.errors > 0 ||
      valid !== r.requests.total
    )
      failed = true;
  }
  if (failed) {
    console.log(
      'FAILED: below the throughput ratio, over the p99 limit, or an answer was not a valid membership.',
    );
    process.exitCode = 1;
  }
  if (verificationOnly) {
    server.kill('SIGTERM');
    process.exit();
  }
};

const measurePublic = async () => {
  const passed = await measurePublicLoad({
    run,
    line,
    serverPid: server.pid,
    campgrounds: CAMPGROUNDS,
    question: validateBody,
    signIn: (correct) =>
      JSON.stringify({
        email: correct ? 'admin@bench.test' : `visitor-${Math.floor(Math.random() * 1e6)}@bench.test`,
        password: correct ? 'Bench-admin-pass-42' : 'Not-the-password-1',
        loginType: 'superAdmin',
        recaptchaToken: 'dev-ok',
      }),
  });
  if (!passed) {
    console.log('FAILED: the public reads or the mixed load missed a target.');
    process.exitCode = 1;
  }
};

try {
  if (publicOnly) {
    await measurePublic();
    server.kill('SIGTERM');
    process.exit();
  }
  if (!adminOnly) await measureVerifications();

  // The super admin seeded by seed.ts (BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD of bench-database.ts).
  const login = await fetch(`${base}/functions/v1/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@bench.test',
      password: 'Bench-admin-pass-42',
      loginType: 'superAdmin',
      recaptchaToken: 'dev-ok',
    }),
  });
  const { tokens } = await login.json();
  const adminHeaders = { authorization: `Bearer ${tokens.accessToken}` };
  const firstStats = await (
    await fetch(`${base}/functions/v1/admin-system-stats`, { headers: adminHeaders })
  ).json();
  console.log(`admin-system-stats: ${JSON.stringify(firstStats.data)}`);
  const stats = await run('admin-system-stats', {
    connections: 1,
    duration: Math.min(seconds, 5),
    requests: [{ method: 'GET', path: '/functions/v1/admin-system-stats', headers: adminHeaders }],
  });
  console.log(line('GET admin-system-stats (1 caller)', stats));
  const STATS_BUDGET_MS = 100;
  if (stats.non2xx > 0 || stats.errors > 0 || stats.latency.p99 > STATS_BUDGET_MS) {
    console.log(
      `FAILED: admin-system-stats p99 ${stats.latency.p99} ms is over its ${STATS_BUDGET_MS} ms budget.`,
    );
    process.exitCode = 1;
  }

  // The super admin's campgrounds and members lists, a page of 50 at a time, one caller.
  const listSamples = Number(process.env.ADMIN_BENCH_SAMPLES ?? 200);
  const LIST_P95_MS = 20;
  const post = async ([name, body]) => {
    const started = performance.now();
    const res = await fetch(`${base}/functions/v1/${name}`, {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (!res.ok || !answer.success)
      throw new Error(`${name} answered ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`);
    return { ms: performance.now() - started, answer };
  };
  const pages = (name, extra = {}) =>
    Array.from({ length: 40 }, (_, i) => [name, { page: 1 + ((i * 7) % 40), limit: 50, ...extra }]);
  const firstMembers = (await post(['admin-members', { limit: 50 }])).answer;
  const firstUsers = (await post(['admin-users', { limit: 50 }])).answer;
  // 40 pages spread from the first to the last of a list, visited out of order.
  const across = (name, totalPages) =>
    Array.from({ length: 40 }, (_, i) => [
      name,
      { page: 1 + Math.round((((i * 7) % 40) * (totalPages - 1)) / 39), limit: 50 },
    ]);
  const lists = [
    ['admin-campgrounds, pages of 50', pages('admin-campgrounds')],
    ['admin-members, pages 1-40 of 50', pages('admin-members')],
    [
      `admin-members, pages 1-${firstMembers.pagination.totalPages}`,
      across('admin-members', firstMembers.pagination.totalPages),
    ],
    [
      `admin-users, pages 1-${firstUsers.pagination.totalPages}`,
      across('admin-users', firstUsers.pagination.totalPages),
    ],
    [
      'admin-members, searched',
      ['member-12', 'member-4', 'bench.test'].map((search) => ['admin-members', { search, limit: 50 }]),
    ],
  ];
  console.log(
    `\nSuper admin lists, ${firstMembers.pagination.totalCount.toLocaleString('en-US')} member accounts with ` +
      `${CAMPGROUNDS * MEMBERS} memberships, one caller, ${listSamples} requests a figure`,
  );
  for (const [name, requests] of lists) {
    const figure = await series(post, requests, listSamples);
    const passed = figure.p95 <= LIST_P95_MS;
    console.log(
      `${name.padEnd(38)} p50 ${figure.p50.toFixed(1)} ms   p95 ${figure.p95.toFixed(1)} ms (target ${LIST_P95_MS})   ${passed ? 'ok' : 'FAILED'}`,
    );
    if (!passed) process.exitCode = 1;
  }
  // Last: its wrong passwords leave failures counted for a while.
  if (!adminOnly) await measurePublic();
} finally {
  server.kill('SIGTERM');
}

// The owner Members tab at 100,000 members in one campground, in its own database and process.
const owner = adminOnly
  ? { status: 0 }
  : spawnSync(process.execPath, [join(here, 'owner-members.bench.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    });
if (owner.status !== 0) process.exitCode = 1;

// The member import at 100,000 rows (dry run ≤ 10 s, import ≤ 60 s), in its own database and process.
const memberImport = adminOnly
  ? { status: 0 }
  : spawnSync(process.execPath, tsxArgs('member-import.bench.ts'), {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    });
if (memberImport.status !== 0) process.exitCode = 1;
