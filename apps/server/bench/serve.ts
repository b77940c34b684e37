import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietServer } from '../src/testing/quiet-server';
import { benchDatabaseUrl } from './bench-database';

// The production app over the bench database, without access logs.
const port = Number(process.env.BENCH_PORT ?? 3999);
const { listen } = await quietServer({
  NODE_ENV: 'development',
  PORT: String(port),
  APP_BASE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'camppass-bench-')),
  DATABASE_URL: benchDatabaseUrl(),
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
});
listen();
