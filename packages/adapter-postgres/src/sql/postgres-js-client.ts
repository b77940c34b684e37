import postgres from 'postgres';
import {
  AmbientTransactionClient,
  type QueryOptions,
  type SqlClient,
  type SqlParam,
  serializeParam,
  toDatabaseError,
} from './sql-client';

type Sql = postgres.Sql<Record<string, never>>;
type AnySql = Sql | postgres.TransactionSql<Record<string, never>>;

const run = async <Row>(
  sql: AnySql,
  text: string,
  params: readonly SqlParam[],
  options: QueryOptions = {},
): Promise<Row[]> => {
  try {
    // Every text comes from a repository's fixed statement, so the set is small and preparing each
    // once per connection saves the parse and plan on every call (the hot verification lookup most).
    // An unnamed statement (not prepared) is planned for its parameters on each call.
    const rows = await sql.unsafe(text, params.map(serializeParam) as postgres.ParameterOrJSON<never>[], {
      prepare: options.planEachCall !== true,
    });
    return rows as unknown as Row[];
  } catch (error) {
    throw toDatabaseError(error);
  }
};

const exec = async (sql: AnySql, script: string): Promise<void> => {
  try {
    await sql.unsafe(script).simple();
  } catch (error) {
    throw toDatabaseError(error);
  }
};

/**
 * postgres.js's server-side cursor: the next batch is fetched once `each` has settled. When `each`
 * rejects, the portal is closed through postgres.js's CLOSE answer and the error rethrown after the
 * close completes: a rejection thrown into postgres.js settles the query before the server has
 * answered its Sync, and the connection's next statement could then be taken as done early.
 */
const cursor = async <Row>(
  sql: AnySql,
  text: string,
  params: readonly SqlParam[],
  batchSize: number,
  each: (rows: Row[]) => Promise<void>,
  closeCursor: object,
): Promise<void> => {
  let stopped: { readonly error: unknown } | undefined;
  try {
    await sql
      .unsafe(text, params.map(serializeParam) as postgres.ParameterOrJSON<never>[])
      .cursor(batchSize, async (rows) => {
        if (stopped) return closeCursor;
        try {
          await each(rows as unknown as Row[]);
          return undefined;
        } catch (error) {
          stopped = { error };
          return closeCursor;
        }
      });
  } catch (error) {
    throw toDatabaseError(error);
  }
  if (stopped) throw stopped.error;
};

type Bind = <T>(tx: SqlClient, fn: (tx: SqlClient) => Promise<T>) => Promise<T>;

class PostgresJsTransactionClient implements SqlClient {
  readonly kind = 'server';
  constructor(
    private readonly tx: postgres.TransactionSql<Record<string, never>>,
    private readonly bind: Bind,
    /** postgres.js's CLOSE answer, which only the root client carries. */
    private readonly closeCursor: object,
  ) {}
  query<Row extends object>(
    text: string,
    params: readonly SqlParam[] = [],
    options?: QueryOptions,
  ): Promise<Row[]> {
    return run<Row>(this.tx, text, params, options);
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
    return cursor(this.tx, text, params, batchSize, each, this.closeCursor);
  }
  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    // postgres.js fails a whole transaction on any failed query it ran, caught or not, unless the
    // query ran inside its own savepoint scope.
    try {
      return (await this.tx.savepoint((inner) =>
        this.bind(new PostgresJsTransactionClient(inner, this.bind, this.closeCursor), fn),
      )) as T;
    } catch (error) {
      throw toDatabaseError(error);
    }
  }
  async close(): Promise<void> {}
}

class PostgresJsClient extends AmbientTransactionClient {
  readonly kind = 'server';
  private readonly bind: Bind = (tx, fn) => this.within(tx, fn);
  constructor(private readonly sql: Sql) {
    super();
  }
  protected runQuery<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    options?: QueryOptions,
  ): Promise<Row[]> {
    return run<Row>(this.sql, text, params, options);
  }
  protected runExec(script: string): Promise<void> {
    return exec(this.sql, script);
  }
  protected runCursor<Row extends object>(
    text: string,
    params: readonly SqlParam[],
    batchSize: number,
    each: (rows: Row[]) => Promise<void>,
  ): Promise<void> {
    return cursor(this.sql, text, params, batchSize, each, this.sql.CLOSE);
  }
  async listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>> {
    // postgres.js keeps one connection for its listeners, reconnects it when it drops and calls
    // `onlisten` again once it listens anew.
    const request = await this.sql.listen(channel, onNotify, onListen);
    return () => request.unlisten();
  }
  protected async begin<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    return (await this.sql.begin((tx) =>
      fn(new PostgresJsTransactionClient(tx, this.bind, this.sql.CLOSE)),
    )) as T;
  }
  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 });
  }
}

export interface PostgresJsClientOptions {
  /** `postgres://user:password@host:port/database` */
  readonly databaseUrl: string;
  /** Pool size; postgres.js defaults to 10. */
  readonly maxConnections?: number;
}

/** Connects to a PostgreSQL server with postgres.js. Connections open lazily, on the first query. */
export const createPostgresJsClient = (options: PostgresJsClientOptions): SqlClient =>
  new PostgresJsClient(
    postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      // postgres.js skips a transaction's connection reservation when its BEGIN is the query that
      // fills a connection's pipeline (100 by default), and the transaction then fails with
      // UNSAFE_TRANSACTION under load (porsager/postgres#823, #1218): a pipeline no call reaches
      // (docs/decisions/persistence.md#no-pipeline-limit-on-the-postgresjs-pool).
      // (an option of the driver its type declarations leave out).
      ...({ max_pipeline: Number.MAX_SAFE_INTEGER } as object),
      onnotice: () => {},
      types: {
        // As in PGlite: calendar dates stay `YYYY-MM-DD` strings, counts (int8) become numbers,
        // and JSON parameters already serialised as text are sent as they are.
        date: {
          to: 1082,
          from: [1082],
          serialize: (value: string) => value,
          parse: (value: string) => value,
        },
        int8: {
          to: 20,
          from: [20],
          serialize: (value: number) => String(value),
          parse: (value: string) => Number(value),
        },
        json: {
          to: 114,
          from: [114, 3802],
          serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
          parse: (value: string) => JSON.parse(value),
        },
      },
    }) as unknown as Sql,
  );
