import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { askPartner, createKey, seedIntegrations, verificationBody } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { useServerDatabases } from '../../testing/server-database';

// Two server processes' apps (each with its own pool, leases and usage meter) on one PostgreSQL
// database: the limits are the database's, not a process's. Skipped, saying why, only when no
// server answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1 is not set.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

const twoApps = async (env: Record<string, string> = {}) => {
  const database = await databases.create();
  const a = await database.app({ env });
  const b = await database.app({ env });
  return { a, b, seeded: await seedIntegrations(a) };
};

describe.skipIf(unavailable !== undefined)(
  `partner API on two apps sharing PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('holds a key’s limit across both apps, and a revocation in one refuses the key in the other', async () => {
      const { a, b, seeded } = await twoApps({ PARTNER_RATE_LIMIT_PER_MINUTE: '10' });
      const { key, id } = await createKey(a, seeded.tokens.owner, seeded.campground.id);

      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => askPartner(i % 2 ? a : b, key)));

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);

      const fresh = await createKey(a, seeded.tokens.owner, seeded.campground.id, 'Second');
      expect((await askPartner(b, fresh.key)).status).toBe(200);
      await call(a, 'revoke-api-key', {
        token: seeded.tokens.owner,
        body: { campgroundId: seeded.campground.id, apiKeyId: fresh.id },
      });
      expect((await askPartner(b, fresh.key)).status).toBe(401);
      expect(id).not.toBe(fresh.id);
    });

    it('holds the per-address limit of failed verifications across both apps', async () => {
      const { a, b } = await twoApps();

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(i % 2 ? a : b, 'validate-membership', {
            body: verificationBody({ membershipCode: `PIN-G${i}` }),
          }),
        ),
      );

      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30);
    });

    it("refuses a suspended owner's key in both apps, and takes it again after reactivation", async () => {
      const { a, b, seeded } = await twoApps();
      const { key } = await createKey(a, seeded.tokens.owner, seeded.campground.id);
      const owner = await a.container.get(REPOSITORIES).users.findByEmail('owner@camppass.test');
      const setStatus = (fn: 'admin-suspend-owner' | 'admin-reactivate-owner') =>
        call(a, fn, { token: seeded.tokens.admin, body: { ownerId: owner?.id } });
      expect((await askPartner(b, key)).status).toBe(200);
      expect((await setStatus('admin-suspend-owner')).status).toBe(200);
      expect([(await askPartner(b, key)).status, (await askPartner(a, key)).status]).toEqual([401, 401]);
      expect((await setStatus('admin-reactivate-owner')).status).toBe(200);
      expect((await askPartner(b, key)).status).toBe(200);
    });
  },
);
