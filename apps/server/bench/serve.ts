import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Argon2idPasswordHasher } from '@camppass/adapter-local';
import { quietServer } from '../src/testing/quiet-server';
import { benchDatabaseUrl } from './bench-database';

// The production app over the bench database, without access logs.
const port = Number(process.env.BENCH_PORT ?? 3999);
// BENCH_HASHING_THREADS: the password hashing pool's threads (default: one less than the cores).
const hashingThreads = Number(process.env.BENCH_HASHING_THREADS ?? 0);
const { listen } = await quietServer(
  {
    NODE_ENV: 'development',
    PORT: String(port),
    APP_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'camppass-bench-')),
    DATABASE_URL: benchDatabaseUrl(),
    // The mixed load's visitors each come from their own address, as through a proxy.
    TRUST_PROXY: 'true',
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  },
  hashingThreads > 0
    ? { passwordHasher: new Argon2idPasswordHasher({ pool: { threads: hashingThreads } }) }
    : {},
);
// The built portal when there is one, for the campground page's HTML (bench.mjs builds it first).
const portalDir = fileURLToPath(new URL('../../portal/dist', import.meta.url));
listen(existsSync(join(portalDir, 'index.html')) ? { portalDir } : {});
