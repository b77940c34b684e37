import type { Pagination as PageInfo } from '@camppass/client';
import {
  ADMIN_NO_USERS_MATCH,
  ADMIN_PAGE_SIZE,
  ADMIN_USERS_SEARCH,
  SEARCH_DEBOUNCE_MS,
} from '@camppass/domain';
import { EmptyState, Pagination, SearchField, Skeleton, Table, TableBody } from '@camppass/ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import type { FunctionQuery } from '../../shared/function-query';
import { useDebounced } from '../../shared/use-debounced';
import { AdminLoadError } from './AdminLoadError';
import type { UsersPageInput } from './admin-queries';

type Page<T> = { readonly data: T[]; readonly pagination: PageInfo };

/**
 * An admin list searched and paged on the server (debounced search from page 1): heading and
 * search, the load failure with Retry, the table with its loading and empty states, and paging.
 */
export function AdminSearchList<T extends { readonly id: string }>({
  title,
  what,
  emptyTitle,
  useRows,
  header,
  row,
  children,
}: {
  readonly title: string;
  /** 'Failed to load {what}: ...' */
  readonly what: string;
  readonly emptyTitle: string;
  readonly useRows: (input: UsersPageInput) => FunctionQuery<Page<T>>;
  readonly header: ReactElement;
  readonly row: (item: T) => ReactElement;
  /** Shown under the toolbar (an action's feedback). */
  readonly children?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useRows({ page, search: settled });
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.totalCount ?? 0;

  return (
    <>
      <div className="admin-toolbar">
        <h2>{title}</h2>
        <SearchField
          label={`Search ${what}`}
          placeholder={ADMIN_USERS_SEARCH}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      {children}
      {list.error ? (
        <AdminLoadError what={what} error={list.error} onRetry={list.retry} />
      ) : (
        <div className="admin-scroll">
          <Table aria-label={title} aria-busy={list.loading || undefined}>
            {header}
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
              {row}
            </TableBody>
          </Table>
        </div>
      )}
      {!list.error && total > 0 && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          totalCount={total}
          onPageChange={setPage}
          isDisabled={list.loading}
        />
      )}
    </>
  );
}
