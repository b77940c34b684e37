import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import { inMemoryRepositories } from './in-memory-repositories';
import { InMemoryStore } from './in-memory-store';

/**
 * Transactions over an {@link InMemoryStore}: runs one at a time (like serializable isolation)
 * and restores the snapshot taken at the start when the work throws. Calling `run` from inside
 * `run` waits forever, as a nested transaction on one connection would.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  /** Repositories outside any transaction, for arranging and inspecting data in tests. */
  readonly repos: Repositories;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly store: InMemoryStore = new InMemoryStore()) {
    this.repos = inMemoryRepositories(store);
  }

  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const snapshot = this.store.snapshot();
      try {
        return await work(this.repos);
      } catch (error) {
        this.store.restore(snapshot);
        throw error;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}
