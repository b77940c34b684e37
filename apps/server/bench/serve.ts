import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app/create-app';
import { loadConfig } from '../src/config/config';
import { buildContainer, loadLocalSecrets, openPersistence, systemClock } from '../src/container';
import { jsonLogger } from '../src/http/logger';
import { benchDatabaseUrl } from './bench-database';

// The production app over the bench database. Access logs are dropped: writing a line per request to
// the terminal would measure the terminal.
const port = Number(process.env.BENCH_PORT ?? 3999);
const config = loadConfig({
  NODE_ENV: 'development',
  PORT: String(port),
  APP_BASE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'camppass-bench-')),
  DATABASE_URL: benchDatabaseUrl(),
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
});
const clock = systemClock();
const persistence = await openPersistence(config, clock);
const container = buildContainer({
  config,
  logger: jsonLogger(() => {}),
  persistence,
  secrets: await loadLocalSecrets(config),
  clock,
});
const app = createApp(container);
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => {
  process.stdout.write('ready\n');
});
process.on('SIGTERM', () => {
  server.close();
  void persistence.close().then(() => process.exit(0));
});
