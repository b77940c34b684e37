// `node apps/server/bench/profile.mjs`: the bench server under validate-membership load with a V8 CPU
// profile (written to PROFILE_DIR, default .data/profiles, when the server stops), for finding where
// the time of a request goes. Needs the bench database (`npm run bench` seeds it once).
// PROFILE_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune it.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../../scripts/local-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const require = createRequire(join(root, 'package.json'));
const tsxLoader = pathToFileURL(require.resolve('tsx/esm')).href;
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dir = resolve(root, process.env.PROFILE_DIR ?? '.data/profiles');
mkdirSync(dir, { recursive: true });
const port = await freePort();

// tsx as a loader of this very process (its CLI would profile only a parent that forwards signals).
const args = ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--conditions=source', '--import', tsxLoader];
const server = spawn(process.execPath, [...args, join(here, 'serve.ts')], {
  cwd: root,
  env: { ...process.env, BENCH_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((done) => server.stdout.on('data', (chunk) => String(chunk).includes('ready') && done()));

const pad = (n, width) => String(n).padStart(width, '0');
const today = new Date().toISOString().slice(0, 10);
const body = () => {
  const c = 1 + Math.floor(Math.random() * 10);
  const n = 1 + Math.floor(Math.random() * 100_000);
  return JSON.stringify({
    membershipCode: `BEN-${pad(c, 2)}${pad(n, 6)}`,
    email: `member-${n}@bench.test`,
    campgroundSlug: `bench-${c}`,
    dateRanges: [[today, today]],
  });
};
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections,
  duration: seconds,
  // PROFILE_TARGET=health profiles the bare route instead, for comparison; =page a campground's page;
  // =campground its get-campground answer.
  requests: [
    process.env.PROFILE_TARGET === 'health'
      ? { method: 'GET', path: '/health' }
      : process.env.PROFILE_TARGET === 'page'
        ? { method: 'GET', path: '/campground/bench-1', headers: { 'accept-encoding': 'br, gzip' } }
        : process.env.PROFILE_TARGET === 'campground'
          ? { method: 'GET', path: '/functions/v1/get-campground?slug=bench-1' }
          : {
              method: 'POST',
              path: '/functions/v1/validate-membership',
              setupRequest: (r) => ({ ...r, headers: { 'content-type': 'application/json' }, body: body() }),
            },
  ],
});
console.log(
  `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
server.kill('SIGTERM');
await new Promise((done) => server.on('exit', done));
console.log(`CPU profile written to ${dir}`);
