import { ADMIN_MIGRATION_NOT_APPLIED } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failing, openAdmin } from './open-admin.test-support';

const health = (status = 'healthy') =>
  [
    200,
    {
      success: true,
      data: {
        status,
        checks: [
          { name: 'database', status: 'healthy', detail: 'Reachable in 2 ms' },
          { name: 'migrations', status, detail: 'All 12 applied' },
        ],
        outboxBacklog: 0,
        oldestUnsentEmailAt: null,
        oldestPendingCheckoutAt: null,
        lastReconciliationAt: null,
        checkedAt: '2026-06-01T12:00:00.000Z',
      },
    },
  ] as [number, unknown];

const schema = [
  200,
  {
    success: true,
    data: {
      migrations: [
        { version: 1, name: 'initial', appliedAt: '2026-01-01T00:00:00.000Z' },
        { version: 2, name: 'audit_log', appliedAt: null },
      ],
      unknownVersions: [],
      tables: [
        { name: 'memberships', rows: 1000000 },
        { name: 'profiles', rows: 4 },
      ],
    },
  },
] as [number, unknown];

const claims = [
  200,
  {
    success: true,
    data: {
      userId: 'u-admin',
      email: 'admin@camppass.test',
      sessionId: 's-1',
      roles: [{ role: 'super_admin', campgroundId: null }],
      isSuperAdmin: true,
    },
  },
] as [number, unknown];

describe('super admin system', () => {
  it('shows the health checks, the migrations, the row counts and the caller’s claims', async () => {
    openAdmin('system', {
      'admin-system-health': () => health('warning'),
      'admin-system-schema': () => schema,
      'admin-token-claims': () => claims,
    });
    const checks = await screen.findByRole('list', { name: 'Health Checks' });
    expect(within(checks).getByRole('listitem', { name: 'database: healthy' })).toHaveTextContent(
      'Reachable in 2 ms',
    );
    expect(within(checks).getByRole('listitem', { name: 'migrations: warning' })).toBeInTheDocument();
    expect(screen.getByText('System Health: warning')).toBeInTheDocument();

    const migrations = await screen.findByRole('grid', { name: 'Migrations' });
    expect(within(migrations).getByRole('row', { name: /audit_log/ })).toHaveTextContent(
      ADMIN_MIGRATION_NOT_APPLIED,
    );
    const tables = screen.getByRole('grid', { name: 'Table Row Counts' });
    expect(within(tables).getByRole('row', { name: /memberships/ })).toHaveTextContent('1,000,000');

    await waitFor(() => expect(screen.getByText('admin@camppass.test')).toBeInTheDocument());
    expect(screen.getByText('super_admin')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });

  it('shows each failure with its own Retry while the other panels still load', async () => {
    let fail = true;
    const { user } = openAdmin('system', {
      'admin-system-health': () => (fail ? failing() : health()),
      'admin-system-schema': () => schema,
      'admin-token-claims': () => [403, { success: false, error: 'Forbidden', code: 'FORBIDDEN' }],
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [healthAlert, claimsAlert] = screen.getAllByRole('alert');
    expect(healthAlert).toHaveTextContent(/^Failed to load system health: /);
    expect(claimsAlert).toHaveTextContent(/^Failed to load token claims: /);
    expect(await screen.findByRole('grid', { name: 'Migrations' })).toBeInTheDocument();

    fail = false;
    await user.click(within(healthAlert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'database: healthy' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
