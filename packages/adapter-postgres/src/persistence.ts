import type { Clock, RateLimiter, Repositories, UnitOfWork } from '@camppass/core';
import { type MigrationReport, migrate } from './migrations/migration';
import { MIGRATIONS } from './migrations/migrations';
import { PostgresRateLimiter } from './postgres-rate-limiter';
import { PostgresUnitOfWork, postgresRepositories } from './postgres-unit-of-work';
import { watchPublicContent } from './public-content';
import { createPgliteClient } from './sql/pglite-client';
import { createPostgresJsClient } from './sql/postgres-js-client';
import type { SqlClient } from './sql/sql-client';

/** Where the data lives: a PostgreSQL server, a PGlite directory, or PGlite in memory (tests). */
type PersistenceLocation =
  | { readonly databaseUrl: string; readonly maxConnections?: number }
  | { readonly dataDir: string }
  | { readonly memory: true; readonly image?: Blob };

export type PersistenceOptions = PersistenceLocation & {
  /** The clock rate-limit windows are measured by. */
  readonly clock: Clock;
  /** Apply pending migrations before returning (default true). */
  readonly migrate?: boolean;
};

export interface PostgresPersistence {
  readonly unitOfWork: UnitOfWork;
  /** Repositories outside any transaction (each statement commits on its own). */
  readonly repositories: Repositories;
  readonly rateLimiter: RateLimiter;
  readonly sql: SqlClient;
  /**
   * Calls `onChange` whenever data the campground's public answer reads may have changed (after the
   * change commits, in any process; migration 40) and whenever listening (re)starts, since changes
   * made while it was cut off are not told. Resolves to a function that stops watching.
   */
  watchPublicContent(onChange: () => void): Promise<() => Promise<void>>;
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<MigrationReport>;
  close(): Promise<void>;
}

/** The embedded database's directory when nothing else is configured. */
export const DEFAULT_DATA_DIR = '.data/db';

const openClient = async (location: PersistenceLocation): Promise<SqlClient> => {
  if ('databaseUrl' in location) {
    return createPostgresJsClient({
      databaseUrl: location.databaseUrl,
      ...(location.maxConnections ? { maxConnections: location.maxConnections } : {}),
    });
  }
  if ('dataDir' in location) return createPgliteClient({ dataDir: location.dataDir });
  return createPgliteClient(location.image ? { image: location.image } : {});
};

/**
 * Opens the database, brings its schema up to date (unless told not to) and returns every
 * persistence port bound to it.
 */
export const createPostgresPersistence = async (
  options: PersistenceOptions,
): Promise<PostgresPersistence> => {
  const sql = await openClient(options);
  const persistence: PostgresPersistence = {
    unitOfWork: new PostgresUnitOfWork(sql),
    repositories: postgresRepositories(sql),
    rateLimiter: new PostgresRateLimiter(sql, options.clock),
    sql,
    watchPublicContent: (onChange) => watchPublicContent(sql, onChange),
    migrate: () => migrate(sql, MIGRATIONS),
    close: () => sql.close(),
  };
  if (options.migrate !== false) {
    try {
      await persistence.migrate();
    } catch (error) {
      await sql.close();
      throw error;
    }
  }
  return persistence;
};
