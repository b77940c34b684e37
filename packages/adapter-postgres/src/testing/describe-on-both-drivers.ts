import { describe } from 'vitest';
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
  if (serverSkipReason)
    describe.skip(`${title} (PostgreSQL server; skipped: ${serverSkipReason})`, () => {
      suite(server);
    });
  else describe(`${title} (PostgreSQL server)`, () => suite(server));
};
