import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../testing/describe-on-both-drivers';
import type { TestDatabase } from '../testing/test-databases';
import { DatabaseError, isUniqueViolation, type SqlClient } from './sql-client';

const describeSqlClient = (label: string, open: () => Promise<TestDatabase>) =>
  describe(label, () => {
    let sql: SqlClient;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ sql, dispose } = await open());
      await sql.exec(`
        create table things (id integer primary key, label text not null unique, day date, at timestamptz,
          amount numeric(5, 2), data jsonb);
        create table counters (name text primary key, value integer not null)`);
    });
    afterAll(() => dispose());

    it('runs one parameterised text and returns rows with the same types on both drivers', async () => {
      await sql.query(
        'insert into things (id, label, day, at, amount, data) values ($1, $2, $3, $4, $5, $6::jsonb)',
        [1, 'first', '2026-01-31', new Date('2026-03-01T12:00:00.000Z'), '12.50', { tags: ['a'] }],
      );
      const rows = await sql.query<{ day: string; at: Date; amount: string; data: unknown; total: number }>(
        'select day, at, amount, data, count(*) over () as total from things where label = $1',
        ['first'],
      );
      expect(rows).toEqual([
        {
          day: '2026-01-31',
          at: new Date('2026-03-01T12:00:00.000Z'),
          amount: '12.50',
          data: { tags: ['a'] },
          total: 1,
        },
      ]);
    });

    it('accepts a list parameter', async () => {
      const rows = await sql.query<{ id: number }>('select id from things where label = any($1::text[])', [
        ['first', 'none'],
      ]);
      expect(rows).toEqual([{ id: 1 }]);
    });

    it('commits a transaction that resolves and rolls back one that throws', async () => {
      await sql.transaction(async (tx) => {
        await tx.query('insert into counters (name, value) values ($1, 0)', ['kept']);
      });
      await expect(
        sql.transaction(async (tx) => {
          await tx.query('insert into counters (name, value) values ($1, 0)', ['dropped']);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const names = await sql.query<{ name: string }>('select name from counters order by name');
      expect(names).toEqual([{ name: 'kept' }]);
    });

    it('undoes only a failed nested transaction and keeps the outer one usable', async () => {
      await sql.transaction(async (tx) => {
        await tx.query('insert into counters (name, value) values ($1, 0)', ['outer']);
        await expect(
          tx.transaction(async (inner) => {
            await inner.query('insert into counters (name, value) values ($1, 0)', ['inner']);
            await inner.query('insert into counters (name, value) values ($1, 0)', ['outer']);
          }),
        ).rejects.toBeInstanceOf(DatabaseError);
        await tx.transaction((inner) =>
          inner.query('insert into counters (name, value) values ($1, 0)', ['nested']),
        );
      });
      const names = await sql.query<{ name: string }>(
        `select name from counters where name in ('outer', 'inner', 'nested') order by name`,
      );
      expect(names).toEqual([{ name: 'nested' }, { name: 'outer' }]);
    });

    it('lets code holding the plain client join a transaction running around it', async () => {
      const writeThroughPlainClient = () =>
        sql.query('insert into counters (name, value) values ($1, 0)', ['ambient']);
      await expect(
        sql.transaction(async (tx) => {
          await writeThroughPlainClient();
          expect(await tx.query('select name from counters where name = $1', ['ambient'])).toHaveLength(1);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(await sql.query('select 1 from counters where name = $1', ['ambient'])).toEqual([]);
    });

    it('increments atomically under concurrent updates', async () => {
      await sql.query('insert into counters (name, value) values ($1, 0)', ['hits']);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          sql.query<{ value: number }>(
            'update counters set value = value + 1 where name = $1 returning value',
            ['hits'],
          ),
        ),
      );
      expect(results.map((rows) => rows[0]?.value).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('reports a unique violation with its code and constraint, inside and outside transactions', async () => {
      const duplicate = sql.query('insert into things (id, label) values ($1, $2)', [2, 'first']);
      await expect(duplicate).rejects.toBeInstanceOf(DatabaseError);
      await duplicate.catch((error: unknown) => {
        expect(isUniqueViolation(error, 'things_label_key')).toBe(true);
        expect(isUniqueViolation(error, 'other')).toBe(false);
      });
      const inTransaction = sql.transaction((tx) =>
        tx.query('insert into things (id, label) values ($1, $2)', [1, 'x']),
      );
      await inTransaction.catch((error: unknown) =>
        expect(isUniqueViolation(error, 'things_pkey')).toBe(true),
      );
      await expect(inTransaction).rejects.toBeInstanceOf(DatabaseError);
    });

    it('keeps a statement prepared on its connection unless it is to be planned on every call', async () => {
      const kept = (tx: SqlClient, text: string) =>
        tx.query<{ kept: number }>(
          'select count(*)::int as kept from pg_prepared_statements where statement = $1',
          [text],
        );
      const text = 'select label from things where label like $1 order by id';
      const planned = `${text} limit 10`;
      await sql.transaction(async (tx) => {
        expect(await tx.query(text, ['fir%'])).toEqual([{ label: 'first' }]);
        expect(await tx.query(planned, ['fir%'], { planEachCall: true })).toEqual([{ label: 'first' }]);
        // PGlite keeps no statement prepared; postgres.js prepares each text once per connection.
        expect(await kept(tx, text)).toEqual([{ kept: sql.kind === 'server' ? 1 : 0 }]);
        expect(await kept(tx, planned)).toEqual([{ kept: 0 }]);
      });
    });

    it('reports a syntax error as a DatabaseError', async () => {
      await expect(sql.query('selec 1')).rejects.toMatchObject({ name: 'DatabaseError', code: '42601' });
      await expect(sql.exec('selec 1')).rejects.toMatchObject({ name: 'DatabaseError', code: '42601' });
    });
  });

describeOnBothDrivers('SqlClient', ({ openBlank }) => describeSqlClient('on an empty database', openBlank));
