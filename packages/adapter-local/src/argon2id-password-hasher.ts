import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '@camppass/core';
import { type HashingWorkerPoolOptions, PooledHasher } from './hashing-worker-pool';
import { unpaddedBase64, verifyScrypt } from './scrypt-password-hasher';

export interface Argon2idCost {
  /** Memory in KiB (`m=` of the PHC string). */
  readonly m: number;
  /** Passes over the memory (`t=`). */
  readonly t: number;
  /** Lanes (`p=`). */
  readonly p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet's first Argon2id setting (19 MiB, 2 passes, 1 lane): about
 * 10 ms of CPU per hash where scrypt at OWASP's cost took 390 ms
 * (docs/decisions/security-and-limits.md#passwords-are-hashed-with-argon2id).
 */
export const OWASP_ARGON2ID_COST: Argon2idCost = { m: 19_456, t: 2, p: 1 };

export interface Argon2idPasswordHasherOptions {
  /** Defaults to {@link OWASP_ARGON2ID_COST}; tests use a lower one. */
  readonly cost?: Argon2idCost;
  /**
   * A pool of its own with these threads and queue bound (see HashingWorkerPool); without it, every
   * hasher of the process shares one pool with the defaults.
   */
  readonly pool?: HashingWorkerPoolOptions;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds for parameters read back from stored hashes, so a corrupt row cannot make one
// verification take gigabytes or minutes: 1 GiB, 16 passes, 16 lanes.
const MAX_M = 1_048_576;
const MAX_T = 16;
const MAX_P = 16;
// Version 19 (0x13) only, parameters in the order of the PHC string format's Argon2 section.
const PHC = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

const costOf = (hash: string): Argon2idCost | null => {
  const match = PHC.exec(hash);
  return match ? { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) } : null;
};

/**
 * Argon2id hashes in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`), each
 * carrying the cost it was made with. It still verifies the scrypt hashes stored before
 * (`$scrypt$...`); `needsRehash` tells the sign-in to replace those, and Argon2id hashes of a lower
 * cost, with a new hash. Hashing runs on the shared worker pool with its bounded queue: past it,
 * `hash` and `verify` throw ServiceBusyError rather than wait without end.
 */
export class Argon2idPasswordHasher extends PooledHasher implements PasswordHasher {
  readonly #cost: Argon2idCost;

  constructor(options: Argon2idPasswordHasherOptions = {}) {
    super(options.pool);
    this.#cost = options.cost ?? OWASP_ARGON2ID_COST;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await this.#derive(password, salt, KEY_BYTES, this.#cost);
    const { m, t, p } = this.#cost;
    return `$argon2id$v=19$m=${m},t=${t},p=${p}$${unpaddedBase64(salt)}$${unpaddedBase64(key)}`;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    if (hash.startsWith('$scrypt$')) return verifyScrypt(this.pool, password, hash);
    const match = PHC.exec(hash);
    if (!match) return false;
    const cost = { m: Number(match[1]), t: Number(match[2]), p: Number(match[3]) };
    if (
      cost.p < 1 ||
      cost.p > MAX_P ||
      cost.m < 8 * cost.p ||
      cost.m > MAX_M ||
      cost.t < 1 ||
      cost.t > MAX_T
    ) {
      return false;
    }
    const salt = Buffer.from(match[4] ?? '', 'base64');
    const expectedKey = Buffer.from(match[5] ?? '', 'base64');
    if (salt.length < 8 || expectedKey.length < 16) return false;
    const key = await this.#derive(password, salt, expectedKey.length, cost);
    return timingSafeEqual(key, expectedKey);
  }

  /** True for anything but an Argon2id hash of at least the current cost in every parameter. */
  needsRehash(hash: string): boolean {
    const cost = costOf(hash);
    if (!cost) return true;
    return cost.m < this.#cost.m || cost.t < this.#cost.t || cost.p < this.#cost.p;
  }

  #derive(password: string, salt: Buffer, keyLength: number, cost: Argon2idCost): Promise<Buffer> {
    return this.pool.derive({
      kind: 'argon2id',
      password: password.normalize('NFC'),
      salt,
      keyLength,
      ...cost,
    });
  }
}
