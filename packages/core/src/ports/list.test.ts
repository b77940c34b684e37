import { describe, expect, it } from 'vitest';
import { cappedPageOf, clampPageSize, countLimit, listQuery, pageOf, pageOffset, paginationOf } from './list';

type MemberFilter = { campgroundId: string | null; status: 'all' | 'active' | 'expired' };
const MEMBER_LIST = {
  filter: { campgroundId: null, status: 'all' },
  sortFields: ['createdAt', 'name', 'endDate'],
  sort: { field: 'createdAt', direction: 'desc' },
} as const satisfies Parameters<typeof listQuery<MemberFilter, 'createdAt' | 'name' | 'endDate'>>[1];

describe('clampPageSize', () => {
  it('keeps the sizes a list offers and rounds anything else up to the next one, at most 100', () => {
    expect([10, 20, 50, 100].map((size) => clampPageSize(size))).toEqual([10, 20, 50, 100]);
    expect([1, 11, 21, 51, 101, 10_000].map((size) => clampPageSize(size))).toEqual([
      10, 20, 50, 100, 100, 100,
    ]);
  });

  it('gives the default of 10 for nothing, zero, negatives and non-numbers', () => {
    expect(
      [undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY].map((size) => clampPageSize(size)),
    ).toEqual([10, 10, 10, 10, 10, 10]);
    expect(clampPageSize(undefined, [25, 50], 50)).toBe(50);
    expect(clampPageSize(30, [50, 25])).toBe(50);
  });
});

describe('listQuery', () => {
  it('fills every part from the defaults when the caller sends nothing', () => {
    expect(listQuery<MemberFilter, 'createdAt' | 'name' | 'endDate'>({}, MEMBER_LIST)).toEqual({
      filter: { campgroundId: null, status: 'all' },
      search: null,
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
      pageSize: 10,
    });
  });

  it('trims the search, keeps known sort fields and directions, and merges the filter', () => {
    const query = listQuery<MemberFilter, 'createdAt' | 'name' | 'endDate'>(
      {
        filter: { status: 'active', campgroundId: undefined },
        search: '  Avery ',
        sortField: 'name',
        sortDirection: 'asc',
        page: 3,
        pageSize: 50,
      },
      MEMBER_LIST,
    );
    expect(query).toEqual({
      filter: { campgroundId: null, status: 'active' },
      search: 'Avery',
      sort: { field: 'name', direction: 'asc' },
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back for an unknown sort field, a blank search and a page that is not a positive whole number', () => {
    const query = listQuery<MemberFilter, 'createdAt' | 'name' | 'endDate'>(
      { search: '   ', sortField: 'password_hash', sortDirection: 'sideways', page: 0, pageSize: 7 },
      MEMBER_LIST,
    );
    expect(query).toMatchObject({
      search: null,
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
      pageSize: 10,
    });
    expect(listQuery({ page: 2.5 }, MEMBER_LIST).page).toBe(1);
    expect(listQuery({ sortDirection: 'asc' }, MEMBER_LIST).sort).toEqual({
      field: 'createdAt',
      direction: 'asc',
    });
  });
});

describe('pages', () => {
  it('skips the rows of the earlier pages and reports the specs pagination block', () => {
    expect(pageOffset({ page: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);

    const middle = pageOf(['k', 'l'], 45, { page: 2, pageSize: 20 });
    expect(middle).toEqual({ items: ['k', 'l'], total: 45, page: 2, pageSize: 20 });
    expect(paginationOf(middle)).toEqual({
      page: 2,
      limit: 20,
      totalCount: 45,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect(paginationOf(pageOf([], 0, { page: 1, pageSize: 10 }))).toMatchObject({
      totalPages: 0,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });

  it('counts a capped list up to its limit or the end of the asked page, and then says more than', () => {
    const query = (page: number, countUpTo?: number) =>
      listQuery<Record<string, never>, 'createdAt'>(
        { page, pageSize: 50 },
        { filter: {}, sortFields: ['createdAt'], sort: { field: 'createdAt', direction: 'desc' }, countUpTo },
      );
    expect(countLimit(query(1))).toBeNull();
    expect(countLimit(query(1, 1000))).toBe(1000);
    expect(countLimit(query(30, 1000))).toBe(1500);

    expect(cappedPageOf(['a'], 1000, 1000, query(1, 1000))).toEqual(pageOf(['a'], 1000, query(1)));
    const capped = cappedPageOf(['a'], 1001, 1000, query(20, 1000));
    expect(capped).toMatchObject({ total: 1000, totalCapped: true });
    expect(paginationOf(capped)).toEqual({
      page: 20,
      limit: 50,
      totalCount: 1000,
      totalPages: 21,
      hasNextPage: true,
      hasPreviousPage: true,
      totalCountCapped: true,
    });
    expect(cappedPageOf([], 5000, null, query(1))).toEqual(pageOf([], 5000, query(1)));
  });
});
