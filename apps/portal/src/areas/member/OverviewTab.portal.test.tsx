import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDashboard, aMembership, demoMemberships } from './testing/member-data';

const member = aUser();
const serverWith = (dashboard: () => [number, unknown] | 'network') =>
  fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'get-member-dashboard': dashboard,
  });
const open = (server: ReturnType<typeof fakeServer>) =>
  renderPortal('/member-dashboard', { fetch: server.fetch, session: { user: member, tokens: someTokens() } });

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/^\d+$/).textContent;

describe('member overview (02 §2)', () => {
  it('shows the four stat cards, the active memberships and the expiring-soon panel', async () => {
    const server = serverWith(() => [200, aDashboard(demoMemberships())]);
    open(server);
    expect(await screen.findByRole('group', { name: 'Total Memberships' })).toBeInTheDocument();
    expect(statValue('Total Memberships')).toBe('4');
    expect(statValue('Active Memberships')).toBe('2');
    expect(statValue('Expiring Soon')).toBe('1');
    expect(statValue('Expired Memberships')).toBe('2');

    const active = screen.getByRole('region', { name: 'Active Memberships' });
    expect(within(active).getByText('Annual')).toBeInTheDocument();
    expect(within(active).getByText('Weekly')).toBeInTheDocument();
    expect(within(active).queryByText('Weekend')).toBeNull();
    const expiring = screen.getByRole('region', { name: 'Expiring Soon' });
    expect(within(expiring).getByText('Weekly')).toBeInTheDocument();
    expect(within(expiring).getByText('3 days left')).toBeInTheDocument();
    expect(within(expiring).queryByText('Annual')).toBeNull();
    expect(within(expiring).getByText('End Date: 11/28/2026')).toBeInTheDocument();
    expect(screen.queryByText(/more$/)).toBeNull();
    expect(server.calls.find((c) => c.name === 'get-member-dashboard')?.authorization).toBe(
      'Bearer access-1',
    );
  });

  it('lists the first 5 active memberships and +N more for the rest', async () => {
    const seven = Array.from({ length: 7 }, (_, i) =>
      aMembership({ id: `m${i}`, membershipTypeName: `Plan ${i}` }),
    );
    open(serverWith(() => [200, aDashboard(seven)]));
    expect(await screen.findByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('Plan 4')).toBeInTheDocument();
    expect(screen.queryByText('Plan 5')).toBeNull();
    expect(screen.getByText('No memberships expire in the next 7 days.')).toBeInTheDocument();
  });

  it('says when nothing is active', async () => {
    open(serverWith(() => [200, aDashboard([])]));
    expect(await screen.findByText('You have no active memberships.')).toBeInTheDocument();
    expect(statValue('Total Memberships')).toBe('0');
  });

  it('shows a failed load with Try Again, which asks again', async () => {
    let fail = true;
    const server = serverWith(() => (fail ? 'network' : [200, aDashboard(demoMemberships())]));
    const { user } = open(server);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Total Memberships' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'get-member-dashboard')).toHaveLength(2);
  });
});
