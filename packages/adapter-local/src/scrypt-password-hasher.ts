import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '@camppass/core';
import { type HashingWorkerPool, type HashingWorkerPoolOptions, PooledHasher } from './hashing-worker-pool';

export interface ScryptCost {
  /** log2 of the CPU/memory cost N. */
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP's scrypt recommendation (N = 2^17, r = 8, p = 1): 128 MiB and about 0.4 s of CPU per hash,
 * the cost of every hash stored before Argon2id
 * (docs/decisions/security-and-limits.md#passwords-are-hashed-with-argon2id).
 */
export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

export interface ScryptPasswordHasherOptions {
  /** Defaults to {@link OWASP_SCRYPT_COST}; tests use a lower one. */
  readonly cost?: ScryptCost;
  /**
   * A pool of its own with these threads and queue bound (see HashingWorkerPool); without it, every
   * hasher of the process shares one pool with the defaults.
   */
  readonly pool?: HashingWorkerPoolOptions;
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
  pool: HashingWorkerPool,
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptCost,
): Promise<Buffer> => {
  const N = 2 ** cost.logN;
  return pool.derive({
    kind: 'scrypt',
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

/** PHC strings encode base64 without padding. */
export const unpaddedBase64 = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');

/** The cost recorded in a scrypt PHC string, or `null` when it is not one. */
const scryptCostOf = (hash: string): ScryptCost | null => {
  const match = PHC.exec(hash);
  return match ? { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) } : null;
};

/**
 * Whether `password` matches a scrypt PHC string, at the cost the string records (within bounds);
 * `false` for anything else.
 */
export const verifyScrypt = async (
  pool: HashingWorkerPool,
  password: string,
  hash: string,
): Promise<boolean> => {
  const match = PHC.exec(hash);
  if (!match) return false;
  const cost = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
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
  const expectedKey = Buffer.from(match[5] ?? '', 'base64');
  if (expectedKey.length < 16) return false;
  const key = await derive(pool, password, Buffer.from(match[4] ?? '', 'base64'), expectedKey.length, cost);
  return timingSafeEqual(key, expectedKey);
};

/**
 * scrypt hashes in the PHC string format (`$scrypt$ln=17,r=8,p=1$<salt>$<hash>`), so each stored
 * hash carries the cost it was made with and stays verifiable after the cost is raised. Production
 * hashes with Argon2id (Argon2idPasswordHasher, which still verifies these); this hasher makes the
 * scrypt hashes of tests and benches that start from them. Hashing runs on a worker pool with a
 * bounded queue: past it, `hash` and `verify` throw ServiceBusyError rather than wait without end.
 */
export class ScryptPasswordHasher extends PooledHasher implements PasswordHasher {
  readonly #cost: ScryptCost;

  constructor(options: ScryptPasswordHasherOptions = {}) {
    super(options.pool);
    this.#cost = options.cost ?? OWASP_SCRYPT_COST;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(this.pool, password, salt, KEY_BYTES, this.#cost);
    const { logN, r, p } = this.#cost;
    return `$scrypt$ln=${logN},r=${r},p=${p}$${unpaddedBase64(salt)}$${unpaddedBase64(key)}`;
  }

  verify(password: string, hash: string): Promise<boolean> {
    return verifyScrypt(this.pool, password, hash);
  }

  /** Whether a stored hash was made with a lower cost than the current one (re-hash at next login). */
  needsRehash(hash: string): boolean {
    const cost = scryptCostOf(hash);
    if (!cost) return true;
    return cost.logN < this.#cost.logN || cost.r < this.#cost.r || cost.p < this.#cost.p;
  }
}
