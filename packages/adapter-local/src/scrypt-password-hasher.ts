import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '@camppass/core';
import { ScryptWorkerPool, type ScryptWorkerPoolOptions } from './scrypt-worker-pool';

export interface ScryptCost {
  /** log2 of the CPU/memory cost N. */
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt recommendation (N = 2^17, r = 8, p = 1): 128 MiB and a few hundred ms per hash. */
export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

export interface ScryptPasswordHasherOptions {
  /** Lower only in tests; production uses {@link OWASP_SCRYPT_COST}. */
  readonly cost?: ScryptCost;
  /**
   * A pool of its own with these threads and queue bound (see ScryptWorkerPool); without it, every
   * hasher of the process shares one pool with the defaults.
   */
  readonly pool?: ScryptWorkerPoolOptions;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds for parameters read back from stored hashes, so a corrupt row cannot make one
// verification take gigabytes or minutes.
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

const derive = (
  pool: ScryptWorkerPool,
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptCost,
): Promise<Buffer> => {
  const N = 2 ** cost.logN;
  return pool.derive({
    password: password.normalize('NFC'),
    salt,
    keyLength,
    N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128·N·r bytes of working memory; Node's default ceiling (32 MiB) is below it.
    maxmem: 128 * N * cost.r * cost.p + 16 * 1024 * 1024,
  });
};

let processPool: ScryptWorkerPool | undefined;
const sharedPool = (): ScryptWorkerPool => {
  processPool ??= new ScryptWorkerPool();
  return processPool;
};

const b64 = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');

/**
 * scrypt hashes in the PHC string format (`$scrypt$ln=17,r=8,p=1$<salt>$<hash>`), so each stored
 * hash carries the cost it was made with and stays verifiable after the cost is raised. Hashing runs
 * on a worker pool of its own with a bounded queue: past it, `hash` and `verify` throw
 * ServiceBusyError rather than wait without end.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  readonly #cost: ScryptCost;
  readonly #pool: ScryptWorkerPool;
  readonly #ownPool: boolean;

  constructor(options: ScryptPasswordHasherOptions = {}) {
    this.#cost = options.cost ?? OWASP_SCRYPT_COST;
    this.#ownPool = options.pool !== undefined;
    this.#pool = options.pool ? new ScryptWorkerPool(options.pool) : sharedPool();
  }

  /** Stops the threads of a pool of its own (idle threads never keep the process alive anyway). */
  async close(): Promise<void> {
    if (this.#ownPool) await this.#pool.close();
  }

  retryAfterWhenBusy(): number | null {
    return this.#pool.retryAfterWhenFull();
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(this.#pool, password, salt, KEY_BYTES, this.#cost);
    const { logN, r, p } = this.#cost;
    return `$scrypt$ln=${logN},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const match = PHC.exec(hash);
    if (!match) return false;
    const [, ln, r, p, salt, expected] = match;
    const cost = { logN: Number(ln), r: Number(r), p: Number(p) };
    if (
      cost.logN < 1 ||
      cost.logN > MAX_LOG_N ||
      cost.r < 1 ||
      cost.r > MAX_R ||
      cost.p < 1 ||
      cost.p > MAX_P
    ) {
      return false;
    }
    const expectedKey = Buffer.from(expected ?? '', 'base64');
    if (expectedKey.length < 16) return false;
    const key = await derive(
      this.#pool,
      password,
      Buffer.from(salt ?? '', 'base64'),
      expectedKey.length,
      cost,
    );
    return timingSafeEqual(key, expectedKey);
  }

  /** Whether a stored hash was made with a lower cost than the current one (re-hash at next login). */
  needsRehash(hash: string): boolean {
    const match = PHC.exec(hash);
    if (!match) return true;
    return (
      Number(match[1]) < this.#cost.logN || Number(match[2]) < this.#cost.r || Number(match[3]) < this.#cost.p
    );
  }
}
