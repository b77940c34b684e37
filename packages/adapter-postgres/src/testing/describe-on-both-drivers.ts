import type { Repositories } from '@camppass/core';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { postgresRepositories } from '../postgres-unit-of-work';
import {
  createServerTestDatabase,
  openPgliteTestDatabase,
  serverUnavailableReason,
  type TestDatabase,
} from './test-databases';

/** Read once per test file, so a skipped server half says why in its title and on the console. */
const serverSkipReason = await serverUnavailableReason();
if (serverSkipReason) console.warn(`Skipping the PostgreSQL server suites: ${serverSkipReason}`);

export interface DatabaseOpeners {
  /** A migrated database: in-memory PGlite, or a fresh database on the server. */
  readonly open: () => Promise<TestDatabase>;
  /** An empty, unmigrated database of the same kind. */
  readonly openBlank: () => Promise<TestDatabase>;
}

const pglite: DatabaseOpeners = {
  open: openPgliteTestDatabase,
  openBlank: () => openPgliteTestDatabase({ migrated: false }),
};

const server: DatabaseOpeners = {
  open: () => createServerTestDatabase(),
  openBlank: () => createServerTestDatabase({ migrated: false }),
};

/**
 * Declares `suite` twice: on PGlite (always) and on the PostgreSQL server at `DATABASE_URL`
 * (skipped, with the reason, only when that server is unreachable).
 */
export const describeOnBothDrivers = (title: string, suite: (openers: DatabaseOpeners) => void): void => {
  describe(`${title} (PGlite)`, () => suite(pglite));
  // Skipped only where no PostgreSQL server answers at DATABASE_URL (the reason is in the title);
  // CI sets CAMPPASS_REQUIRE_POSTGRES=1, which fails the run instead of skipping.
  if (serverSkipReason)
    describe.skip(`${title} (PostgreSQL server; skipped: ${serverSkipReason})`, () => {
      suite(server);
    });
  else describe(`${title} (PostgreSQL server)`, () => suite(server));
};

/**
 * One database for the enclosing block, opened before its first test, emptied after each test and
 * closed after the last; read `.db` and `.repos` inside tests.
 */
export const useDatabase = (
  open: () => Promise<TestDatabase>,
): { readonly db: TestDatabase; readonly repos: Repositories } => {
  let opened: { db: TestDatabase; repos: Repositories } | undefined;
  beforeAll(async () => {
    const db = await open();
    opened = { db, repos: postgresRepositories(db.sql) };
  });
  afterEach(() => opened?.db.truncate());
  afterAll(() => opened?.db.dispose());
  const current = () => {
    if (!opened) throw new Error('The database is only available inside a test');
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get repos() {
      return current().repos;
    },
  };
};
