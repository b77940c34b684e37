import { anOutboxMessage, seedUser } from '@camppass/core/testing';
import { expect, it } from 'vitest';
import type { SqlClient } from '../sql/sql-client';
import { describeOnBothDrivers, useDatabase } from '../testing/describe-on-both-drivers';
import { PostgresAdminDirectory } from './postgres-admin-directory';

/** The client, with every statement it is handed noted. */
const noting = (sql: SqlClient) => {
  const statements: string[] = [];
  const client: SqlClient = {
    kind: sql.kind,
    query: (text, params, options) => {
      statements.push(text);
      return sql.query(text, params, options);
    },
    exec: (script) => sql.exec(script),
    transaction: (fn) => sql.transaction(fn),
    cursor: (text, params, batchSize, each) => {
      statements.push(text);
      return sql.cursor(text, params, batchSize, each);
    },
    close: () => sql.close(),
  };
  return { client, statements };
};

describeOnBothDrivers("the super admin's schema overview", ({ open }) => {
  const database = useDatabase(open);

  it("counts every table's rows in one statement, however many tables there are", async () => {
    await seedUser(database.repos, 'one@camppass.test');
    await seedUser(database.repos, 'two@camppass.test');
    await database.repos.outbox.add(anOutboxMessage());
    const { client, statements } = noting(database.db.sql);

    const { tables } = await new PostgresAdminDirectory(client).schema();

    // The applied migrations, the table names, and one statement counting them all.
    expect(statements).toHaveLength(3);
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.map((table) => table.name)).toEqual(
      (
        await database.db.sql.query<{ name: string }>(
          'select tablename as name from pg_tables where schemaname = current_schema() order by tablename',
        )
      ).map((row) => row.name),
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        { name: 'users', rows: 2 },
        { name: 'outbox', rows: 1 },
        { name: 'campgrounds', rows: 0 },
      ]),
    );
    for (const { name, rows } of tables) {
      const [counted] = await database.db.sql.query<{ rows: number }>(
        `select count(*)::int as rows from "${name}"`,
      );
      expect({ name, rows }).toEqual({ name, rows: counted?.rows });
    }
  });
});
