import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, anOwner, aUser, fakeServer, renderPortal, someTokens } from '../testing/render-portal';

const unauthorized = [401, { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' }] as [
  number,
  unknown,
];

/** The owner shell's data: no campgrounds yet. */
const noCampgrounds = () =>
  [
    200,
    {
      success: true,
      data: {
        campgrounds: [],
        stats: {
          totalCampgrounds: 0,
          totalMemberships: 0,
          activeMemberships: 0,
          expiringMemberships: 0,
          totalRevenue: 0,
        },
      },
    },
  ] as [number, unknown];

describe('dashboards', () => {
  it('the owner dashboard greets the owner, lists the eight tabs and logs out to /owner-login even when the call fails', async () => {
    const owner = anOwner();
    const server = fakeServer({
      'get-user-profile': () => [200, { success: true, user: owner }],
      'owner-campgrounds': noCampgrounds,
      'auth-logout': () => 'network',
    });
    const { user, location } = renderPortal('/owner-dashboard', {
      fetch: server.fetch,
      session: { user: owner, tokens: someTokens() },
    });
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(/Owner Dashboard.*Welcome back! Olivia Owner/);
    const nav = screen.getByRole('navigation', { name: 'Owner Dashboard sections' });
    expect(Array.from(nav.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Home',
      'My Campground',
      'Settings',
      'Members',
      'Membership Types',
      'Public Page',
      'Document Verification',
      'Check in',
    ]);
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Members' }));
    await waitFor(() => expect(location().search).toBe('?tab=members'));
    expect((await screen.findAllByRole('region', { name: 'Members' })).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/owner-login'));
    expect(window.localStorage.getItem('camppass.user')).toBeNull();
    expect(server.calls.find((c) => c.name === 'auth-logout')?.authorization).toBe('Bearer access-1');
  });

  it('falls back to the first tab for an unknown one', async () => {
    const owner = anOwner();
    renderPortal('/owner-dashboard?tab=nope', {
      fetch: fakeServer({
        'get-user-profile': () => [200, { success: true, user: owner }],
        'owner-campgrounds': noCampgrounds,
      }).fetch,
      session: { user: owner, tokens: someTokens() },
    });
    expect(await screen.findByRole('region', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('a member logs out to /login, which leads to the member login at /', async () => {
    const member = aUser();
    const server = fakeServer({
      'get-user-profile': () => [200, { success: true, user: member }],
      'auth-logout': () => [200, { success: true }],
    });
    const { user, location } = renderPortal('/member-dashboard', {
      fetch: server.fetch,
      session: { user: member, tokens: someTokens() },
    });
    const nav = await screen.findByRole('navigation', { name: 'Member Dashboard sections' });
    expect(Array.from(nav.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Overview',
      'My Memberships',
      'Payments',
      'Profile',
    ]);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
  });

  it('the super admin dashboard has the eight admin tabs and the Super Admin badge', async () => {
    const admin = anAdmin();
    renderPortal('/super-admin-dashboard', {
      fetch: fakeServer({ 'get-user-profile': () => [200, { success: true, user: admin }] }).fetch,
      session: { user: admin, tokens: someTokens() },
    });
    expect(await screen.findByText('Avery Admin')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(/Super Admin.*Welcome, Avery Admin/);
    const nav = screen.getByRole('navigation', { name: 'Super Admin Dashboard sections' });
    expect(Array.from(nav.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Overview',
      'Activity',
      'Campgrounds',
      'Logo Management',
      'Owners Management',
      'Members',
      'Users',
      'System',
    ]);
  });

  it('a revoked session (401 on the profile call, refresh refused) logs the member out to /', async () => {
    const server = fakeServer({ 'get-user-profile': () => unauthorized, 'auth-refresh': () => unauthorized });
    const { location } = renderPortal('/member-dashboard', {
      fetch: server.fetch,
      session: { user: aUser(), tokens: someTokens() },
    });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('camppass.user')).toBeNull();
  });
});
