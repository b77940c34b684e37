import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe } from 'vitest';
import { useServerDatabases } from '../../testing/server-database';
import { itKeepsAFloodUnderTheBudgets, SMALL_UPLOAD_BUDGET } from '../../testing/upload-budget-suite';

// The bytes are counted by the PostgreSQL rate limiter, shared by two server processes' apps.
// Skipped, saying why, only when no server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1
// is not set.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `upload-document byte budget on two apps sharing PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    itKeepsAFloodUnderTheBudgets(async () => {
      const database = await databases.create();
      return [
        await database.app({ env: SMALL_UPLOAD_BUDGET }),
        await database.app({ env: SMALL_UPLOAD_BUDGET }),
      ];
    });
  },
);
