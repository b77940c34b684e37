import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Argon2idPasswordHasher, OWASP_SCRYPT_COST } from '@camppass/adapter-local';
import { createServerTestDatabase } from '@camppass/adapter-postgres/testing';
import type { PasswordHasher } from '@camppass/core';
import { quietServer } from '../src/testing/quiet-server';

// The app on the embedded database (BENCH_DATABASE=postgres: a throw-away database on the PostgreSQL
// server at DATABASE_URL) with a portal directory holding one static file, for the login flood
// benchmark, with the production hasher (Argon2id on the hashing pool). BENCH_HASHER=libuv swaps in
// the earliest hasher (scrypt on Node's libuv pool, shared with file I/O) to measure the "before".
const port = Number(process.env.BENCH_PORT ?? 3998);
const dataDir = mkdtempSync(join(tmpdir(), 'camppass-flood-'));
const portalDir = join(dataDir, 'portal');
mkdirSync(join(portalDir, 'assets'), { recursive: true });
writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>bench</title>');
writeFileSync(join(portalDir, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(50_000))});`);

/** The hasher as it was: scrypt through the libuv thread pool. */
class LibuvScryptHasher implements PasswordHasher {
  readonly #options = { N: 2 ** OWASP_SCRYPT_COST.logN, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
  #derive(password: string, salt: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) =>
      scrypt(password, salt, 32, this.#options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  }
  needsRehash(): boolean {
    return false;
  }
  // The libuv pool queues without bound: never busy, only slow.
  retryAfterWhenBusy(): number | null {
    return null;
  }
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    return `libuv$${salt.toString('base64')}$${(await this.#derive(password, salt)).toString('base64')}`;
  }
  async verify(password: string, hash: string): Promise<boolean> {
    const [, salt = '', key = ''] = hash.split('$');
    const derived = await this.#derive(password, Buffer.from(salt, 'base64'));
    const expected = Buffer.from(key, 'base64');
    return expected.length === derived.length && timingSafeEqual(derived, expected);
  }
}

const server = process.env.BENCH_DATABASE === 'postgres' ? await createServerTestDatabase() : undefined;
const { listen } = await quietServer(
  {
    ...(server ? { DATABASE_URL: server.databaseUrl } : {}),
    NODE_ENV: 'development',
    PORT: String(port),
    APP_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Each flood request comes "from" its own address, so the per-address login limit does not stop it.
    TRUST_PROXY: 'true',
  },
  {
    passwordHasher:
      process.env.BENCH_HASHER === 'libuv' ? new LibuvScryptHasher() : new Argon2idPasswordHasher(),
  },
);
listen({ portalDir });
