import { ADMIN_NO_RECENT_ACTIVITY, ADMIN_PENDING_VERIFICATIONS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failing, openAdmin, pageOf } from './open-admin.test-support';

const stats = (fields: Record<string, unknown> = {}) =>
  [
    200,
    {
      success: true,
      data: {
        totalCampgrounds: 3,
        totalOwners: 2,
        totalMembers: 1250,
        activeMemberships: 980,
        pendingVerifications: 0,
        systemHealth: 'healthy',
        ...fields,
      },
    },
  ] as [number, unknown];

const anEntry = (fields: Record<string, unknown> = {}) => ({
  id: 'a-1',
  actorId: 'u-owner',
  actorEmail: 'owner@camppass.test',
  actorName: null,
  actorRole: 'owner',
  action: 'upload-campground-logo',
  campgroundId: 'c-1',
  campgroundName: 'Pine Valley',
  subjectId: 'c-1',
  before: null,
  after: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  ...fields,
});

describe('super admin overview', () => {
  it('shows the counts, the health badge and the recent activity', async () => {
    const { server } = openAdmin('overview', {
      'admin-system-stats': () => stats(),
      'admin-recent-activity': () => [200, pageOf([anEntry()])],
    });
    const members = await screen.findByRole('group', { name: 'Total Members' });
    await waitFor(() => expect(members).toHaveTextContent('1,250'));
    expect(screen.getByRole('group', { name: 'Total Campgrounds' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Total Owners' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Active Memberships' })).toHaveTextContent('980');
    expect(screen.getByText('healthy')).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_PENDING_VERIFICATIONS)).toBeNull();
    const list = await screen.findByRole('list', { name: 'Recent Activity' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /^owner@camppass\.test uploaded Pine Valley’s logo/,
    );
    expect(screen.getByRole('link', { name: 'See all activity' })).toHaveAttribute(
      'href',
      '/super-admin-dashboard?tab=activity',
    );
    expect(server.calls.find((c) => c.name === 'admin-recent-activity')?.body).toEqual({
      page: 1,
      limit: 10,
    });
    const auth = screen.getByRole('region', { name: 'Authentication Status' });
    expect(auth).toHaveTextContent(/Emailadmin@camppass\.test/);
    expect(auth).toHaveTextContent(/Rolesuper_admin/);
    expect(auth).toHaveTextContent(/AuthenticatedYes/);
    expect(auth).toHaveTextContent(/Admin AccessYes/);
    expect(server.calls.find((c) => c.name === 'admin-system-stats')?.authorization).toBe('Bearer access-1');
  });

  it('shows pending verifications above 0, an error health badge and the empty activity', async () => {
    openAdmin('overview', {
      'admin-system-stats': () => stats({ pendingVerifications: 4, systemHealth: 'error' }),
      'admin-recent-activity': () => [200, pageOf([])],
    });
    expect(await screen.findByRole('group', { name: ADMIN_PENDING_VERIFICATIONS })).toHaveTextContent('4');
    expect(screen.getByText('error')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: ADMIN_NO_RECENT_ACTIVITY })).toBeInTheDocument();
  });

  it('says what failed and loads again with Retry, by keyboard', async () => {
    let fail = true;
    const { user } = openAdmin('overview', {
      'admin-system-stats': () => (fail ? failing() : stats()),
      'admin-recent-activity': () => [200, pageOf([])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load system stats: /);
    fail = false;
    within(alert).getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Total Members' })).toHaveTextContent('1,250'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says who changed what in the product’s words, with before and after behind a disclosure', async () => {
    const { user } = openAdmin('overview', {
      'admin-system-stats': () => stats(),
      'admin-recent-activity': () => [
        200,
        pageOf([
          anEntry({
            action: 'campground-crud',
            actorName: 'Olivia Owner',
            before: {
              campground: { name: 'Pine Valley', phone: '+1 936 555 0100', website: null, updatedAt: 'a' },
              settings: { codePrefix: 'PV' },
            },
            after: {
              campground: {
                name: 'Pine Valley',
                phone: '+1 936 555 0199',
                website: 'https://pv.test',
                updatedAt: 'b',
              },
              settings: { codePrefix: 'PV' },
            },
          }),
        ]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Recent Activity' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(/^Olivia Owner changed Pine Valley’s phone and website/);
    expect(item).not.toHaveTextContent(/campground-crud|fields changed/);
    await user.click(within(list).getByText('Before and after'));
    const table = within(list).getByRole('table', {
      name: 'Changes: Olivia Owner changed Pine Valley’s phone and website',
    });
    const row = within(table).getByRole('row', { name: /phone/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+1 936 555 0100', '+1 936 555 0199']);
    expect(within(table).getByRole('row', { name: /website/ })).toBeInTheDocument();
    expect(within(table).queryByText('Pine Valley')).toBeNull();
  });
});
