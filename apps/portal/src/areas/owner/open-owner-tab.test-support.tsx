import type { OwnerCampground } from '@camppass/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../../shared/auth/AuthProvider';
import { createQueryClient } from '../../shared/query-client';
import { campgroundFields } from '../../shared/testing/campground-data';
import { anOwner, fakeServer, someTokens } from '../../shared/testing/render-portal';
import { type OwnerArea, OwnerAreaContext } from './owner-area';

/** A campground of the owner shell's list, in the fields of 03 §3. */
export const anOwnerCampground = (
  id: string,
  name: string,
  fields: Partial<OwnerCampground> = {},
): OwnerCampground =>
  ({
    ...campgroundFields(id, name),
    owner_id: 'u-owner',
    public_page_available: true,
    caller_role: 'owner',
    ...fields,
  }) as OwnerCampground;

/**
 * A tab of the owner dashboard inside the shell's context (its campgrounds, selection and rights),
 * signed in as the owner, its calls answered by the given handlers.
 */
export function openOwnerTab(
  tab: ReactElement,
  handlers: Parameters<typeof fakeServer>[0],
  area: Partial<OwnerArea> & { readonly campgrounds: readonly OwnerCampground[] },
) {
  const owner = anOwner();
  window.localStorage.setItem('camppass.user', JSON.stringify(owner));
  window.localStorage.setItem('camppass.tokens', JSON.stringify(someTokens()));
  const server = fakeServer({ 'get-user-profile': () => [200, { success: true, user: owner }], ...handlers });
  const selected: string[] = [];
  const value: OwnerArea = {
    selectedCampgroundId: area.campgrounds[0]?.id ?? null,
    selectCampground: (id) => selected.push(id),
    goTo: () => undefined,
    canManage: (id) => area.campgrounds.find((c) => c.id === id)?.caller_role !== 'staff',
    refresh: async () => undefined,
    ...area,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthProvider fetch={server.fetch}>
            <QueryClientProvider client={createQueryClient()}>
              <OwnerAreaContext.Provider value={value}>{tab}</OwnerAreaContext.Provider>
            </QueryClientProvider>
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, user, server, selected };
}
