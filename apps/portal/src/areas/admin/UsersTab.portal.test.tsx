import { ADMIN_NO_USERS_FOUND, ADMIN_NO_USERS_MATCH } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failing, openAdmin, pageOf } from './open-admin.test-support';

const anAccount = (n: number, role = 'member') => ({
  id: `u-${n}`,
  email: `user${n}@camppass.test`,
  name: `User ${n}`,
  firstName: 'User',
  lastName: String(n),
  phone: null,
  status: 'active',
  roles: [{ role, campgroundId: role === 'owner' ? 'c-1' : null }],
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});

type UsersBody = { page: number; limit: number; search?: string };

describe('super admin users', () => {
  it('lists every account with its roles and pages on the server', async () => {
    const { user, server } = openAdmin('users', {
      'admin-users': (body) => {
        const { page } = body as UsersBody;
        const rows = page === 1 ? [anAccount(1, 'super_admin'), anAccount(2, 'owner')] : [anAccount(51)];
        return [200, pageOf(rows, page, 50, 51)];
      },
    });
    const table = await screen.findByRole('grid', { name: 'All Users' });
    const row = await within(table).findByRole('row', { name: /User 2/ });
    expect(row).toHaveTextContent(/user2@camppass\.test.*owner/);
    expect(within(table).getByRole('row', { name: /User 1/ })).toHaveTextContent('super_admin');
    expect(screen.getByText('Showing 1 to 50 of 51')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('row', { name: /User 51/ })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'admin-users').map((c) => c.body)).toEqual([
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ]);
  });

  it('searches on the server once typing stops, from page 1, and says when nothing matches', async () => {
    const { user, server } = openAdmin('users', {
      'admin-users': (body) => {
        const { search, page } = body as UsersBody;
        return [200, search ? pageOf([], page) : pageOf([anAccount(1)], page)];
      },
    });
    await screen.findByRole('row', { name: /User 1/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByRole('heading', { name: ADMIN_NO_USERS_FOUND })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_NO_USERS_MATCH)).toBeInTheDocument();
    const searches = server.calls.filter((c) => c.name === 'admin-users').map((c) => c.body);
    expect(searches.at(-1)).toEqual({ page: 1, limit: 50, search: 'nobody' });
    // One call before typing and one after it settled, not one per key.
    expect(searches.length).toBeLessThan('nobody'.length);
  });

  it('says what failed and loads again with Retry', async () => {
    let fail = true;
    const { user } = openAdmin('users', {
      'admin-users': () => (fail ? failing() : [200, pageOf([anAccount(1)])]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load users: /);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /User 1/ })).toBeInTheDocument());
  });
});
