import { DEFAULT_MEMBERS_PAGE_SIZE, MEMBERS_PAGE_SIZES } from '@camppass/domain';

/**
 * The shape of every list an owner or admin reads (ARCHITECTURE.md §4): the repository filters,
 * searches, sorts and cuts the page in the database and counts the total there, so no list is ever
 * loaded whole into the server or the browser. A repository method takes a {@link ListQuery} and
 * answers a {@link Page}; use cases build the query with {@link listQuery} from what the caller sent.
 */

type SortDirection = 'asc' | 'desc';

interface ListSort<Field extends string> {
  readonly field: Field;
  readonly direction: SortDirection;
}

export interface ListQuery<Filter, Field extends string> {
  /** The list's own filters (a campground, a status...), applied before the search. */
  readonly filter: Filter;
  /** Trimmed free text the database matches case-insensitively, or `null` for no search. */
  readonly search: string | null;
  /** The order; the repository breaks ties by id so pages never overlap. */
  readonly sort: ListSort<Field>;
  /** 1-based page number. */
  readonly page: number;
  /** One of {@link LIST_PAGE_SIZES}. */
  readonly pageSize: number;
  /**
   * For a list whose searched total is counted row by row: how many matches to count at most before
   * the page says "more than" instead (see {@link countLimit}). Absent: the total is always exact.
   */
  readonly countUpTo?: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Rows matching the filter and search, over all pages; with `totalCapped`, fewer than match. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  /** True when counting stopped: more than `total` rows match. */
  readonly totalCapped?: boolean;
}

/** Page sizes a list offers (03 §9): 10, 20, 50, 100. */
const LIST_PAGE_SIZES: readonly number[] = MEMBERS_PAGE_SIZES;
const DEFAULT_LIST_PAGE_SIZE = DEFAULT_MEMBERS_PAGE_SIZE;

/**
 * An allowed page size for whatever was asked: an allowed size as is, another positive number
 * rounded up to the next allowed size (capped at the largest), anything else the default.
 */
export const clampPageSize = (
  requested: number | null | undefined,
  allowed: readonly number[] = LIST_PAGE_SIZES,
  fallback: number = DEFAULT_LIST_PAGE_SIZE,
): number => {
  if (requested === null || requested === undefined || !Number.isFinite(requested) || requested < 1) {
    return fallback;
  }
  const sizes = [...allowed].sort((a, b) => a - b);
  return sizes.find((size) => size >= requested) ?? sizes[sizes.length - 1] ?? fallback;
};

/** What a caller may send for a list; every part is optional and checked by {@link listQuery}. */
export interface ListRequest<Filter> {
  readonly filter?: Partial<Filter>;
  readonly search?: string | null;
  readonly sortField?: string | null;
  readonly sortDirection?: string | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface ListDefaults<Filter, Field extends string> {
  readonly filter: Filter;
  /** The fields this list can be sorted by; any other requested field gives the default sort. */
  readonly sortFields: readonly Field[];
  readonly sort: ListSort<Field>;
  readonly pageSizes?: readonly number[];
  readonly pageSize?: number;
  /** The list's {@link ListQuery.countUpTo}. */
  readonly countUpTo?: number;
}

/** A complete, valid query from a caller's request and the list's defaults. */
export const listQuery = <Filter, Field extends string>(
  request: ListRequest<Filter>,
  defaults: ListDefaults<Filter, Field>,
): ListQuery<Filter, Field> => {
  const search = request.search?.trim() ?? '';
  const field = defaults.sortFields.find((known) => known === request.sortField);
  const direction: SortDirection | null =
    request.sortDirection === 'asc' || request.sortDirection === 'desc' ? request.sortDirection : null;
  const page = request.page ?? 1;
  return {
    filter: { ...defaults.filter, ...definedOnly(request.filter ?? {}) },
    search: search === '' ? null : search,
    sort: { field: field ?? defaults.sort.field, direction: direction ?? defaults.sort.direction },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: clampPageSize(request.pageSize, defaults.pageSizes, defaults.pageSize),
    ...(defaults.countUpTo === undefined ? {} : { countUpTo: defaults.countUpTo }),
  };
};

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Rows to skip before the page: what a repository passes to OFFSET. */
export const pageOffset = (query: Pick<ListQuery<unknown, string>, 'page' | 'pageSize'>): number =>
  (query.page - 1) * query.pageSize;

/** The page a repository answers for a query, from the rows it read and the total it counted. */
export const pageOf = <T>(
  items: readonly T[],
  total: number,
  query: Pick<ListQuery<unknown, string>, 'page' | 'pageSize'>,
): Page<T> => ({ items, total, page: query.page, pageSize: query.pageSize });

/**
 * The most matches a repository counts for `query` (null: count them all): the query's
 * `countUpTo`, or the rows up to the end of the asked page when that is further, so the page's own
 * rows are always counted. A repository counts up to one more; finding it, it answers
 * {@link cappedPageOf} with the limit as the total and `totalCapped`.
 */
export const countLimit = (
  query: Pick<ListQuery<unknown, string>, 'page' | 'pageSize' | 'countUpTo'>,
): number | null =>
  query.countUpTo === undefined ? null : Math.max(query.countUpTo, pageOffset(query) + query.pageSize);

/** The page for rows counted up to `limit` + 1 (see {@link countLimit}); `limit` null: an exact count. */
export const cappedPageOf = <T>(
  items: readonly T[],
  counted: number,
  limit: number | null,
  query: Pick<ListQuery<unknown, string>, 'page' | 'pageSize'>,
): Page<T> =>
  limit !== null && counted > limit
    ? { ...pageOf(items, limit, query), totalCapped: true }
    : pageOf(items, counted, query);

/**
 * The pagination block of the specs' list answers (03 §3): page, limit, totals and neighbours. A
 * capped total adds `totalCountCapped`: more than `totalCount` rows match, so there is at least one
 * page past the counted ones.
 */
export const paginationOf = (page: Page<unknown>) => {
  const totalPages = page.totalCapped
    ? Math.floor(page.total / page.pageSize) + 1
    : Math.ceil(page.total / page.pageSize);
  return {
    page: page.page,
    limit: page.pageSize,
    totalCount: page.total,
    totalPages,
    hasNextPage: page.page < totalPages,
    hasPreviousPage: page.page > 1,
    ...(page.totalCapped ? { totalCountCapped: true } : {}),
  };
};
