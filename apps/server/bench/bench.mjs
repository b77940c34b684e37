// `npm run bench`: seeds 1,000,000 memberships once, starts the app in its own process on the bench
// database, then measures GET /health and POST /functions/v1/validate-membership in the same run.
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20) and BENCH_PORT tune it.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../../scripts/local-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const require = createRequire(join(root, 'package.json'));
const tsx = require.resolve('tsx/cli');
const tsxArgs = (file) => [tsx, '--conditions=source', join(here, file)];

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// A port nothing else on the machine is using, unless BENCH_PORT names one.
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;

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
const MEMBERS = 100_000;
const pad = (n, width) => String(n).padStart(width, '0');
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const validateBody = () => {
  const c = 1 + Math.floor(Math.random() * CAMPGROUNDS);
  const n = 1 + Math.floor(Math.random() * MEMBERS);
  return JSON.stringify({
    membershipCode: `BEN-${pad(c, 2)}${pad(n, 6)}`,
    email: `member-${n}@bench.test`,
    campgroundSlug: `bench-${c}`,
    dateRanges: [[today, tomorrow]],
  });
};

const run = (title, options) => autocannon({ url: base, connections, duration: seconds, title, ...options });

try {
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
    ],
  });
  const health = await run('health', { requests: [{ method: 'GET', path: '/health' }] });
  let valid = 0;
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
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"valid":true')) valid += 1;
        },
      },
    ],
  });
  const line = (name, r) =>
    `${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
    `p50 ${String(r.latency.p50).padStart(3)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(
    `\n${connections} connections, ${seconds} s each, PostgreSQL with ${CAMPGROUNDS * MEMBERS} memberships`,
  );
  console.log(line('GET /health', health));
  console.log(line('POST validate-membership', validate));
  console.log(
    `validate-membership / health throughput: ${(validate.requests.average / health.requests.average).toFixed(3)}`,
  );
  console.log(`validate-membership answers valid: ${valid} of ${validate.requests.total}`);
  if (validate.non2xx > 0 || validate.errors > 0 || valid !== validate.requests.total) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
