import type { ListQuery, Page } from '@camppass/core';
import { pageOf, pageOffset } from '@camppass/core';
import type { SqlClient, SqlParam } from '../sql/sql-client';

/** The ILIKE pattern that finds `search` anywhere in a text, its wildcards taken literally. */
export const containsPattern = (search: string | null): string | null =>
  search === null ? null : `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `asc` or `desc` from a query, never text from the caller. */
export const direction = (query: Pick<ListQuery<unknown, string>, 'sort'>): 'asc' | 'desc' =>
  query.sort.direction === 'asc' ? 'asc' : 'desc';

/** One page of a list read in the database. Fixed SQL text only; the caller's values are `params`. */
export interface PagedSelect<Row> {
  /** `select ... from ...` without its WHERE. */
  readonly select: string;
  /** `from ...` for counting: the same tables the WHERE needs. */
  readonly countFrom: string;
  readonly where: string;
  readonly orderBy: string;
  readonly params: readonly SqlParam[];
  readonly toItem: (row: Row) => unknown;
}

/** The rows of `query`'s page and the total count of every matching row. */
export const pagedList = async <Row extends object, T>(
  sql: SqlClient,
  query: Pick<ListQuery<unknown, string>, 'page' | 'pageSize'>,
  paged: PagedSelect<Row> & { readonly toItem: (row: Row) => T },
): Promise<Page<T>> => {
  const at = paged.params.length;
  const rows = await sql.query<Row>(
    `${paged.select} where ${paged.where} order by ${paged.orderBy} limit $${at + 1} offset $${at + 2}`,
    [...paged.params, query.pageSize, pageOffset(query)],
  );
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total ${paged.countFrom} where ${paged.where}`,
    paged.params,
  );
  return pageOf(rows.map(paged.toItem), Number(count?.total ?? 0), query);
};
