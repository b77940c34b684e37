import { ACCESS_REQUIRED, GO_TO_HOME_LABEL } from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, anOwner, aUser, fakeServer, renderPortal, someTokens } from '../testing/render-portal';

const profile = (user: ReturnType<typeof aUser>) =>
  fakeServer({ 'get-user-profile': () => [200, { success: true, user }] });

describe('route gating (01 §2)', () => {
  it.each([
    ['/member-dashboard', '/member-login'],
    ['/owner-dashboard', '/owner-login'],
    ['/super-admin-dashboard', '/admin-login'],
  ])('sends a visitor of %s to %s', async (path, login) => {
    const { location } = renderPortal(path);
    await waitFor(() => expect(location().pathname).toBe(login));
  });

  it('keeps the original location and returns to it after signing in', async () => {
    const owner = anOwner();
    const server = fakeServer({
      'auth-login': () => [200, { success: true, user: owner, tokens: someTokens() }],
      'get-user-profile': () => [200, { success: true, user: owner }],
    });
    const { user, location } = renderPortal('/owner-dashboard?tab=members', { fetch: server.fetch });
    await waitFor(() => expect(location().pathname).toBe('/owner-login'));
    await user.type(await screen.findByLabelText('Email'), 'owner@camppass.test');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(`${location().pathname}${location().search}`).toBe('/owner-dashboard?tab=members'),
    );
    expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
  });

  it('sends a member on the owner dashboard to the member dashboard', async () => {
    const member = aUser();
    const { location } = renderPortal('/owner-dashboard', {
      fetch: profile(member).fetch,
      session: { user: member, tokens: someTokens() },
    });
    await waitFor(() => expect(location().pathname).toBe('/member-dashboard'));
  });

  it('lets an owner into member areas (01 §6)', async () => {
    const owner = anOwner();
    const { location } = renderPortal('/member-dashboard', {
      fetch: profile(owner).fetch,
      session: { user: owner, tokens: someTokens() },
    });
    expect(await screen.findByRole('navigation', { name: 'Member Dashboard sections' })).toBeInTheDocument();
    expect(location().pathname).toBe('/member-dashboard');
  });

  it.each([aUser(), anOwner()])(
    'shows Acceso Requerido to $role on the super admin dashboard',
    async (user) => {
      const { location } = renderPortal('/super-admin-dashboard', {
        fetch: profile(user).fetch,
        session: { user, tokens: someTokens() },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: ACCESS_REQUIRED.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(ACCESS_REQUIRED.developerHint)).toBeInTheDocument();
      expect(location().pathname).toBe('/super-admin-dashboard');
      // Spanish words are marked Spanish, the tab's title with them.
      // The page marks them in an effect after it paints, so wait for it.
      await waitFor(() => {
        expect(document.documentElement.lang).toBe('es');
        expect(document.title).toContain(ACCESS_REQUIRED.title);
      });
      expect(screen.getByRole('link', { name: GO_TO_HOME_LABEL }).closest('[lang]')).toHaveAttribute(
        'lang',
        'en',
      );
    },
  );

  it('redirects /login to / and /super-admin to the super admin dashboard', async () => {
    const first = renderPortal('/login');
    await waitFor(() => expect(first.location().pathname).toBe('/'));
    first.unmount();
    const admin = anAdmin();
    const second = renderPortal('/super-admin', {
      fetch: profile(admin).fetch,
      session: { user: admin, tokens: someTokens() },
    });
    await waitFor(() => expect(second.location().pathname).toBe('/super-admin-dashboard'));
    expect(await screen.findByText('Super Admin')).toBeInTheDocument();
  });

  it('restores a stored session whose token has expired by refreshing it', async () => {
    const member = aUser();
    const server = fakeServer({
      'auth-refresh': () => [200, { success: true, tokens: someTokens() }],
      'get-user-profile': () => [200, { success: true, user: member }],
    });
    const { location } = renderPortal('/member-dashboard', {
      fetch: server.fetch,
      session: { user: member, tokens: someTokens('2000-01-01T00:00:00.000Z') },
    });
    expect(await screen.findByRole('navigation', { name: 'Member Dashboard sections' })).toBeInTheDocument();
    expect(location().pathname).toBe('/member-dashboard');
    expect(server.calls[0]).toMatchObject({ name: 'auth-refresh', body: { refreshToken: 'refresh-1' } });
  });

  it('treats an expired session that cannot be refreshed as signed out', async () => {
    const server = fakeServer({
      'auth-refresh': () => [401, { success: false, error: 'Expired', code: 'UNAUTHORIZED' }],
    });
    const { location } = renderPortal('/member-dashboard', {
      fetch: server.fetch,
      session: { user: aUser(), tokens: someTokens('2000-01-01T00:00:00.000Z') },
    });
    await waitFor(() => expect(location().pathname).toBe('/member-login'));
    expect(window.localStorage.getItem('camppass.tokens')).toBeNull();
  });
});
