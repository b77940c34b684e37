import type { RateLimiter, Repositories, UnitOfWork } from '@camppass/core';

/**
 * What the persistence adapter family provides to the container: transactions, repositories
 * outside a transaction, the shared rate-limit counters, and its own lifecycle.
 */
export interface Persistence {
  readonly unitOfWork: UnitOfWork;
  readonly repos: Repositories;
  readonly rateLimiter: RateLimiter;
  /** Applies pending migrations; a no-op where there is no schema. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
