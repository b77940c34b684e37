// A throw-away `npm start` for measurements and browser tests: embedded defaults only (PGlite in a
// temporary data directory, outbox mailer, simulated payments, development captcha) on a free port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run-server.mjs';

/** Settings that would replace an embedded default: emptied, since an empty value counts as unset. */
const VENDOR_SETTINGS = [
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SES_REGION',
  'MAIL_FROM',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET_KEY',
];

/** The environment of a development server on `port` keeping its data in `dataDir`. */
export const embeddedEnv = (port, dataDir) => ({
  NODE_ENV: 'development',
  PORT: String(port),
  APP_BASE_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  ...Object.fromEntries(VENDOR_SETTINGS.map((name) => [name, ''])),
});

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `scripts/start.mjs` on a free port with a fresh data directory and waits for /health.
 * `stop()` ends the server and removes the data directory.
 */
export async function startLocalServer({ timeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'camppass-local-'));
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...embeddedEnv(port, dataDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/health`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`The server on ${origin} did not answer /health within ${timeoutMs / 1000} s.`);
}
