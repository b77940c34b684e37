import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { call } from '../../testing/http';
import { runImportJob, sendMemberFile } from '../../testing/member-import-http';
import { seedOwnerMembers } from '../../testing/owner-members-http';
import { useServerDatabases } from '../../testing/server-database';

// The same member file started 20 times at once on a real server, where the transactions overlap
// across a pool's connections: one run is queued (the partial unique index), the job imports it. Skipped, saying why, only when no server answers at DATABASE_URL.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `import-members on the PostgreSQL server${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('20 parallel starts of one file queue one import, which creates each membership once', async () => {
      const opened = await databases.create();
      const test = await opened.app({ maxConnections: 20 });
      const s = await seedOwnerMembers(test);
      const repos = test.container.get(REPOSITORIES);
      const type = (await repos.membershipTypes.listByCampground(s.campground.id))[0];
      // The existing member gets a second type: the case no unique index guards.
      const second = await repos.membershipTypes.create({
        ...(type as NonNullable<typeof type>),
        name: 'annual',
        displayName: 'Annual',
        isFeatured: false,
        createdAt: test.clock.now(),
      });
      const csv = [
        'First Name,Last Name,Email,Membership Type,Start Date,End Date',
        'Ann,Camper,ann@camppass.test,Weekly,2026-01-01,2026-12-31',
        `Mem,Ber,member@camppass.test,${second.displayName},2026-01-01,2026-12-31`,
      ].join('\n');
      const before = await repos.memberships.listImportKeys(s.campground.id);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          sendMemberFile(test, 'import-members', s.tokens.owner, { campground_id: s.campground.id, csv }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
      expect(await runImportJob(test)).toEqual({ imports: 1 });
      const keys = await repos.memberships.listImportKeys(s.campground.id);
      expect(keys).toHaveLength(before.length + 2);
      const run =
        (answers.find((answer) => answer.status === 200)?.json.data as { id: string } | undefined)?.id ?? '';
      const done = await call(test, 'get-member-import', {
        method: 'GET',
        token: s.tokens.owner,
        query: { campground_id: s.campground.id, run_id: run },
      });
      expect(done.json.data).toMatchObject({ status: 'done', created: 2, updated: 0 });
    }, 60_000);
  },
);
