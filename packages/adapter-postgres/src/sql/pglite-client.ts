import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type DataDirectoryLock, lockDataDirectory } from './data-dir-lock';
import {
  AmbientTransactionClient,
  pagedCursor,
  type SqlClient,
  type SqlParam,
  serializeParam,
  toDatabaseError,
  underSavepoint,
} from './sql-client';

const DATE_OID = 1082;
const NUMERIC_OID = 1700;

interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

const run = async <Row>(target: Queryable, text: string, params: readonly SqlParam[]): Promise<Row[]> => {
  try {
    const result = await target.query<Row>(text, params.map(serializeParam));
    return result.rows;
  } catch (error) {
    throw toDatabaseError(error);
  }
};

const exec = async (target: Queryable, script: string): Promise<void> => {
  try {
    await target.exec(script);
  } catch (error) {
    throw toDatabaseError(error);
  }
};

class PgliteTransactionClient implements SqlClient {
  readonly kind = 'embedded';
  constructor(private readonly tx: Transaction) {}
  query<Row extends object>(text: string, params: readonly SqlParam[] = []): Promise<Row[]> {
    return run<Row>(this.tx, text, params);
  }
  exec(script: string): Promise<void> {
    return exec(this.tx, script);
  }
  cursor<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    batchSize: number,
    each: (rows: Row[]) => Promise<void>,
  ): Promise<void> {
    return pagedCursor(this, text, params, batchSize, each);
  }
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    return underSavepoint(this, fn);
  }
  async close(): Promise<void> {}
}

class PgliteClient extends AmbientTransactionClient {
  readonly kind = 'embedded';
  constructor(
    private readonly db: PGlite,
    private readonly lock: DataDirectoryLock | null,
  ) {
    super();
  }
  protected runQuery<Row extends object>(text: string, params: readonly SqlParam[]): Promise<Row[]> {
    return run<Row>(this.db, text, params);
  }
  protected runExec(script: string): Promise<void> {
    return exec(this.db, script);
  }
  protected runCursor<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    batchSize: number,
    each: (rows: Row[]) => Promise<void>,
  ): Promise<void> {
    return pagedCursor(this, text, params, batchSize, each);
  }
  protected begin<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new PgliteTransactionClient(tx)));
  }
  async listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>> {
    // One embedded instance in this process: its listener is never cut off.
    const unlisten = await this.db.listen(channel, onNotify);
    onListen();
    return () => unlisten();
  }
  /** The whole database as an uncompressed image, for {@link PgliteClientOptions.image}. */
  dumpImage(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }
  async close(): Promise<void> {
    try {
      if (!this.db.closed) await this.db.close();
    } finally {
      this.lock?.release();
    }
  }
}

export interface PgliteClientOptions {
  /** Directory that keeps the database between runs; in memory when absent. */
  readonly dataDir?: string;
  /**
   * An in-memory database starts as a copy of this image (made by {@link createPgliteImage})
   * instead of an empty cluster: no `initdb`, which is most of the time PGlite takes to open.
   */
  readonly image?: Blob;
}

/**
 * Opens the embedded PostgreSQL (PGlite). One instance serves one process: PGlite runs every
 * statement on a single connection, one at a time, and a data directory is locked to the process
 * that opened it (DataDirectoryInUseError for a second one).
 */
export const createPgliteClient = async (options: PgliteClientOptions = {}): Promise<SqlClient> => {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDirectory(options.dataDir) : null;
  try {
    return new PgliteClient(await openPglite(options), lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
};

const openPglite = async (options: PgliteClientOptions): Promise<PGlite> => {
  const db = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.image && !options.dataDir ? { loadDataDir: options.image } : {}),
    extensions: { pg_trgm },
    parsers: {
      [DATE_OID]: (value: string) => value,
      [NUMERIC_OID]: (value: string) => value,
    },
  });
  await db.waitReady;
  return db;
};

/**
 * The image of a fresh in-memory database once `prepare` (e.g. the migrations) has run on it, to
 * open copies of with {@link PgliteClientOptions.image}.
 */
export const createPgliteImage = async (prepare: (sql: SqlClient) => Promise<unknown>): Promise<Blob> => {
  const client = new PgliteClient(await openPglite({}), null);
  try {
    await prepare(client);
    return await client.dumpImage();
  } finally {
    await client.close();
  }
};
