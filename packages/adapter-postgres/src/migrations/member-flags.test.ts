import { TRIMMED_CHARACTERS } from '@camppass/core/testing';
import { describe, expect, it } from 'vitest';
import { describeOnBothDrivers, useDatabase } from '../testing/describe-on-both-drivers';
import { migrate } from './migration';
import { MIGRATIONS } from './migrations';

// The kept membership flags against the domain's reading of a blank profile text (trim()); the
// owner member stats contract runs the same rules case by case through the repositories.
describeOnBothDrivers('Member flags read blank text as the domain does', ({ open, openBlank }) => {
  describe('is_blank_text', () => {
    const database = useDatabase(open);

    it('treats as blank exactly the characters trim() removes, over the Basic Multilingual Plane', async () => {
      const blank = await database.db.sql.query<{ code: number }>(
        `select code from generate_series(1, 65535) code
          where (code < 55296 or code > 57343) and is_blank_text(chr(code)) order by code`,
      );
      expect(blank.map(({ code }) => code)).toEqual(TRIMMED_CHARACTERS.map((text) => text.charCodeAt(0)));
      expect(
        await database.db.sql.query(
          `select is_blank_text(null) as "null", is_blank_text('') as empty,
             is_blank_text($1) as whitespace, is_blank_text($2) as named`,
          [TRIMMED_CHARACTERS.join(''), `${TRIMMED_CHARACTERS.join('')}x${TRIMMED_CHARACTERS.join('')}`],
        ),
      ).toEqual([{ null: true, empty: true, whitespace: true, named: false }]);
    });
  });

  it('sets again the flags and counts kept under migration 14 for texts trim() reads as blank', async () => {
    const db = await openBlank();
    try {
      await migrate(
        db.sql,
        MIGRATIONS.filter((m) => m.version < 20),
      );
      await db.sql.exec(`
        insert into campgrounds (name, slug) values ('Pine', 'pine');
        insert into membership_types (campground_id, name, display_name, duration_days, price_cents)
          select id, 'annual', 'Annual', 365, 1000 from campgrounds;
        insert into users (email) values ('tab@example.test'), ('nbsp@example.test'), ('named@example.test');
        insert into profiles (user_id, first_name, last_name, numid, military_status)
          select id, 'Jamie', 'Rivers', v.text, v.text from users u
          join (values ('tab@example.test', E'\\t'), ('nbsp@example.test', U&'\\00A0'),
                       ('named@example.test', ' veteran ')) v (email, text) on v.email = u.email;
        insert into memberships (campground_id, membership_type_id, user_id, membership_code, start_date, end_date)
          select t.campground_id, t.id, u.id, 'PV-' || u.email, '2026-01-01', '2026-12-31'
          from membership_types t cross join users u;
      `);
      const counts = () =>
        db.sql.query<{ military: number; withNumid: number }>(
          `select sum(military)::int as military, sum(with_numid)::int as "withNumid" from member_counts`,
        );
      // Migration 14 trimmed spaces only: the tab and the no-break space counted.
      expect(await counts()).toEqual([{ military: 3, withNumid: 3 }]);
      await migrate(db.sql, MIGRATIONS);
      expect(await counts()).toEqual([{ military: 1, withNumid: 1 }]);
      expect(
        await db.sql.query(
          `select u.email, m.profile_military, m.profile_numid from memberships m join users u on u.id = m.user_id
            order by u.email`,
        ),
      ).toEqual([
        { email: 'named@example.test', profile_military: true, profile_numid: true },
        { email: 'nbsp@example.test', profile_military: false, profile_numid: false },
        { email: 'tab@example.test', profile_military: false, profile_numid: false },
      ]);
    } finally {
      await db.dispose();
    }
    // A blank PGlite database runs every migration first: longer than the default on a busy machine.
  }, 120_000);
});
