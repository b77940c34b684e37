import { createPostgresPersistence, type PostgresPersistence } from '@camppass/adapter-postgres';
import type { Clock, RateLimiter, Repositories, UnitOfWork } from '@camppass/core';
import type { Config } from '../config/config';

/**
 * What the persistence adapter family provides to the container: transactions, repositories
 * outside a transaction, the shared rate-limit counters, and its own lifecycle.
 */
export interface Persistence {
  readonly unitOfWork: UnitOfWork;
  readonly repos: Repositories;
  readonly rateLimiter: RateLimiter;
  /**
   * Calls `onChange` when data of the campground's public answer may have changed, in any process;
   * absent where changes cannot be told (the in-memory fakes).
   */
  readonly watchPublicContent?: (onChange: () => void) => Promise<() => Promise<void>>;
  /** Applies pending migrations; a no-op where there is no schema. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The SQL adapter family as the container's Persistence. */
export const fromPostgres = (opened: PostgresPersistence): Persistence => ({
  unitOfWork: opened.unitOfWork,
  repos: opened.repositories,
  rateLimiter: opened.rateLimiter,
  watchPublicContent: (onChange) => opened.watchPublicContent(onChange),
  migrate: async () => {
    await opened.migrate();
  },
  close: () => opened.close(),
});

/**
 * PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR/db; migrated before it is returned
 * (concurrent starts are serialised by the migration lock).
 */
export async function openPersistence(config: Config, clock: Clock): Promise<Persistence> {
  const location =
    config.database.kind === 'postgres'
      ? { databaseUrl: config.database.url, maxConnections: config.database.poolSize }
      : { dataDir: config.database.dir };
  return fromPostgres(await createPostgresPersistence({ ...location, clock }));
}
