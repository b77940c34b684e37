import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from './app/create-app';
import { bootstrap, ensureDemoData } from './bootstrap';
import { listeningNotice } from './config/config';
import { CORE_PORTS } from './container/core-module';
import { startJobs } from './container/jobs-module';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-data';
import { listen } from './http/listen';
import { watchedPublicCaches } from './http/public-read-cache';

const portalDir = fileURLToPath(new URL('../../portal/dist', import.meta.url));

const runtime = await bootstrap();
const { config, logger, container, persistence } = runtime;
const seeded = await ensureDemoData(runtime);
const app = createApp(container, {
  portalDir,
  ...(await watchedPublicCaches(persistence.watchPublicContent)),
});
const jobs = config.runJobs ? await startJobs(container) : null;

const server = listen(app.fetch, { port: config.port, hostname: config.host }, () => {
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dir;
  const lines = [
    '',
    `${config.productName} is running at ${config.appBaseUrl}  (port ${config.port}, ${config.nodeEnv})`,
    listeningNotice(config),
    `Data: ${where}${seeded ? ' (demo data created)' : ''}`,
    jobs
      ? `Background jobs: ${jobs.kind} in this process`
      : 'Background jobs: off (JOBS=off; run npm run jobs)',
  ];
  if (!existsSync(`${portalDir}/index.html`)) lines.push('The portal is not built: its pages say so.');
  if (config.nodeEnv !== 'production') {
    lines.push(
      `E-mail outbox: ${config.appBaseUrl}/dev/mailbox`,
      '',
      `Demo sign-ins (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map(
        (account) =>
          `  ${account.email.padEnd(24)} ${account.role.padEnd(12)} ${config.appBaseUrl}${account.loginPath}`,
      ),
    );
  }
  console.log(`${lines.join('\n')}\n`);
  logger.info('listening', { host: config.host, port: config.port });
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal });
  // Closing the database cleanly matters for PGlite: it flushes the data directory.
  server.close(() => {
    Promise.resolve(jobs?.stop())
      // The partner calls counted since the last report.
      .then(() => container.get(CORE_PORTS).apiKeyUsage.flush())
      .then(() => persistence.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
