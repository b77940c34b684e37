import { type CalendarDate, calendarDate } from '@camppass/domain';
import type { SqlParam } from '../sql/sql-client';

/** How one record field is stored: its column, an optional cast for the placeholder, a converter. */
export interface Column<V> {
  readonly name: string;
  readonly cast?: string;
  readonly toSql?: (value: V) => SqlParam;
}

/** One column per field of `F`, so a new port field cannot be forgotten here. */
export type Columns<F> = { readonly [K in keyof F]-?: Column<F[K]> };

export const column = <V>(name: string): Column<V> => ({ name });
export const dateColumn = <V extends CalendarDate | null>(name: string): Column<V> => ({
  name,
  cast: 'date',
});

/** A `date` column read back as the domain's calendar date (both drivers return `YYYY-MM-DD`). */
export const fromDateColumn = (value: string): CalendarDate => calendarDate(value);
export const jsonColumn = <V>(name: string): Column<V> => ({
  name,
  cast: 'jsonb',
  toSql: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
});

/** Collects parameters and hands out their `$n` placeholders. */
class Params {
  readonly values: SqlParam[] = [];

  add(value: SqlParam, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

const present = <F>(columns: Columns<F>, fields: Partial<F>): (keyof F)[] =>
  (Object.keys(columns) as (keyof F)[]).filter((key) => fields[key] !== undefined);

const placeholder = <F, K extends keyof F>(
  columns: Columns<F>,
  key: K,
  value: F[K],
  params: Params,
): string => {
  const spec = columns[key] as Column<F[K]>;
  return params.add(spec.toSql ? spec.toSql(value) : (value as SqlParam), spec.cast);
};

/** `(a, b) values ($1, $2)` for the fields `values` gives; absent fields keep their column default. */
const insertList = <F>(
  columns: Columns<F>,
  values: Partial<F>,
  params: Params,
  extra: Record<string, string> = {},
): string => {
  const keys = present(columns, values);
  const names = [...keys.map((key) => columns[key].name), ...Object.keys(extra)];
  const placeholders = [
    ...keys.map((key) => placeholder(columns, key, values[key] as F[typeof key], params)),
    ...Object.values(extra),
  ];
  return `(${names.join(', ')}) values (${placeholders.join(', ')})`;
};

/** `a = $1, b = $2` for the fields `patch` names (undefined means "leave as is"). */
const assignmentList = <F>(columns: Columns<F>, patch: Partial<F>, params: Params): string[] =>
  present(columns, patch).map(
    (key) => `${columns[key].name} = ${placeholder(columns, key, patch[key] as F[typeof key], params)}`,
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs in the database; any other text names nothing that exists. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** A statement and its parameters. */
export interface Statement {
  readonly text: string;
  readonly params: SqlParam[];
}

/**
 * `insert into <table> (...) values (...) <tail>` for the given fields, stamping `created_at` and
 * `updated_at` with `createdAt`; `extra` adds columns with ready parameters (a key, say).
 */
export const insertStatement = <F>(
  table: string,
  columns: Columns<F>,
  values: Partial<F>,
  options: { createdAt: Date; extra?: Record<string, SqlParam>; tail?: string },
): Statement => {
  const params = new Params();
  const time = params.add(options.createdAt);
  const extra = Object.fromEntries(
    Object.entries(options.extra ?? {}).map(([name, value]) => [name, params.add(value)]),
  );
  const list = insertList(columns, values, params, { ...extra, created_at: time, updated_at: time });
  return { text: `insert into ${table} ${list} ${options.tail ?? 'returning *'}`, params: params.values };
};

/** `update <table> set <patch>, updated_at = <at> where <key> = <id> returning *`. */
export const updateStatement = <F>(
  table: string,
  key: string,
  id: string,
  columns: Columns<F>,
  patch: Partial<F>,
  at: Date,
  /** A further condition on the row, fixed SQL without parameters (e.g. `deleted_at is null`). */
  condition?: string,
): Statement => {
  const params = new Params();
  const target = params.add(id);
  const assignments = [...assignmentList(columns, patch, params), `updated_at = ${params.add(at)}`];
  const where = condition ? `${key} = ${target} and ${condition}` : `${key} = ${target}`;
  return {
    text: `update ${table} set ${assignments.join(', ')} where ${where} returning *`,
    params: params.values,
  };
};
