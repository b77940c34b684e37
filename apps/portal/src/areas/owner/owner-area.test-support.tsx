import type { OwnerCampground, OwnerStats } from '@camppass/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../shared/auth/AuthProvider';
import { createQueryClient } from '../../shared/query-client';
import { aCampground } from '../../shared/testing/campground-data';
import { anOwner, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { type OwnerArea, OwnerAreaContext } from './owner-area';
import { anEnabledPayoutAccount, payoutAccountAnswer } from './payouts.test-support';

/** A campground as owner-campgrounds answers it. */
export const anOwnerCampground = (fields: Partial<OwnerCampground> = {}): OwnerCampground => ({
  ...aCampground({
    id: 'c-1',
    city: 'Bend',
    state: 'OR',
    email: 'office@pinevalley.test',
    public_page_title: 'Join Pine Valley',
    public_page_description: 'Members camp for less.',
    branding_primary_color: '#3B82F6',
  }),
  owner_id: 'u-owner',
  created_at: '2026-01-15T12:00:00.000Z',
  updated_at: '2026-05-01T12:00:00.000Z',
  public_page_available: true,
  caller_role: 'owner',
  ready_to_sell: { membership_type: true, logo: true, terms: true },
  ...fields,
});

export const someOwnerStats = (fields: Partial<OwnerStats> = {}): OwnerStats => ({
  totalCampgrounds: 1,
  totalMemberships: 40,
  activeMemberships: 32,
  expiringMemberships: 5,
  totalRevenue: 560_000,
  ...fields,
});

/** owner-campgrounds' answer. */
export const ownerCampgroundsAnswer = (
  campgrounds: OwnerCampground[] = [anOwnerCampground()],
  stats: OwnerStats = someOwnerStats(),
): [number, unknown] => [200, { success: true, data: { campgrounds, stats } }];

/**
 * The owner dashboard at a tab, answered by the given handlers (owner-campgrounds by default); with
 * `held`, owner-campgrounds answers only once it settles.
 */
export function openOwner(
  tab: string,
  handlers: Parameters<typeof fakeServer>[0] = {},
  held?: Promise<void>,
) {
  const owner = anOwner();
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: owner }],
    'owner-campgrounds': () => ownerCampgroundsAnswer(),
    // A campground ready to sell by default: its payouts account takes card payments.
    'owner-payout-account': () => payoutAccountAnswer(anEnabledPayoutAccount()),
    ...handlers,
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (held && String(input).includes('/owner-campgrounds')) await held;
    return server.fetch(input, init);
  };
  const rendered = renderPortal(`/owner-dashboard?tab=${tab}`, {
    fetch,
    session: { user: owner, tokens: someTokens() },
  });
  return { ...rendered, server };
}

/** An owner area for a tab rendered alone; every action is a spy. */
export const anOwnerArea = (fields: Partial<OwnerArea> = {}): OwnerArea => ({
  campgrounds: [anOwnerCampground()],
  stats: someOwnerStats(),
  selectedCampgroundId: 'c-1',
  selectCampground: vi.fn(),
  goTo: vi.fn(),
  canManage: vi.fn(() => true),
  refresh: vi.fn(async () => {}),
  ...fields,
});

/** A tab inside the given owner area, without the shell. */
export function renderOwnerTab(
  ui: ReactNode,
  area: OwnerArea = anOwnerArea(),
  handlers: Parameters<typeof fakeServer>[0] = {},
) {
  const user = userEvent.setup();
  // The tab's own reads (a campground's payouts account) go to a server answering from `handlers`.
  const server = fakeServer(handlers);
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <AuthProvider fetch={server.fetch}>
          <QueryClientProvider client={createQueryClient()}>
            <OwnerAreaContext.Provider value={area}>{ui}</OwnerAreaContext.Provider>
          </QueryClientProvider>
        </AuthProvider>
      ),
    },
  ]);
  return { ...render(<RouterProvider router={router} />), user, area, server };
}

/**
 * The tab at `tab` through the whole dashboard whose first owner-campgrounds call fails: the shell's
 * error stands in for the tab, and Try Again brings the tab. Resolves once the tab shows.
 */
export async function failThenRetry(tab: string, findTab: () => Promise<unknown>) {
  let failing = true;
  const opened = openOwner(tab, {
    'owner-campgrounds': () =>
      failing
        ? [500, { success: false, error: 'Database unavailable', code: 'INTERNAL' }]
        : ownerCampgroundsAnswer(),
  });
  const alert = await screen.findByRole('alert');
  failing = false;
  await opened.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
  await findTab();
  return { ...opened, alert };
}
