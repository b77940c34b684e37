import type { ListQuery, Page } from '../ports/list';
import { pageOf, pageOffset } from '../ports/list';
import { copy } from './in-memory-store';

/** Lower-cased containment, as the database's case-insensitive search matches. */
export const containsText = (
  haystack: readonly (string | null | undefined)[],
  search: string | null,
): boolean => {
  if (search === null) return true;
  const needle = search.toLowerCase();
  return haystack.some((text) => (text ?? '').toLowerCase().includes(needle));
};

/**
 * The page of `rows` (already filtered and searched) for `query`, sorted by `key` in the query's
 * direction with ties broken by `id`, as the SQL repositories order them.
 */
export const pageIn = <T extends { readonly id: string }, F, S extends string>(
  rows: readonly T[],
  query: ListQuery<F, S>,
  key: (row: T) => string | number,
): Page<T> => {
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    if (left !== right) return left < right ? -sign : sign;
    return a.id < b.id ? -sign : a.id > b.id ? sign : 0;
  });
  const start = pageOffset(query);
  return pageOf(copy(sorted.slice(start, start + query.pageSize)), rows.length, query);
};
