import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findJourneyChromium } from './scripts/chromium.mjs';
import { embeddedEnv } from './scripts/local-server.mjs';

/**
 * Browser journeys against the real server on embedded defaults (PGlite, outbox mailer, development
 * captcha) with demo data. Each project gets its own server on a free port and a fresh temporary
 * data directory, so the desktop and 375 px runs change no state the other reads.
 */

const freePort = (): string =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

// The config is read again by every worker: the values chosen first travel in the environment.
const ALL_PROJECTS = ['desktop', 'mobile'] as const;
// `npm run test:e2e` runs one process per project side by side (scripts/test-e2e.mjs); each starts
// only its own server.
const chosen = process.env.E2E_PROJECTS?.split(',');
const PROJECTS = ALL_PROJECTS.filter((name) => !chosen || chosen.includes(name));
for (const name of PROJECTS) {
  const key = name.toUpperCase();
  process.env[`E2E_${key}_PORT`] ??= freePort();
  process.env[`E2E_${key}_DATA_DIR`] ??= mkdtempSync(join(tmpdir(), `camppass-e2e-${name}-`));
}

// The demo data is dated from the day its server seeds it, in the campground's zone: journeys that
// read the seeded memberships' dates count from this day, not from the moment they run.
process.env.E2E_SEED_DAY ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
  new Date(),
);

// The server serves the built portal; build it once per run from the current sources (`npm run
// test:e2e` builds it first, checks its JavaScript budget and sets E2E_PORTAL_BUILT).
if (!process.env.E2E_PORTAL_BUILT && !process.env.E2E_SKIP_BUILD) {
  execSync('npm run build -w @camppass/portal', { stdio: 'inherit' });
  process.env.E2E_PORTAL_BUILT = '1';
}

const chromiumPath = findJourneyChromium();
if (!chromiumPath) throw new Error('The browser tests need Chromium: install it or set CHROMIUM_PATH.');
const originOf = (name: (typeof ALL_PROJECTS)[number]) =>
  `http://localhost:${process.env[`E2E_${name.toUpperCase()}_PORT`]}`;

export default defineConfig({
  testDir: 'e2e',
  // Side-by-side processes keep their traces and artifacts apart (each clears its own at start).
  outputDir: chosen ? `test-results/${chosen.join('-')}` : 'test-results',
  // One browser at a time per project: the journeys of a project share its server's demo data and
  // run in file order; the two projects run side by side (scripts/test-e2e.mjs).
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    // Recording a trace of every journey cost a sixth of the stage's processor time; a journey run
    // again after failing records one, and `--trace on` records them all when a failure needs one
    // (docs/decisions/ci.md#accessibility-checks-in-the-page-they-judge).
    trace: 'on-first-retry',
    // Pages ask for reduced motion, which the portal honours (no transitions, the carousel's slide
    // and the dialogs' fade cut short): 11% less of the stage's processor time, and a press no longer
    // waits for a button's transition to settle (docs/decisions/ci.md#the-journeys-ask-for-reduced-motion).
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', baseURL: originOf('desktop'), viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        baseURL: originOf('mobile'),
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: PROJECTS.map((name) => {
    const key = name.toUpperCase();
    const port = process.env[`E2E_${key}_PORT`] as string;
    return {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${port}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: embeddedEnv(port, process.env[`E2E_${key}_DATA_DIR`] as string),
    };
  }),
});
