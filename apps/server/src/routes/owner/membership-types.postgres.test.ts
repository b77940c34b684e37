import { serverUnavailableReason } from '@camppass/adapter-postgres/testing';
import { mostPopularTakenMessage } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { seedIntegrations } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { createType, typeBody } from '../../testing/owner-types-http';
import { useServerDatabases } from '../../testing/server-database';

// Two server processes' apps on one PostgreSQL database, saving at the same moment: both pass the
// rule (neither sees the other's uncommitted type), and the partial unique index lets only one be
// Most Popular; the loser gets the rule's own message. Skipped, saying why, only when no server
// answers at DATABASE_URL and CAMPPASS_REQUIRE_POSTGRES=1 is not set.
const unavailable = await serverUnavailableReason();
const databases = useServerDatabases();

describe.skipIf(unavailable !== undefined)(
  `Most Popular under concurrent saves on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('lets one of two concurrent creates and one of two concurrent updates be Most Popular', async () => {
      const database = await databases.create();
      const a = await database.app();
      const b = await database.app();
      const s = await seedIntegrations(a);
      const featured = (names: string[]) =>
        Promise.all(
          names.map((display_name, i) =>
            call(i % 2 ? b : a, 'manage-membership-types', {
              token: s.tokens.owner,
              body: typeBody(s.campground.id, { display_name, is_featured: true }),
            }),
          ),
        );

      const creates = await featured(['Gold Pass', 'Silver Pass']);
      expect(creates.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const winner = creates.find((answer) => answer.status === 200)?.json.data as { display_name: string };
      const loser = creates.find((answer) => answer.status === 400);
      expect(loser?.json).toMatchObject({
        error: mostPopularTakenMessage(winner.display_name),
        fieldErrors: { is_featured: mostPopularTakenMessage(winner.display_name) },
      });

      // Free the place, then two types are marked at once.
      const repos = a.container.get(REPOSITORIES);
      const [held] = (await repos.membershipTypes.listByCampground(s.campground.id)).filter(
        (t) => t.isFeatured,
      );
      await call(a, 'manage-membership-types', {
        token: s.tokens.owner,
        method: 'PATCH',
        body: { id: held?.id, is_featured: false },
      });
      const one = await createType(a, s.tokens.owner, s.campground.id, { display_name: 'One Pass' });
      const two = await createType(a, s.tokens.owner, s.campground.id, { display_name: 'Two Pass' });
      const updates = await Promise.all(
        [one, two].map((type, i) =>
          call(i ? b : a, 'manage-membership-types', {
            token: s.tokens.owner,
            method: 'PATCH',
            body: { id: type.id, is_featured: true },
          }),
        ),
      );
      expect(updates.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const won = updates.find((answer) => answer.status === 200)?.json.data as { display_name: string };
      expect(updates.find((answer) => answer.status === 400)?.json.error).toBe(
        mostPopularTakenMessage(won.display_name),
      );
      const stored = await repos.membershipTypes.listByCampground(s.campground.id);
      expect(stored.filter((type) => type.isFeatured).map((type) => type.displayName)).toEqual([
        won.display_name,
      ]);
    });
  },
);
