import { OUTBOX_REPOSITORY, RATE_LIMITER, type Repositories, UNIT_OF_WORK } from '@camppass/core';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Persistence } from './persistence';

/** The repositories outside a transaction, for the use cases that read without one. */
export const REPOSITORIES: ServiceIdentifier<Repositories> = Symbol.for('camppass.server.Repositories');

/** Binds the unit of work, the repositories, the outbox and the rate limiter to one persistence adapter. */
export const persistenceModule = (persistence: Persistence) =>
  new ContainerModule(({ bind }) => {
    bind(UNIT_OF_WORK).toConstantValue(persistence.unitOfWork);
    bind(REPOSITORIES).toConstantValue(persistence.repos);
    bind(RATE_LIMITER).toConstantValue(persistence.rateLimiter);
    bind(OUTBOX_REPOSITORY).toConstantValue(persistence.repos.outbox);
  });
