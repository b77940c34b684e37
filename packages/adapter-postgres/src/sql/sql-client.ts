/** A value a parameterised statement accepts. Objects are sent as JSON text; cast with `::jsonb`. */
export type SqlParam = string | number | boolean | null | Date | readonly string[] | Record<string, unknown>;

/**
 * The small SQL surface every repository is written against, so one `$1`-parameterised text
 * runs unchanged on postgres.js (a server) and on PGlite (embedded).
 *
 * Column types arrive the same way from both drivers: `date` as a `YYYY-MM-DD` string,
 * `timestamptz` as a `Date`, `int8` as a number, `numeric` as a string, `jsonb` parsed.
 */
export interface SqlClient {
  /** Runs one statement and returns its rows (empty for statements without RETURNING). */
  query<Row extends object = Record<string, unknown>>(
    text: string,
    params?: readonly SqlParam[],
  ): Promise<Row[]>;
  /** Runs a parameterless script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside a transaction, a nested call joins the outer one.
   */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
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

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';

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
