// `npm run test:e2e`, the browser stage of `npm test`: builds the portal once, checks each page's
// JavaScript against its budget on that build (check-bundle-budget.mjs), then runs the Playwright
// journeys against the same build (E2E_PORTAL_BUILT tells playwright.config.ts not to build again).
// Arguments go to `playwright test`; E2E_SKIP_BUILD=1 checks and serves apps/portal/dist as it is.
// A page over its budget fails the stage before the journeys start.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main as checkBudget } from './check-bundle-budget.mjs';
import { ROOT } from './run-server.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with its output shown; its exit code. */
const run = (command, args, env) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env, shell: process.platform === 'win32' })
    .status ?? 1;

/** The stage's steps in order; each answers an exit code and the first that fails ends the stage. */
export function browserStage(args, { env = process.env, exec = run, budget = () => checkBudget([]) } = {}) {
  if (!env.E2E_SKIP_BUILD) {
    const built = exec(npm, ['run', 'build', '-w', '@camppass/portal'], env);
    if (built !== 0) return built;
  }
  const checked = budget();
  if (checked !== 0) return checked;
  const playwright = createRequire(join(ROOT, 'package.json')).resolve('@playwright/test/cli');
  return exec(process.execPath, [playwright, 'test', ...args], { ...env, E2E_PORTAL_BUILT: '1' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = browserStage(process.argv.slice(2));
}
