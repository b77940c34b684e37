// `npm run lighthouse`: builds the portal, starts a throw-away server on embedded defaults and runs
// Lighthouse (mobile profile) with the system's Chromium on the public page and a sign-in screen.
// `--skip-build` measures the build already in apps/portal/dist.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { startLocalServer } from './local-server.mjs';
import { ROOT } from './run-server.mjs';

const PAGES = ['/campground/pine-valley', '/member-login'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const chromePath = () => {
  const chromium = findChromium();
  if (chromium) return chromium;
  console.error(
    'Lighthouse needs Chromium: install it (Debian: apt-get install chromium) or set CHROME_PATH.',
  );
  process.exit(1);
};

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;

/** The figures worth reading from one Lighthouse result. */
export function summarize(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const sum = (key) => scripts.reduce((total, item) => total + (item[key] ?? 0), 0);
  return {
    scores: Object.fromEntries(
      Object.keys(TARGETS).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    firstContentfulPaintMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    scriptBytes: sum('resourceSize'),
    scriptTransferBytes: sum('transferSize'),
    unusedScriptBytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
      [item.source, item.description, item.sourceLocation?.url].filter(Boolean).join(': '),
    ),
    failedAudits: Object.keys(TARGETS).flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
    runtimeError: lhr.runtimeError?.message,
  };
}

function report(path, figures) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const scores = Object.entries(figures.scores)
    .map(([id, score]) => `${id} ${score}${score < TARGETS[id] ? ` (target ${TARGETS[id]})` : ''}`)
    .join(', ');
  console.log(`\n${path} (mobile)`);
  if (figures.runtimeError) console.log(`  Lighthouse could not measure the page: ${figures.runtimeError}`);
  console.log(`  ${scores}`);
  console.log(
    `  first contentful paint ${seconds(figures.firstContentfulPaintMs)}, largest contentful paint ${seconds(figures.largestContentfulPaintMs)}, total blocking time ${Math.round(figures.totalBlockingTimeMs)} ms`,
  );
  console.log(
    `  JavaScript: ${kb(figures.scriptBytes)} uncompressed, ${kb(figures.scriptTransferBytes)} transferred (${kb(figures.unusedScriptBytes)} of it unused)`,
  );
  console.log(`  failed audits: ${figures.failedAudits.join(', ') || 'none'}`);
  console.log(`  console errors: ${figures.consoleErrors.length}`);
  for (const line of figures.consoleErrors) console.log(`    - ${line}`);
}

function runLighthouse(url, chrome) {
  const cli = createRequire(join(ROOT, 'package.json')).resolve('lighthouse/cli/index.js');
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${Object.keys(TARGETS).join(',')}`,
      `--chrome-flags=${['--headless=new', ...CHROMIUM_FLAGS].join(' ')}`,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: chrome },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (run.status !== 0)
    throw new Error(`Lighthouse failed on ${url}: ${run.stderr.trim().split('\n').at(-1)}`);
  return JSON.parse(run.stdout);
}

/** Lighthouse now and then loses a page load's trace (its NO_NAVSTART error); a second run measures it. */
function measured(url, chrome) {
  try {
    return runLighthouse(url, chrome);
  } catch (error) {
    console.log(`${error instanceof Error ? error.message : String(error)}; measuring again`);
    return runLighthouse(url, chrome);
  }
}

async function main() {
  const chrome = chromePath();
  if (!process.argv.includes('--skip-build')) {
    console.log('Building the portal...');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '--workspace', 'apps/portal'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('The portal did not build.');
  }
  console.log('Starting a server on embedded defaults...');
  const server = await startLocalServer();
  try {
    for (const path of PAGES) report(path, summarize(measured(`${server.origin}${path}`, chrome)));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
