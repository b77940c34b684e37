import type { OwnerCampground } from '@camppass/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../../shared/auth/AuthProvider';
import { createQueryClient } from '../../shared/query-client';
import { anOwner, fakeServer, someTokens } from '../../shared/testing/render-portal';
import { type OwnerArea, OwnerAreaContext } from './owner-area';

/** A campground of the owner shell's list, in the fields of 03 §3. */
export const anOwnerCampground = (
  id: string,
  name: string,
  fields: Partial<OwnerCampground> = {},
): OwnerCampground =>
  ({
    id,
    name,
    slug: id,
    description: null,
    address: 'No address',
    city: null,
    state: null,
    zip_code: null,
    phone: null,
    email: null,
    website: null,
    booking_url: null,
    status: 'active',
    adult_only: false,
    military_discount_enabled: false,
    military_discount_percentage: 15,
    operating_season_start: null,
    operating_season_end: null,
    branding_logo_url: null,
    branding_primary_color: '#3B82F6',
    branding_secondary_color: '#64748B',
    branding_text_color: '#FFFFFF',
    owner_id: 'u-owner',
    created_at: '2026-01-02T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
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
