import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe } from 'vitest';
import { describePasskeySignInOverHttp } from '../../testing/passkey-sign-in-suite';
import { useServerDatabases } from '../../testing/server-database';

// Single use under real concurrency: 50 calls racing one passkey answer. Skipped, saying why, only when
// no server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1 is not set.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `passkey sign-in on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    describePasskeySignInOverHttp('PostgreSQL', async () => (await databases.create()).app(), {
      racesOnly: true,
    });
  },
);
