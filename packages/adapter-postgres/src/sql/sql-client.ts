import { AsyncLocalStorage } from 'node:async_hooks';

/** A value a parameterised statement accepts. Objects are sent as JSON text; cast with `::jsonb`. */
export type SqlParam = string | number | boolean | null | Date | readonly string[] | Record<string, unknown>;

/**
 * The small SQL surface every repository is written against, so one `$1`-parameterised text
 * runs unchanged on postgres.js (a server) and on PGlite (embedded).
 *
 * Column types arrive the same way from both drivers: `date` as a `YYYY-MM-DD` string,
 * `timestamptz` as a `Date`, `int8` as a number, `numeric` as a string, `jsonb` parsed.
 */
/** How one statement runs. */
export interface QueryOptions {
  /**
   * Plan the statement for its parameters on every call instead of keeping it prepared on the
   * connection: for a statement whose best plan depends on the values (a search most rows match
   * versus one few do), which a kept statement's generic plan would fix after a few calls.
   */
  readonly planEachCall?: boolean;
}

export interface SqlClient {
  /** Runs one statement and returns its rows (empty for statements without RETURNING). */
  query<Row extends object = Record<string, unknown>>(
    text: string,
    params?: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs a parameterless script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside a transaction, a nested call runs under a savepoint: when `fn` throws, only its own
   * writes are undone and the outer transaction stays usable.
   *
   * While `fn` runs, statements sent through the client that started the transaction, from code
   * called by `fn`, join the transaction too. So a component holding the plain client (a mailer
   * writing the outbox, say) sees and shares the transaction's writes, and PGlite, which has a
   * single connection, never waits on itself.
   */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Runs one query and hands its rows to `each` a batch at a time, waiting for `each` before reading
   * on, so a result of any size never sits whole in this process: a server-side cursor on
   * PostgreSQL, pages of `batchSize` on PGlite (its statement must be ordered by unique keys).
   */
  cursor<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    batchSize: number,
    each: (rows: Row[]) => Promise<void>,
  ): Promise<void>;
  /**
   * Calls `onNotify` with each notification's payload on `channel` (PostgreSQL delivers it once the
   * sending transaction commits) and `onListen` each time listening starts: the first time, and
   * again after a lost connection came back, when notifications sent meanwhile are lost. Resolves
   * to a function that stops listening. Only the clients that own connections listen.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>>;
  /** Closes the connections (a no-op inside a transaction). */
  close(): Promise<void>;
  /** `server` for PostgreSQL over the network, `embedded` for PGlite. */
  readonly kind: 'server' | 'embedded';
}

/** A failure reported by PostgreSQL, the same shape from both drivers. */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
  constructor(
    message: string,
    /** The SQLSTATE, e.g. `23505` for a unique violation. */
    readonly code: string | undefined,
    /** The violated constraint or index, when PostgreSQL names one. */
    readonly constraint: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const UNIQUE_VIOLATION = '23505';

/** True when `error` is a unique violation, optionally of the named constraint or index. */
export const isUniqueViolation = (error: unknown, constraint?: string): error is DatabaseError =>
  error instanceof DatabaseError &&
  error.code === UNIQUE_VIOLATION &&
  (constraint === undefined || error.constraint === constraint);

interface DriverErrorFields {
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
}

/** Wraps a driver's error into a DatabaseError; other errors pass through unchanged. */
export const toDatabaseError = (error: unknown): unknown => {
  if (error instanceof DatabaseError || typeof error !== 'object' || error === null) return error;
  const fields = error as DriverErrorFields;
  if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) return error;
  const constraint = fields.constraint_name ?? fields.constraint;
  return new DatabaseError(
    typeof fields.message === 'string' ? fields.message : 'Database error',
    fields.code,
    typeof constraint === 'string' ? constraint : undefined,
    { cause: error },
  );
};

/** Drivers send parameters as text: dates as ISO instants, objects as JSON. */
export const serializeParam = (value: SqlParam): string | number | boolean | null | readonly string[] => {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  return value as string | number | boolean | null | readonly string[];
};

/**
 * A cursor for a driver without one (PGlite): the ordered statement read `batchSize` rows at a time
 * with LIMIT and OFFSET around it. The database is embedded and small; PostgreSQL uses a real cursor.
 */
export const pagedCursor = async <Row extends object>(
  client: Pick<SqlClient, 'query'>,
  text: string,
  params: readonly SqlParam[],
  batchSize: number,
  each: (rows: Row[]) => Promise<void>,
): Promise<void> => {
  const at = params.length;
  for (let offset = 0; ; offset += batchSize) {
    const rows = await client.query<Row>(
      `select * from (${text}) as batch limit $${at + 1} offset $${at + 2}`,
      [...params, batchSize, offset],
    );
    if (rows.length > 0) await each(rows);
    if (rows.length < batchSize) return;
  }
};

let savepoints = 0;

/** A transaction nested in another: a savepoint, released on success, rolled back to on failure. */
export const underSavepoint = async <T>(tx: SqlClient, fn: (tx: SqlClient) => Promise<T>): Promise<T> => {
  savepoints += 1;
  const name = `nested_${savepoints}`;
  await tx.exec(`savepoint ${name}`);
  try {
    const result = await fn(tx);
    await tx.exec(`release savepoint ${name}`);
    return result;
  } catch (error) {
    await tx.exec(`rollback to savepoint ${name}`);
    throw error;
  }
};

/**
 * The client a driver hands out: it runs statements on its own, except inside the asynchronous
 * flow of one of its transactions, where it hands them to that transaction.
 */
export abstract class AmbientTransactionClient implements SqlClient {
  abstract readonly kind: 'server' | 'embedded';
  private readonly ambient = new AsyncLocalStorage<SqlClient>();

  protected abstract runQuery<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  protected abstract runExec(script: string): Promise<void>;
  protected abstract runCursor<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    batchSize: number,
    each: (rows: Row[]) => Promise<void>,
  ): Promise<void>;
  /** Begins a transaction; the driver calls `fn` with a client bound to it. */
  protected abstract begin<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  abstract close(): Promise<void>;

  /** Runs `fn` with `tx` as the transaction the client's statements join. */
  protected within<T>(tx: SqlClient, fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.ambient.run(tx, () => fn(tx));
  }

  query<Row extends object = Record<string, unknown>>(
    text: string,
    params: readonly SqlParam[] = [],
    options?: QueryOptions,
  ): Promise<Row[]> {
    const tx = this.ambient.getStore();
    return tx ? tx.query<Row>(text, params, options) : this.runQuery<Row>(text, params, options);
  }

  exec(script: string): Promise<void> {
    const tx = this.ambient.getStore();
    return tx ? tx.exec(script) : this.runExec(script);
  }

  cursor<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    batchSize: number,
    each: (rows: Row[]) => Promise<void>,
  ): Promise<void> {
    const tx = this.ambient.getStore();
    return tx ? tx.cursor(text, params, batchSize, each) : this.runCursor(text, params, batchSize, each);
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    const tx = this.ambient.getStore();
    if (tx) return tx.transaction(fn);
    try {
      return await this.begin((started) => this.within(started, fn));
    } catch (error) {
      throw toDatabaseError(error);
    }
  }
}
