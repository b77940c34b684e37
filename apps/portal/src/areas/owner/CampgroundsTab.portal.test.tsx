import { OWNER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampgroundsTab } from './CampgroundsTab';
import { anOwnerArea, anOwnerCampground, failThenRetry, renderOwnerTab } from './owner-area.test-support';

const campgrounds = [
  anOwnerCampground({
    id: 'c-1',
    name: 'Aspen Ridge',
    city: 'Bend',
    state: 'OR',
    zip_code: '97701',
    adult_only: true,
    military_discount_enabled: false,
    created_at: '2026-01-15T12:00:00.000Z',
  }),
  anOwnerCampground({
    id: 'c-2',
    name: 'Pine Valley',
    slug: 'pine-valley',
    city: 'Huntsville',
    state: 'TX',
    status: 'inactive',
    public_page_available: false,
  }),
];

const cards = () =>
  within(screen.getByRole('list', { name: WORDS.myCampgrounds })).queryAllByRole('listitem');

describe('owner campgrounds tab', () => {
  it('shows each campground with its fields, badges and created date', () => {
    renderOwnerTab(<CampgroundsTab />, anOwnerArea({ campgrounds }));
    const [aspen, pine] = cards();
    expect(aspen).toHaveTextContent('Aspen Ridge');
    expect(aspen).toHaveTextContent('active');
    expect(aspen).toHaveTextContent('Shaded RV sites under tall pines.');
    expect(aspen).toHaveTextContent('1200 Pine Valley Road');
    expect(aspen).toHaveTextContent('Bend, OR 97701');
    expect(aspen).toHaveTextContent('+1 936 555 0142');
    expect(aspen).toHaveTextContent('office@pinevalley.test');
    expect(aspen).toHaveTextContent(WORDS.adultOnly);
    expect(aspen).toHaveTextContent(WORDS.publicPageAvailable);
    expect(aspen).not.toHaveTextContent(WORDS.militaryDiscount);
    expect(aspen).toHaveTextContent('Created: Jan 15, 2026');
    expect(pine).toHaveTextContent('inactive');
    expect(pine).toHaveTextContent(WORDS.militaryDiscount);
    expect(pine).not.toHaveTextContent(WORDS.publicPageAvailable);
    const link = within(pine as HTMLElement).getByRole('link', { name: /View Public Page/ });
    expect(link).toHaveAttribute('href', '/campground/pine-valley');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('searches by name, city or state and filters by status, with its own empty state', async () => {
    const { user } = renderOwnerTab(<CampgroundsTab />, anOwnerArea({ campgrounds }));
    const search = screen.getByRole('searchbox', { name: WORDS.searchCampgrounds });
    await user.type(search, 'huntsville');
    expect(cards().map((c) => c.querySelector('h3')?.textContent)).toEqual(['Pine Valley']);
    await user.clear(search);
    await user.type(search, 'or');
    expect(cards().map((c) => c.querySelector('h3')?.textContent)).toEqual(['Aspen Ridge']);
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(cards().map((c) => c.querySelector('h3')?.textContent)).toEqual(['Pine Valley']);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(screen.getByRole('heading', { name: WORDS.noCampgroundsFound })).toBeInTheDocument();
  });

  it('stores the campground and switches tab with Settings, Memberships and Members', async () => {
    const area = anOwnerArea({ campgrounds });
    const { user } = renderOwnerTab(<CampgroundsTab />, area);
    for (const [label, tab] of [
      [WORDS.settings, 'settings'],
      [WORDS.memberships, 'membership-types'],
      [WORDS.members, 'members'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `${label}: Pine Valley` }));
      expect(area.selectCampground).toHaveBeenLastCalledWith('c-2');
      expect(area.goTo).toHaveBeenLastCalledWith(tab);
    }
  });

  it('refreshes, pending meanwhile, and says No campgrounds yet when there are none', async () => {
    let finish: () => void = () => {};
    const area = anOwnerArea({
      campgrounds: [],
      refresh: () => new Promise((resolve) => (finish = resolve)),
    });
    const { user } = renderOwnerTab(<CampgroundsTab />, area);
    expect(screen.getByRole('heading', { name: WORDS.noCampgroundsYet })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WORDS.refresh }));
    expect(screen.getByRole('button', { name: WORDS.refresh })).toHaveAttribute('aria-disabled', 'true');
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: WORDS.refresh })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it('gives way to the dashboard error and comes back with Try Again', async () => {
    await failThenRetry('campgrounds', () => screen.findByRole('heading', { name: WORDS.myCampgrounds }));
    expect(cards()).toHaveLength(1);
  });
});
