import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../testing/describe-on-both-drivers';
import type { TestDatabase } from '../testing/test-databases';
import { migrate } from './migration';
import { MIGRATIONS } from './migrations';

describeOnBothDrivers('migrate', ({ openBlank }) => {
  // One database per driver for the file, emptied of every object before each test.
  let db: TestDatabase;
  beforeEach(async () => {
    db ??= await openBlank();
    await db.sql.exec('drop schema public cascade; create schema public');
  });
  afterAll(() => db?.dispose());

  it('applies every migration once and records it', async () => {
    const latest = MIGRATIONS.at(-1)?.version;
    expect(await migrate(db.sql, MIGRATIONS)).toEqual({
      applied: MIGRATIONS.map((m) => m.version),
      version: latest,
    });
    expect(await migrate(db.sql, MIGRATIONS)).toEqual({ applied: [], version: latest });
    const ledger = await db.sql.query('select version, name from schema_migrations order by version');
    expect(ledger).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
  });

  it('applies each step once when two starts race', async () => {
    const reports = await Promise.all([migrate(db.sql, MIGRATIONS), migrate(db.sql, MIGRATIONS)]);
    expect(reports.flatMap((report) => report.applied).sort((a, b) => a - b)).toEqual(
      MIGRATIONS.map((m) => m.version),
    );
    expect(await db.sql.query('select version from schema_migrations')).toHaveLength(MIGRATIONS.length);
  });

  it('rolls a failing step back whole and leaves it unrecorded', async () => {
    const broken = { version: 1, name: 'broken', sql: 'create table half (id int); select * from missing;' };
    await expect(migrate(db.sql, [broken])).rejects.toMatchObject({ code: '42P01' });
    expect(
      await db.sql.query(`select to_regclass('half') as half, to_regclass('schema_migrations') as ledger`),
    ).toEqual([{ half: null, ledger: null }]);
    expect(await migrate(db.sql, MIGRATIONS)).toMatchObject({ applied: MIGRATIONS.map((m) => m.version) });
  });

  it('refuses a database whose schema is newer than the build', async () => {
    await migrate(db.sql, MIGRATIONS);
    await db.sql.query(`insert into schema_migrations (version, name) values (9999, 'from-the-future')`);
    await expect(migrate(db.sql, MIGRATIONS)).rejects.toThrow('newer than this build knows');
  });

  it('compacts the memberships that earlier steps rewrote, keeping every row', async () => {
    await migrate(
      db.sql,
      MIGRATIONS.filter((m) => m.version < 16),
    );
    await db.sql.exec(`
      insert into campgrounds (name, slug) values ('Pine', 'pine');
      insert into membership_types (campground_id, name, display_name, duration_days, price_cents)
        select id, 'annual', 'Annual', 365, 1000 from campgrounds;
      insert into users (email) select 'member-' || g || '@example.test' from generate_series(1, 2000) g;
      insert into memberships (campground_id, membership_type_id, user_id, membership_code, start_date, end_date)
        select t.campground_id, t.id, u.id, 'PV-' || u.email, '2026-01-01', '2026-12-31'
        from membership_types t cross join users u;
      update memberships set status = 'active';
      update memberships set status = 'expired';
    `);
    await db.sql.exec('vacuum memberships');
    const sizes = () =>
      db.sql.query<{ rows: number; heap: number; search: number }>(
        `select (select count(*)::int from memberships where search_text like '%member-1999@%') as rows,
           pg_relation_size('memberships')::int as heap, pg_relation_size('memberships_search_trgm')::int as search`,
      );
    const [before] = await sizes();
    await migrate(db.sql, MIGRATIONS);
    const [after] = await sizes();
    expect(after?.rows).toBe(1);
    expect(after?.heap).toBeLessThan((before?.heap ?? 0) * 0.6);
    expect(after?.search).toBeLessThan((before?.search ?? 0) * 0.8);
    expect(await db.sql.query(`select count(*)::int as n from memberships where status = 'expired'`)).toEqual(
      [{ n: 2000 }],
    );
  });

  it('refuses migrations listed out of order', async () => {
    const step = { version: 2, name: 'two', sql: 'select 1' };
    await expect(migrate(db.sql, [step, { ...step, version: 1 }])).rejects.toThrow('out of order');
  });
});
