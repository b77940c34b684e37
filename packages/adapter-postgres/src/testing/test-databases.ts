import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrate } from '../migrations/migration';
import { MIGRATIONS } from '../migrations/migrations';
import { createPgliteClient } from '../sql/pglite-client';
import { createPostgresJsClient } from '../sql/postgres-js-client';
import type { SqlClient } from '../sql/sql-client';
import { migratedPgliteImage } from './migrated-image';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The server the suites run against: `DATABASE_URL`, else the CI default. */
const testDatabaseUrl = (): string => process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

const redact = (url: string): string => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

const answers = async (url: string): Promise<unknown> => {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await sql.end({ timeout: 1 });
  }
};

const DATABASE_MISSING = '3D000';

/**
 * The database to connect to for creating and dropping test databases: the one `url` names, or
 * the server's `postgres` database when that one does not exist (yet).
 */
const adminUrl = async (url: string): Promise<{ url: string } | { reason: string }> => {
  const failure = await answers(url);
  if (failure === undefined) return { url };
  if ((failure as { code?: unknown }).code === DATABASE_MISSING) {
    const fallback = new URL(url);
    fallback.pathname = '/postgres';
    if ((await answers(fallback.toString())) === undefined) return { url: fallback.toString() };
  }
  const reason = failure instanceof Error ? failure.message : String(failure);
  return { reason: `PostgreSQL at ${redact(url)} is unreachable (${reason})` };
};

/**
 * Why the server half of the suites cannot run, or undefined when the server answers. Checked
 * once per file at load time, so the skipped suite's title carries the reason. With
 * `CAMPPASS_REQUIRE_POSTGRES=1` (CI) an unreachable server fails the run instead.
 */
export const serverUnavailableReason = async (url = testDatabaseUrl()): Promise<string | undefined> => {
  const admin = await adminUrl(url);
  if (!('reason' in admin)) return undefined;
  if (process.env.CAMPPASS_REQUIRE_POSTGRES === '1') {
    throw new Error(`${admin.reason}; CAMPPASS_REQUIRE_POSTGRES=1 requires it`);
  }
  return admin.reason;
};

export interface TestDatabase {
  readonly sql: SqlClient;
  /** Empties every table the migrations created, keeping the schema. */
  truncate(): Promise<void>;
  /** Closes the connection and, on the server, drops the database. */
  dispose(): Promise<void>;
}

/** Tables kept by triggers of other tables' writes (migration 14). */
const SUMMARIES = ['member_counts', 'member_revenue'];

/**
 * Empties every table except the migration ledger. DELETE, not TRUNCATE: on tables this small it
 * is many times faster. Tables go children first, following the foreign keys that would refuse
 * the deletion (those that cascade or set null need no order, which also breaks their cycles).
 */
const emptyingScript = async (sql: SqlClient): Promise<() => Promise<void>> => {
  const tables = await sql.query<{ name: string }>(
    `select tablename as name from pg_tables
     where schemaname = current_schema() and tablename not in ('schema_migrations', 'system_counters')
     order by tablename`,
  );
  // Summaries the other deletions' triggers write to are emptied after them.
  const last = tables.filter(({ name }) => SUMMARIES.includes(name));
  const blocking = await sql.query<{ child: string; parent: string }>(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
     where contype = 'f' and confdeltype in ('a', 'r') and conrelid <> confrelid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: ReadonlySet<string>): void => {
    if (ordered.includes(table) || path.has(table)) return;
    for (const edge of blocking) if (edge.parent === table) visit(edge.child, new Set([...path, table]));
    ordered.push(table);
  };
  for (const { name } of tables) if (!SUMMARIES.includes(name)) visit(name, new Set());
  ordered.push(...last.map(({ name }) => name));
  const script = ordered.map((table) => `delete from ${table};`).join('\n');
  return () => sql.exec(script);
};

/**
 * A function that empties every table but the migration ledger and the system counters (which the
 * deletions' own triggers bring back to zero), for tests that share one database.
 * The order is worked out on its first call, once the schema is in place.
 */
export const tableEmptier = (sql: SqlClient): (() => Promise<void>) => {
  let empty: Promise<() => Promise<void>> | undefined;
  return async () => {
    empty ??= emptyingScript(sql);
    await (await empty)();
  };
};

/** An in-memory PGlite, with the schema applied (a copy of the migrated image) unless `migrated` is false. */
export const openPgliteTestDatabase = async (options: { migrated?: boolean } = {}): Promise<TestDatabase> => {
  const sql =
    options.migrated === false
      ? await createPgliteClient()
      : await createPgliteClient({ image: await migratedPgliteImage() });
  return { sql, truncate: tableEmptier(sql), dispose: () => sql.close() };
};

/**
 * Creates a fresh database `camppass_test_<random>` on the server at `url`, so runs never share
 * state, and applies the schema unless `migrated` is false. `dispose` drops it.
 */
export const createServerTestDatabase = async (
  options: { url?: string; migrated?: boolean } = {},
): Promise<TestDatabase & { readonly databaseUrl: string }> => {
  const url = options.url ?? testDatabaseUrl();
  const resolved = await adminUrl(url);
  if ('reason' in resolved) throw new Error(resolved.reason);
  const name = `camppass_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(resolved.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const sql = createPostgresJsClient({ databaseUrl, maxConnections: 4 });
  if (options.migrated !== false) await migrate(sql, MIGRATIONS);
  return {
    sql,
    databaseUrl,
    truncate: tableEmptier(sql),
    dispose: async () => {
      await sql.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
};
