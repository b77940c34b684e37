import type { AdminUserView } from '@camppass/client';
import {
  ADMIN_NO_USERS_FOUND,
  ADMIN_NO_USERS_MATCH,
  ADMIN_PAGE_SIZE,
  ADMIN_USERS_SEARCH,
  ADMIN_USERS_TITLE,
  SEARCH_DEBOUNCE_MS,
} from '@camppass/domain';
import {
  Badge,
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
import { useState } from 'react';
import { AdminLoadError } from './AdminLoadError';
import { useAdminUsers } from './admin-queries';
import { useDebounced } from './use-debounced';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Every account with its roles; search (debounced) and paging happen on the server. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ page, search: settled });
  const rows = users.data?.data ?? [];
  const total = users.data?.pagination.totalCount ?? 0;

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <h2>{ADMIN_USERS_TITLE}</h2>
        <SearchField
          label="Search users"
          placeholder={ADMIN_USERS_SEARCH}
          value={search}
          onChange={onSearch}
        />
      </div>
      {users.error ? (
        <AdminLoadError what="users" error={users.error} onRetry={users.retry} />
      ) : (
        <div className="admin-scroll">
          <Table aria-label={ADMIN_USERS_TITLE} aria-busy={users.loading || undefined}>
            <TableHeader>
              <Column id="name" isRowHeader>
                Name
              </Column>
              <Column id="email">Email</Column>
              <Column id="roles">Roles</Column>
              <Column id="created">Created</Column>
            </TableHeader>
            <TableBody<AdminUserView>
              items={users.loading ? [] : rows}
              renderEmptyState={() =>
                users.loading ? (
                  <Skeleton lines={3} />
                ) : (
                  <EmptyState
                    title={ADMIN_NO_USERS_FOUND}
                    description={settled ? ADMIN_NO_USERS_MATCH : undefined}
                  />
                )
              }
            >
              {(account) => (
                <Row id={account.id}>
                  <Cell>{account.name || account.email}</Cell>
                  <Cell>{account.email}</Cell>
                  <Cell>
                    {account.roles.length === 0
                      ? '—'
                      : account.roles.map((held) => (
                          <Badge key={`${held.role}-${held.campgroundId ?? ''}`} status={held.role}>
                            {held.role}
                          </Badge>
                        ))}
                  </Cell>
                  <Cell>{day(account.createdAt)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {!users.error && total > 0 && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          totalCount={total}
          onPageChange={setPage}
          isDisabled={users.loading}
        />
      )}
    </div>
  );
}
