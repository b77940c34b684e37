import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aUser, FixedClock, unwrap } from '@camppass/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations/migrations';
import { createPostgresPersistence } from './persistence';
import { createServerTestDatabase, serverUnavailableReason } from './testing/test-databases';

const latest = MIGRATIONS.at(-1)?.version;

describe('createPostgresPersistence', () => {
  const directories: string[] = [];
  afterAll(() => Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('keeps the embedded database under its directory across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'camppass-db-'));
    directories.push(dataDir);

    const first = await createPostgresPersistence({ dataDir, clock: new FixedClock() });
    const user = unwrap(await first.repositories.users.create(aUser({ email: 'kept@camppass.test' })));
    expect((await first.rateLimiter.hit('k', 1, 60)).allowed).toBe(true);
    await first.close();

    const second = await createPostgresPersistence({ dataDir, clock: new FixedClock() });
    expect(await second.migrate()).toEqual({ applied: [], version: latest });
    expect(await second.repositories.users.findByEmail('kept@camppass.test')).toMatchObject({ id: user.id });
    expect((await second.rateLimiter.hit('k', 1, 60)).allowed).toBe(false);
    const committed = await second.unitOfWork.run(async (repos) => repos.users.findById(user.id));
    expect(committed?.email).toBe('kept@camppass.test');
    await second.close();
    // Two embedded databases opened and migrated one after the other: slow on a busy machine.
  }, 120_000);

  it('leaves the schema alone when told not to migrate', async () => {
    const persistence = await createPostgresPersistence({
      memory: true,
      clock: new FixedClock(),
      migrate: false,
    });
    expect(await persistence.sql.query(`select to_regclass('users') as users`)).toEqual([{ users: null }]);
    expect(await persistence.migrate()).toEqual({
      applied: MIGRATIONS.map((m) => m.version),
      version: latest,
    });
    await persistence.close();
  });
});

const unavailable = await serverUnavailableReason();
describe.skipIf(unavailable !== undefined)(
  `createPostgresPersistence on a PostgreSQL server${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('connects by URL, migrates at start and serves the repositories', async () => {
      const server = await createServerTestDatabase({ migrated: false });
      try {
        const persistence = await createPostgresPersistence({
          databaseUrl: server.databaseUrl,
          clock: new FixedClock(),
        });
        expect(persistence.sql.kind).toBe('server');
        unwrap(await persistence.repositories.users.create(aUser({ email: 'server@camppass.test' })));
        expect(await persistence.migrate()).toEqual({ applied: [], version: latest });
        await persistence.close();
      } finally {
        await server.dispose();
      }
    });
  },
);
