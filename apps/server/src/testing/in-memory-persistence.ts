import type { Clock } from '@camppass/core';
import { InMemoryRateLimiter, InMemoryStore, InMemoryUnitOfWork } from '@camppass/core/testing';
import type { Persistence } from '../container/persistence';

/** Persistence on the core's in-memory fakes: the HTTP tests' default, no database needed. */
export const inMemoryPersistence = (clock: Clock): Persistence & { readonly store: InMemoryStore } => {
  const unitOfWork = new InMemoryUnitOfWork(new InMemoryStore());
  return {
    store: unitOfWork.store,
    unitOfWork,
    repos: unitOfWork.repos,
    rateLimiter: new InMemoryRateLimiter(clock),
    migrate: async () => {},
    close: async () => {},
  };
};
