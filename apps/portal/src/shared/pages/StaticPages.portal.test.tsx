import { GENERIC_ERROR_TITLE } from '@camppass/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../config/RuntimeConfigContext';
import { renderPortal, TEST_CONFIG } from '../testing/render-portal';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Boom(): never {
  throw new Error('kaboom');
}

describe('static pages', () => {
  it('privacy states the retention and answer figures of 04 §2', async () => {
    renderPortal('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/duration of your membership plus 3 years/)).toBeInTheDocument();
    expect(screen.getByText(/within 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('contact shows the support address and Back returns to the previous page', async () => {
    const { user, location } = renderPortal('/owner-login');
    await screen.findByRole('heading', { level: 1, name: 'Owner Login' });
    await user.click(screen.getByRole('link', { name: 'Contact Support' }));
    expect(await screen.findByRole('link', { name: 'help@camppass.test' })).toHaveAttribute(
      'href',
      'mailto:help@camppass.test',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().pathname).toBe('/owner-login'));
  });

  it('terms give 30 days notice and link to privacy', async () => {
    renderPortal('/terms');
    expect(await screen.findByText(/30 days notice/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it.each(['/404', '/no/such/page'])(
    '%s is the not-found page with Go to Home, Go Back and the support address',
    async (path) => {
      const { user, location } = renderPortal(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'help@camppass.test' })).toHaveAttribute(
        'href',
        'mailto:help@camppass.test',
      );
      await user.click(screen.getByRole('button', { name: 'Go Back' }));
      await waitFor(() => expect(location().pathname).toBe('/'));
      await user.click(await screen.findByRole('link', { name: 'Owner login' }));
      await user.click(await screen.findByRole('link', { name: 'Contact Support' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact Support' })).toBeInTheDocument();
    },
  );

  it('the error boundary shows Something went wrong with details, Reload page and Go to Home', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <Boom />
          </RouteErrorBoundary>
        ),
      },
    ]);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign: vi.fn() });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RuntimeConfigProvider config={TEST_CONFIG}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: GENERIC_ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
