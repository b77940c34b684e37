import type { SqlClient } from '../sql/sql-client';

/** One step of the schema. Versions only grow; an applied migration is never edited. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  /** Statements run in one transaction. */
  readonly sql: string;
}

/** Any constant serves; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_382_640_117;

const CREATE_LEDGER = `
create table if not exists schema_migrations (
  version integer primary key,
  name text not null,
  applied_at timestamptz not null default now()
)`;

export interface MigrationReport {
  /** Versions this run applied, in order (empty when the schema was current). */
  readonly applied: readonly number[];
  /** The schema version after the run. */
  readonly version: number;
}

const assertOrdered = (migrations: readonly Migration[]): void => {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && migration.version <= previous.version) {
      throw new Error(`Migration ${migration.version} (${migration.name}) is out of order`);
    }
  });
};

/**
 * Brings the schema up to date. Each migration runs in its own transaction that first takes a
 * transaction-scoped advisory lock, so servers starting at the same moment apply each step once:
 * the second waits, then finds the step recorded in `schema_migrations` and skips it.
 */
export const migrate = async (sql: SqlClient, migrations: readonly Migration[]): Promise<MigrationReport> => {
  assertOrdered(migrations);
  if (migrations.length === 0) return { applied: [], version: 0 };
  const applied: number[] = [];
  let version = 0;
  for (const migration of migrations) {
    const ran = await sql.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(CREATE_LEDGER);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
    version = migration.version;
  }
  const [newest] = await sql.query<{ version: number | null }>(
    'select max(version) as version from schema_migrations',
  );
  if (newest?.version && newest.version > version) {
    throw new Error(
      `The database schema is at version ${newest.version}, newer than this build knows (${version}); deploy the newer build`,
    );
  }
  return { applied, version };
};
