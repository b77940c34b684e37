import type { Pagination as PageInfo } from '@camppass/client';
import { ADMIN_NO_USERS_MATCH, ADMIN_PAGE_SIZE, ADMIN_USERS_SEARCH } from '@camppass/domain';
import {
  Cell,
  Column,
  EmptyState,
  Pagination,
  Row,
  SearchField,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@camppass/ui';
import { type ReactNode, useState } from 'react';
import type { FunctionQuery } from '../../shared/function-query';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../shared/use-debounced';
import { AdminLoadError } from './AdminLoadError';
import type { UsersPageInput } from './admin-queries';

type Page<T> = { readonly data: T[]; readonly pagination: PageInfo };

/**
 * An admin list searched and paged on the server (debounced search from page 1): heading and
 * search, the load failure with Retry, the table with its loading and empty states, and paging.
 * On a phone each row shows as a card, every cell under its column's name (admin.css), and keeps
 * its table roles for screen readers.
 */
export function AdminSearchList<T extends { readonly id: string }, C extends string = string>({
  title,
  what,
  emptyTitle,
  useRows,
  columns,
  cells,
  filters,
  filter = '',
  children,
}: {
  readonly title: string;
  /** 'Failed to load {what}: ...' */
  readonly what: string;
  readonly emptyTitle: string;
  readonly useRows: (input: UsersPageInput) => FunctionQuery<Page<T>>;
  /** The column headings; the first one names each row. */
  readonly columns: readonly C[];
  /** One row's cell contents, by column. */
  readonly cells: (item: T) => Readonly<Record<C, ReactNode>>;
  /** More controls beside the search (a status filter). */
  readonly filters?: ReactNode;
  /** The filters' value, given to `useRows`; when it changes, paging starts again from page 1. */
  readonly filter?: string;
  /** Shown under the toolbar (an action's feedback). */
  readonly children?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, filter });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, filter });
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useRows({ page, search: settled, filter });
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.totalCount ?? 0;

  return (
    <>
      <div className="admin-toolbar">
        <h2>{title}</h2>
        <div className="admin-filters">
          <SearchField
            label={`Search ${what}`}
            placeholder={ADMIN_USERS_SEARCH}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {filters}
        </div>
      </div>
      {children}
      {list.error ? (
        <AdminLoadError what={what} error={list.error} onRetry={list.retry} />
      ) : (
        <div className="admin-scroll admin-cards">
          <Table aria-label={title} aria-busy={list.loading || undefined}>
            <TableHeader>
              {columns.map((column, index) => (
                <Column key={column} id={column} isRowHeader={index === 0}>
                  {column}
                </Column>
              ))}
            </TableHeader>
            <TableBody<T>
              items={list.loading ? [] : rows}
              renderEmptyState={() =>
                list.loading ? (
                  <Skeleton lines={3} />
                ) : (
                  <EmptyState title={emptyTitle} description={settled ? ADMIN_NO_USERS_MATCH : undefined} />
                )
              }
            >
              {(item) => {
                const content = cells(item);
                return (
                  <Row id={item.id}>
                    {columns.map((column) => (
                      <Cell key={column} data-label={column}>
                        {content[column]}
                      </Cell>
                    ))}
                  </Row>
                );
              }}
            </TableBody>
          </Table>
        </div>
      )}
      {!list.error && total > 0 && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          totalCount={total}
          totalCapped={list.data?.pagination.totalCountCapped === true}
          onPageChange={setPage}
          isDisabled={list.loading}
        />
      )}
    </>
  );
}
