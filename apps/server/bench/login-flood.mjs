// Login flood (issue finding 2): while 40 wrong logins are kept in flight, how long do an upload and a
// static file take? Runs the app twice in its own process on a fresh embedded database: once with
// scrypt on Node's libuv pool (as before), once with the hashing worker pool, and prints p50/p99/max
// of the same probes first without the flood, then with it, each with the load average (the machine
// may be shared: the quiet figures of the same minute say how much is the flood's doing). The flood
// clients behave as an attacker would: each sends its next login as soon as it has an answer,
// whatever Retry-After says.
// `node apps/server/bench/login-flood.mjs` (BENCH_PROBES, default 20 of each; BENCH_FLOOD, default 40;
// BENCH_FLOOD_SECONDS, default 8: how long the flood runs before the first probe, so the hashes queue up;
// BENCH_DATABASE=postgres: on a throw-away database of the PostgreSQL server at DATABASE_URL).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/local-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const require = createRequire(join(root, 'package.json'));
const tsx = require.resolve('tsx/cli');
const probes = Number(process.env.BENCH_PROBES ?? 20);
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 8);
const flood = Number(process.env.BENCH_FLOOD ?? 40);

const JPEG = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0,
  1,
  1,
  0,
  0,
  1,
  ...new Uint8Array(200_000),
]);

const start = async (hasher) => {
  const port = await freePort();
  const child = spawn(process.execPath, [tsx, '--conditions=source', join(here, 'login-flood-serve.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_PORT: String(port), BENCH_HASHER: hasher },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
};

// A request starved past fetch's 300 s header timeout counts with the time it waited, as 'timeout'.
const timed = async (request) => {
  const started = performance.now();
  try {
    const res = await request();
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 'timeout' };
  }
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (samples) => {
  const ms = samples.map((sample) => sample.ms);
  const statuses = [...new Set(samples.map((sample) => sample.status))].join('/');
  return `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms (status ${statuses})`;
};

const measure = async (hasher) => {
  const { base, stop } = await start(hasher);
  try {
    // Each phase uploads from its own address, so that the uploads' own limit (100 per address in
    // 10 minutes) never answers a probe: every probe is a stored upload.
    let probeAddress = '198.51.100.250';
    const upload = () =>
      fetch(`${base}/functions/v1/upload-document?kind=selfie`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', 'x-forwarded-for': probeAddress },
        body: JPEG,
      });
    const staticFile = () => fetch(`${base}/assets/app.js`);
    // Warm up both paths once.
    await timed(upload);
    await timed(staticFile);
    const probe = async () => {
      const uploads = [];
      const statics = [];
      for (let i = 0; i < probes; i++) {
        uploads.push(await timed(upload));
        statics.push(await timed(staticFile));
      }
      return { uploads, statics, load: loadavg()[0].toFixed(2) };
    };
    const quiet = await probe();

    let sent = 0;
    // Stops the flood when the probes are done, without waiting for the logins still queued.
    const stopFlood = new AbortController();
    const answers = new Map();
    const login = async () => {
      while (!stopFlood.signal.aborted) {
        sent += 1;
        let status = 'failed';
        try {
          const res = await fetch(`${base}/functions/v1/auth-login`, {
            method: 'POST',
            signal: stopFlood.signal,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${sent % 250}` },
            body: JSON.stringify({
              email: `flood-${sent}@camppass.test`,
              password: 'Wrong-password-1',
              loginType: 'member',
              recaptchaToken: 'dev-ok',
            }),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {}
        if (!stopFlood.signal.aborted) answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    };
    const floodStarted = performance.now();
    const flooding = Array.from({ length: flood }, login);
    await new Promise((resolve) => setTimeout(resolve, floodSeconds * 1000));
    probeAddress = '198.51.100.251';
    const flooded = await probe();
    const seconds = ((performance.now() - floodStarted) / 1000).toFixed(1);
    stopFlood.abort();
    await Promise.all(flooding);
    return { quiet, flooded, answers: Object.fromEntries(answers), seconds };
  } finally {
    stop();
  }
};

// BENCH_MODES=libuv or =pool measures one side only.
const modes = (process.env.BENCH_MODES ?? 'libuv,pool').split(',');
for (const [label, hasher] of [
  ['before: scrypt on the libuv pool', 'libuv'],
  ['after: hashing worker pool, bounded queue', 'pool'],
].filter(([, mode]) => modes.includes(mode))) {
  const result = await measure(hasher);
  console.log(`\n${label} (${probes} probes each)`);
  for (const [when, { uploads, statics, load }] of [
    ['no flood', result.quiet],
    [`${flood} wrong logins in flight`, result.flooded],
  ]) {
    console.log(`  ${when} (load average ${load})`);
    console.log(`    upload       ${summary(uploads)}`);
    console.log(`    static file  ${summary(statics)}`);
  }
  console.log(`  flood logins answered in ${result.seconds} s, by status: ${JSON.stringify(result.answers)}`);
}
