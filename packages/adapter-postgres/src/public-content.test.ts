import { aCampground, aMembershipType, unwrap } from '@camppass/core/testing';
import { describe, expect, it } from 'vitest';
import { postgresRepositories } from './postgres-unit-of-work';
import { watchPublicContent } from './public-content';
import { describeOnBothDrivers } from './testing/describe-on-both-drivers';
import type { TestDatabase } from './testing/test-databases';

/** Resolves once `count()` reaches `at least`, failing after a few seconds. */
const reaches = async (count: () => number, atLeast: number) => {
  for (let waited = 0; count() < atLeast; waited += 20) {
    if (waited > 5_000) throw new Error(`Expected ${atLeast} changes, saw ${count()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Time for notifications already sent to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

describeOnBothDrivers('watchPublicContent', ({ open }) => {
  const watched = async (run: (db: TestDatabase, changes: () => number) => Promise<void>) => {
    const db = await open();
    let changes = 0;
    const stop = await watchPublicContent(db.sql, () => {
      changes += 1;
    });
    try {
      await run(db, () => changes);
    } finally {
      await stop();
      await db.dispose();
    }
  };

  it('tells once listening starts, then after each committed write of the public tables', async () => {
    await watched(async (db, changes) => {
      await reaches(changes, 1);
      const repos = postgresRepositories(db.sql);
      const campground = unwrap(await repos.campgrounds.create(aCampground({ slug: 'told' })));
      await reaches(changes, 2);
      await repos.membershipTypes.add(aMembershipType({ campgroundId: campground.id }));
      await reaches(changes, 3);
      await db.sql.query(
        'update campground_settings set allow_member_renewals = false where campground_id = $1',
        [campground.id],
      );
      await reaches(changes, 4);
    });
  });

  it('tells nothing of a write that rolled back, of a code number claimed, nor of other tables', async () => {
    await watched(async (db, changes) => {
      const repos = postgresRepositories(db.sql);
      const campground = unwrap(await repos.campgrounds.create(aCampground({ slug: 'counted' })));
      await reaches(changes, 2);
      await settle();
      const before = changes();
      await db.sql
        .transaction(async (tx) => {
          await postgresRepositories(tx).campgrounds.create(aCampground({ slug: 'undone' }));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      // A purchase's claim of the next consecutive code number is not in the public answer.
      expect(await repos.campgrounds.claimConsecutiveCodeNumber(campground.id, new Date())).toBe(1);
      await db.sql.query('select pg_notify($1, $2)', ['another_channel', 'x']);
      await db.sql.query(
        `insert into system_counters (name, value) values ('unrelated', 1) on conflict do nothing`,
      );
      // A write that commits afterwards is told, once: had those before it been told, the count would show it.
      await db.sql.query('update campgrounds set name = name where false');
      await reaches(changes, before + 1);
      await settle();
      expect(changes()).toBe(before + 1);
    });
  });
});

describe('watchPublicContent on a client that cannot listen', () => {
  it('says so', () => {
    const sql = { kind: 'server' } as unknown as TestDatabase['sql'];
    expect(() => watchPublicContent(sql, () => {})).toThrow(/cannot listen/);
  });
});
