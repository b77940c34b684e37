import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe } from 'vitest';
import { describeParallelLogins } from '../../testing/parallel-logins-suite';
import { useServerDatabases } from '../../testing/server-database';

// The PostgreSQL rate limiter under the same parallel logins. Skipped, saying why, only when no
// server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1 is not set.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `parallel logins on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    describeParallelLogins('PostgreSQL rate limiter', async () => (await databases.create()).app());
  },
);
