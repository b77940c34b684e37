// `npm run test:e2e`, the browser stage of `npm test`: builds the portal once, checks each page's
// JavaScript against its budget on that build (check-bundle-budget.mjs), then runs the Playwright
// journeys against the same build (E2E_PORTAL_BUILT tells playwright.config.ts not to build again).
// Arguments go to `playwright test`; E2E_SKIP_BUILD=1 checks and serves apps/portal/dist as it is.
// A page over its budget fails the stage before the journeys start.
//
// Without a `--project` argument, the desktop and the 375 px projects run side by side, one
// Playwright process each with its own server (E2E_PROJECTS tells playwright.config.ts which
// server to start), each process keeping its journeys in file order
// (docs/decisions/ci.md#the-two-browser-projects-run-side-by-side).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main as checkBudget } from './check-bundle-budget.mjs';
import { ROOT } from './run-server.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The browser projects of playwright.config.ts. */
const PROJECTS = ['desktop', 'mobile'];

/** Runs a command with its output shown; resolves to its exit code. */
const run = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env,
      shell: process.platform === 'win32',
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** The stage's steps in order; each answers an exit code and the first that fails ends the stage. */
export async function browserStage(
  args,
  { env = process.env, exec = run, budget = () => checkBudget([]) } = {},
) {
  if (!env.E2E_SKIP_BUILD) {
    const built = await exec(npm, ['run', 'build', '-w', '@camppass/portal'], env);
    if (built !== 0) return built;
  }
  const checked = budget();
  if (checked !== 0) return checked;
  const playwright = createRequire(join(ROOT, 'package.json')).resolve('@playwright/test/cli');
  const builtEnv = { ...env, E2E_PORTAL_BUILT: '1' };
  if (args.some((arg) => arg === '--project' || arg.startsWith('--project='))) {
    return exec(process.execPath, [playwright, 'test', ...args], builtEnv);
  }
  const codes = await Promise.all(
    PROJECTS.map((project) =>
      exec(process.execPath, [playwright, 'test', ...args, `--project=${project}`], {
        ...builtEnv,
        E2E_PROJECTS: project,
      }),
    ),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await browserStage(process.argv.slice(2));
}
