import type { AdminUserView } from '@camppass/client';
import { ADMIN_NO_USERS_FOUND, ADMIN_USERS_TITLE } from '@camppass/domain';
import { Badge } from '@camppass/ui';
import { AdminSearchList } from './AdminSearchList';
import { useAdminUsers } from './admin-queries';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Every account with its roles; search (debounced) and paging happen on the server. */
export function UsersTab() {
  return (
    <div className="admin-tab">
      <AdminSearchList<AdminUserView>
        title={ADMIN_USERS_TITLE}
        what="users"
        emptyTitle={ADMIN_NO_USERS_FOUND}
        useRows={useAdminUsers}
        columns={['Name', 'Email', 'Roles', 'Created']}
        cells={(account) => ({
          Name: account.name || account.email,
          Email: account.email,
          Roles:
            account.roles.length === 0
              ? '—'
              : account.roles.map((held) => (
                  <Badge key={`${held.role}-${held.campgroundId ?? ''}`} tone="info">
                    {held.role}
                  </Badge>
                )),
          Created: day(account.createdAt),
        })}
      />
    </div>
  );
}
