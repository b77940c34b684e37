import type { ListQuery } from '@camppass/core';
import { pageOffset } from '@camppass/core';

/** The ILIKE pattern that finds `search` anywhere in a text, its wildcards taken literally. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `asc` or `desc` from a query, never text from the caller. */
export const direction = (query: Pick<ListQuery<unknown, string>, 'sort'>): 'asc' | 'desc' =>
  query.sort.direction === 'asc' ? 'asc' : 'desc';

/** LIMIT and OFFSET of a query's page, as parameters `$n` and `$n+1` after `params`. */
export const pageClause = (
  query: Pick<ListQuery<unknown, string>, 'page' | 'pageSize'>,
  params: unknown[],
): string => {
  params.push(query.pageSize, pageOffset(query));
  return `limit $${params.length - 1} offset $${params.length}`;
};
