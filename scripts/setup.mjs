// What `npm start` and `npm test` set up for themselves on a fresh clone: the locked npm
// dependencies, and for the tests Debian's Chromium and the local PostgreSQL cluster. It runs before
// any npm package is installed, so it imports Node's built-in modules only.
// `node scripts/setup.mjs` (what `npm test` runs first) does the tests' set-up.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findChromium, findHeadlessShell } from './chromium.mjs';
import { ROOT } from './run-server.mjs';

/** A set-up step that cannot be done here; its message is the one line the user reads. */
export class SetupError extends Error {}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The machine, as the set-up sees it; tests pass their own. */
const system = {
  env: process.env,
  log: (line) => console.log(line),
  exists: (path) => existsSync(path),
  read: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null),
  /** Runs a command with its output shown (or hidden with `quiet`); true when it succeeded. */
  run: (command, args, { quiet = false, env } = {}) =>
    spawnSync(command, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, ...env },
    }).status === 0,
  /** A command's standard output, or null when it cannot run or fails. */
  output: (command, args) => {
    const result = spawnSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return result.status === 0 ? result.stdout : null;
  },
  hasCommand: (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0,
  isRoot: () => process.getuid?.() === 0,
  isDebian: () => existsSync('/etc/debian_version'),
  findChromium,
  findHeadlessShell,
};

/**
 * Installs the locked dependencies when node_modules has never been installed, then checks that
 * the install left package-lock.json as it was (as CI does). Returns whether it installed.
 */
export function ensureDependencies(sys = system) {
  if (sys.exists(join(ROOT, 'node_modules', '.package-lock.json'))) return false;
  sys.log('Installing the locked npm dependencies (npm install --no-audit --no-fund)...');
  const lockfile = join(ROOT, 'package-lock.json');
  const locked = sys.read(lockfile);
  if (!sys.run(npm, ['install', '--no-audit', '--no-fund'])) {
    throw new SetupError('npm install failed (its messages are above).');
  }
  if (sys.read(lockfile) !== locked) {
    throw new SetupError(
      'npm install changed package-lock.json: the lockfile does not match package.json (run npm install and commit package-lock.json).',
    );
  }
  return true;
}

/**
 * Debian's packages missing for the browser tests: `chromium-headless-shell` drives the journeys
 * (unless `CHROMIUM_PATH` names a browser) and `chromium` runs Lighthouse.
 */
const missingBrowsers = (sys) => [
  ...(sys.findChromium() ? [] : ['chromium']),
  ...(sys.env.CHROMIUM_PATH || sys.findHeadlessShell() ? [] : ['chromium-headless-shell']),
];

/** Chromium for the browser tests: found, or installed with apt-get on Debian as root. */
export function ensureChromium(sys = system) {
  const missing = missingBrowsers(sys);
  if (missing.length === 0) return false;
  const install = 'The browser tests need Chromium:';
  const command = `apt-get install ${missing.join(' ')}`;
  const canInstall = sys.isDebian() && sys.hasCommand('apt-get') && sys.isRoot();
  if (!canInstall && sys.findChromium()) {
    // The headless shell only makes the journeys faster: where it cannot be installed, Chromium runs them.
    sys.log(`The journeys run in Chromium; ${command} as root would make them faster.`);
    return false;
  }
  if (!sys.isDebian() || !sys.hasCommand('apt-get')) {
    throw new SetupError(`${install} install it, or set CHROMIUM_PATH to its executable.`);
  }
  if (!sys.isRoot()) {
    throw new SetupError(`${install} install it with sudo ${command}, or set CHROMIUM_PATH.`);
  }
  sys.log(`Installing Chromium (${command})...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (
    !sys.run('apt-get', ['update', '-qq'], { quiet: true, env }) ||
    !sys.run('apt-get', ['install', '-y', '-qq', ...missing], { quiet: true, env }) ||
    missingBrowsers(sys).length > 0
  ) {
    throw new SetupError(`${install} ${command} failed (its messages are above).`);
  }
  return true;
}

/**
 * The local PostgreSQL clusters the contract suites use: any that is down is started. Without
 * PostgreSQL the suites skip their PostgreSQL half, unless CAMPPASS_REQUIRE_POSTGRES=1 demands it.
 */
export function ensurePostgres(sys = system) {
  const clusters = sys.hasCommand('pg_lsclusters') ? sys.output('pg_lsclusters', ['--no-header']) : null;
  if (clusters === null) {
    if (sys.env.DATABASE_URL) return false;
    if (sys.env.CAMPPASS_REQUIRE_POSTGRES === '1') {
      throw new SetupError(
        'The PostgreSQL tests need a server: install PostgreSQL (Debian: sudo apt-get install postgresql) or set DATABASE_URL.',
      );
    }
    sys.log(
      'No local PostgreSQL: the contract suites skip their PostgreSQL half (install postgresql to run it).',
    );
    return false;
  }
  let started = false;
  for (const line of clusters.split('\n')) {
    const [version, cluster, , status] = line.trim().split(/\s+/);
    if (!version || !cluster || status === 'online') continue;
    if (!sys.isRoot()) {
      throw new SetupError(
        `PostgreSQL ${version}/${cluster} is ${status}: start it with sudo pg_ctlcluster ${version} ${cluster} start.`,
      );
    }
    sys.log(`Starting PostgreSQL ${version}/${cluster}...`);
    if (!sys.run('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'start'])) {
      throw new SetupError(`PostgreSQL ${version}/${cluster} did not start (its messages are above).`);
    }
    started = true;
  }
  return started;
}

/** Runs set-up steps; a failure prints its one line (never a stack trace) and answers exit code 1. */
export function runSetup(steps, sys = system, error = (line) => console.error(line)) {
  try {
    for (const step of steps) step(sys);
    return 0;
  } catch (failure) {
    error(failure instanceof Error ? failure.message : String(failure));
    return 1;
  }
}

export const TEST_SETUP = [ensureDependencies, ensureChromium, ensurePostgres];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = runSetup(TEST_SETUP);
