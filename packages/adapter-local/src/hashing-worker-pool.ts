import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ServiceBusyError } from '@camppass/core';
import { SERVER_BUSY_MESSAGE } from '@camppass/domain';

interface ScryptJob {
  readonly kind: 'scrypt';
  readonly password: string;
  readonly salt: Buffer;
  readonly keyLength: number;
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly maxmem: number;
}

interface Argon2idJob {
  readonly kind: 'argon2id';
  readonly password: string;
  readonly salt: Buffer;
  readonly keyLength: number;
  /** Memory in KiB. */
  readonly m: number;
  /** Passes over the memory. */
  readonly t: number;
  /** Lanes. */
  readonly p: number;
}

/** One key derivation: the raw key of `password` and `salt` at the job's cost. */
export type HashingJob = ScryptJob | Argon2idJob;

export interface HashingWorkerPoolOptions {
  /** Threads hashing at once; default: one less than the machine's cores, 1 to 4. */
  readonly threads?: number;
  /**
   * Hashes allowed to wait for a thread; one more is refused with ServiceBusyError. Default
   * {@link DEFAULT_MAX_QUEUED} or 8 per thread, whichever is more.
   */
  readonly maxQueued?: number;
}

/**
 * Room for everything the login limits let one address try at once (30 failed logins per address),
 * so a burst within them (a person retrying, an office behind one address) is never shed while the
 * machine is idle; the rate limits, not the queue, answer it. A waiting hash costs a few bytes and no
 * CPU: the queue's length bounds how long a login may wait, not what the flood costs.
 */
const DEFAULT_MAX_QUEUED = 32;

// Plain JavaScript evaluated in each worker, so it runs the same from sources, tests and builds.
// The synchronous calls block only the worker's own thread; the asynchronous ones would take the
// libuv threads that file reads and writes need. Argon2id is @node-rs/argon2's (Rust, a prebuilt
// binary per platform), required by the path the pool resolved, loaded on the first Argon2id job;
// algorithm 2 is Argon2id, version 1 is 0x13 (19).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
let argon2;
parentPort.on('message', (job) => {
  try {
    let key;
    if (job.kind === 'argon2id') {
      argon2 ??= require(workerData.argon2);
      key = argon2.hashRawSync(job.password, {
        algorithm: 2, version: 1, memoryCost: job.m, timeCost: job.t, parallelism: job.p,
        outputLen: job.keyLength, salt: job.salt,
      });
    } else {
      key = scryptSync(job.password, job.salt, job.keyLength, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    }
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

const require = createRequire(import.meta.url);
const argon2Module = require.resolve('@node-rs/argon2');

interface Pending {
  readonly job: HashingJob;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  readonly worker: Worker;
  current: Pending | null;
  startedAt: number;
}

const defaultHashingThreads = (): number => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Password hashing (scrypt and Argon2id) on threads of its own, with a bounded queue. A flood of
 * logins then neither starves Node's small libuv pool (file I/O, DNS) nor piles up without end:
 * past the queue bound it sheds load with ServiceBusyError, which the server answers 503 with
 * Retry-After.
 */
export class HashingWorkerPool {
  readonly threads: number;
  readonly maxQueued: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  // A running estimate of one hash's duration, for Retry-After.
  #averageMs = 50;

  constructor(options: HashingWorkerPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? defaultHashingThreads());
    this.maxQueued = Math.max(0, options.maxQueued ?? Math.max(DEFAULT_MAX_QUEUED, this.threads * 8));
  }

  derive(job: HashingJob): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const pending: Pending = { job, resolve, reject };
      const idle = this.#idleSlot();
      if (idle) {
        this.#start(idle, pending);
        return;
      }
      const busy = this.retryAfterWhenFull();
      if (busy !== null) {
        reject(new ServiceBusyError(SERVER_BUSY_MESSAGE, busy));
        return;
      }
      this.#queue.push(pending);
    });
  }

  /**
   * `null` while a job would be run or queued; when the queue is full, the seconds after which a
   * new job is likely to be taken (Retry-After).
   */
  retryAfterWhenFull(): number | null {
    const threadFree = this.#slots.length < this.threads || this.#slots.some((slot) => slot.current === null);
    if (threadFree || this.#queue.length < this.maxQueued) return null;
    const waits = (this.#queue.length + this.threads) / this.threads;
    return Math.max(1, Math.ceil((waits * this.#averageMs) / 1000));
  }

  /** Stops every thread; hashes still waiting are refused. */
  async close(): Promise<void> {
    for (const pending of this.#queue.splice(0)) pending.reject(new Error('The password hasher was closed'));
    await Promise.all(this.#slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  #idleSlot(): Slot | null {
    const idle = this.#slots.find((slot) => slot.current === null);
    if (idle) return idle;
    if (this.#slots.length >= this.threads) return null;
    const slot: Slot = { worker: this.#spawn(), current: null, startedAt: 0 };
    this.#slots.push(slot);
    this.#wire(slot);
    return slot;
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2: argon2Module } });
    // An idle hashing thread must not keep the process alive.
    worker.unref();
    return worker;
  }

  #wire(slot: Slot): void {
    const { worker } = slot;
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const pending = slot.current;
      slot.current = null;
      worker.unref();
      this.#averageMs = this.#averageMs * 0.8 + (performance.now() - slot.startedAt) * 0.2;
      if (pending) {
        if (answer.key)
          pending.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.length));
        else pending.reject(new Error(answer.error ?? 'The key derivation failed'));
      }
      this.#next(slot);
    });
    const replace = (error: Error) => {
      slot.current?.reject(error);
      slot.current = null;
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots.splice(index, 1);
      const next = this.#queue.shift();
      if (next) {
        const fresh = this.#idleSlot();
        if (fresh) this.#start(fresh, next);
        else this.#queue.unshift(next);
      }
    };
    worker.on('error', replace);
    worker.on('exit', (code) => {
      if (this.#slots.includes(slot)) replace(new Error(`A hashing thread stopped (exit code ${code})`));
    });
  }

  #start(slot: Slot, pending: Pending): void {
    slot.current = pending;
    slot.startedAt = performance.now();
    slot.worker.ref();
    slot.worker.postMessage(pending.job);
  }

  #next(slot: Slot): void {
    const next = this.#queue.shift();
    if (next) this.#start(slot, next);
  }
}

let processPool: HashingWorkerPool | undefined;

/**
 * What the password hashers share: a pool of their own when given its options, else the one pool
 * of the process with the defaults (so scrypt and Argon2id hashers never add up past its threads).
 */
export abstract class PooledHasher {
  protected readonly pool: HashingWorkerPool;
  readonly #ownPool: boolean;

  constructor(options: HashingWorkerPoolOptions | undefined) {
    this.#ownPool = options !== undefined;
    if (options) this.pool = new HashingWorkerPool(options);
    else {
      processPool ??= new HashingWorkerPool();
      this.pool = processPool;
    }
  }

  /** Stops the threads of a pool of its own (idle threads never keep the process alive anyway). */
  async close(): Promise<void> {
    if (this.#ownPool) await this.pool.close();
  }

  retryAfterWhenBusy(): number | null {
    return this.pool.retryAfterWhenFull();
  }
}
