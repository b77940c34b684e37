import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

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
const PROJECTS = ['desktop', 'mobile'] as const;
for (const name of PROJECTS) {
  const key = name.toUpperCase();
  process.env[`E2E_${key}_PORT`] ??= freePort();
  process.env[`E2E_${key}_DATA_DIR`] ??= mkdtempSync(join(tmpdir(), `camppass-e2e-${name}-`));
}

// The server serves the built portal; build it once per run from the current sources.
if (!process.env.E2E_PORTAL_BUILT && !process.env.E2E_SKIP_BUILD) {
  execSync('npm run build -w @camppass/portal', { stdio: 'inherit' });
  process.env.E2E_PORTAL_BUILT = '1';
}

const UNSET = [
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

const chromiumPath = process.env.CHROMIUM_PATH ?? execSync('which chromium').toString().trim();
const originOf = (name: (typeof PROJECTS)[number]) =>
  `http://localhost:${process.env[`E2E_${name.toUpperCase()}_PORT`]}`;

export default defineConfig({
  testDir: 'e2e',
  // Two cores shared with the servers: one browser at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
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
      env: {
        NODE_ENV: 'development',
        PORT: port,
        APP_BASE_URL: `http://localhost:${port}`,
        DATA_DIR: process.env[`E2E_${key}_DATA_DIR`] as string,
        // Embedded defaults only, whatever the shell exports: an empty value counts as unset.
        ...Object.fromEntries(UNSET.map((variable) => [variable, ''])),
      },
    };
  }),
});
