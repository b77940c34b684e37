import type { OwnerCampground } from '@camppass/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../../../App';
import { AreaQueries } from '../../../shared/AreaQueries';
import { AuthProvider } from '../../../shared/auth/AuthProvider';
import { createQueryClient } from '../../../shared/query-client';
import { anOwner, fakeServer, someTokens, TEST_CONFIG } from '../../../shared/testing/render-portal';
import { type OwnerArea, OwnerAreaContext } from '../owner-area';

/** A campground of the owner shell's list, with the fields a tab reads. */
export const anOwnerCampground = (fields: Partial<OwnerCampground> = {}): OwnerCampground =>
  ({
    id: 'c-1',
    name: 'Pine Valley',
    slug: 'pine-valley',
    status: 'active',
    caller_role: 'owner',
    ...fields,
  }) as OwnerCampground;

/** The shell's context as a tab sees it, with the given campgrounds and nothing else wired. */
export const anOwnerArea = (fields: Partial<OwnerArea> = {}): OwnerArea => ({
  campgrounds: [anOwnerCampground()],
  selectedCampgroundId: null,
  selectCampground: () => {},
  goTo: () => {},
  canManage: () => true,
  refresh: async () => {},
  ...fields,
});

/**
 * One owner tab inside the portal's providers (signed-in owner, query cache, the owner shell's
 * context given as `area`), over a fake server of the given functions.
 */
export function renderOwnerTab(
  tab: ReactNode,
  handlers: Parameters<typeof fakeServer>[0],
  area: OwnerArea = anOwnerArea(),
  options: { readonly fakeTimers?: boolean } = {},
) {
  const owner = anOwner();
  const server = fakeServer({ 'get-user-profile': () => [200, { success: true, user: owner }], ...handlers });
  window.localStorage.setItem('camppass.user', JSON.stringify(owner));
  window.localStorage.setItem('camppass.tokens', JSON.stringify(someTokens()));
  const router = createMemoryRouter(
    [
      {
        path: '/owner-dashboard',
        element: (
          <AuthProvider fetch={server.fetch}>
            <AreaQueries>
              <OwnerAreaContext.Provider value={area}>{tab}</OwnerAreaContext.Provider>
            </AreaQueries>
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: ['/owner-dashboard'] },
  );
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <App
      router={router as unknown as Parameters<typeof App>[0]['router']}
      config={TEST_CONFIG}
      queryClient={createQueryClient()}
    />,
  );
  return { ...view, server, user };
}
