import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe } from 'vitest';
import { describeSecondFactorOverHttp } from '../../testing/second-factor-suite';
import { useServerDatabases } from '../../testing/server-database';

// Single use under real concurrency: 20 connections racing one code. Skipped, saying why, only when
// no server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1 is not set.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `second factor on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    describeSecondFactorOverHttp('PostgreSQL', async () => (await databases.create()).app(), {
      racesOnly: true,
    });
  },
);
