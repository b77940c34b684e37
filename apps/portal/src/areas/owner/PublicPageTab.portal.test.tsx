import { NO_CAMPGROUNDS_YET_TITLE, publicPageOf, OWNER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOwnerArea, anOwnerCampground, failThenRetry, renderOwnerTab } from './owner-area.test-support';
import { PREVIEW_WINDOW_FEATURES, PublicPageTab } from './PublicPageTab';

const pine = anOwnerCampground({
  id: 'c-1',
  name: 'Pine Valley',
  slug: 'pine-valley',
  public_page_title: 'Join Pine Valley',
  public_page_description: 'Members camp for less.',
  branding_primary_color: '#14532D',
  branding_logo_url: 'https://files.test/logo.png',
});
const aspen = anOwnerCampground({
  id: 'c-2',
  name: 'Aspen Ridge',
  slug: 'aspen-ridge',
  status: 'pending',
  public_page_available: false,
  public_page_title: null,
  public_page_description: null,
  description: null,
});

afterEach(() => vi.restoreAllMocks());

describe('owner public page tab', () => {
  it('shows the chosen campground’s URL, title, description, colour and logo, and every page', async () => {
    const { user } = renderOwnerTab(<PublicPageTab />, anOwnerArea({ campgrounds: [pine, aspen] }));
    // After the user-event setup, which puts its own clipboard in place.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const details = screen.getByRole('region', { name: publicPageOf('Pine Valley') });
    const url = `${window.location.origin}/campground/pine-valley`;
    expect(details).toHaveTextContent(`${WORDS.publicUrl}${url}`);
    expect(details).toHaveTextContent(`${WORDS.pageTitle}Join Pine Valley`);
    expect(details).toHaveTextContent(`${WORDS.pageDescription}Members camp for less.`);
    expect(details).toHaveTextContent(`${WORDS.brandingColor}#14532D`);
    expect(details).toHaveTextContent(`${WORDS.logo}${WORDS.logoUploaded}`);
    const live = within(details).getByRole('link', { name: /View Live Page/ });
    expect(live).toHaveAttribute('href', '/campground/pine-valley');
    expect(live).toHaveAttribute('target', '_blank');

    await user.click(within(details).getByRole('button', { name: WORDS.copyUrl }));
    expect(writeText).toHaveBeenCalledWith(url);

    const all = within(screen.getByRole('list', { name: WORDS.allPublicPages })).getAllByRole('listitem');
    expect(all.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Pine Valley', 'Aspen Ridge']);
    expect(all[1]).toHaveTextContent('/campground/aspen-ridge');
  });

  it('jumps to settings with Configure Page and opens the preview in a 1200x800 popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const area = anOwnerArea({ campgrounds: [pine] });
    const { user } = renderOwnerTab(<PublicPageTab />, area);
    await user.click(screen.getByRole('button', { name: WORDS.preview }));
    expect(open).toHaveBeenCalledWith(
      '/campground/pine-valley/preview',
      'campground-preview',
      PREVIEW_WINDOW_FEATURES,
    );
    expect(PREVIEW_WINDOW_FEATURES).toContain('width=1200,height=800');
    await user.click(screen.getByRole('button', { name: WORDS.configurePage }));
    expect(area.selectCampground).toHaveBeenCalledWith('c-1');
    expect(area.goTo).toHaveBeenCalledWith('settings');
  });

  it('asks for a campground until one is chosen, and says when a page is not live', async () => {
    const area = anOwnerArea({ campgrounds: [pine, aspen], selectedCampgroundId: null });
    const { user, unmount } = renderOwnerTab(<PublicPageTab />, area);
    expect(screen.getByRole('heading', { name: WORDS.chooseCampground })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Campground/ }));
    await user.click(await screen.findByRole('option', { name: 'Aspen Ridge' }));
    expect(area.selectCampground).toHaveBeenCalledWith('c-2');

    unmount();
    const chosen = anOwnerArea({ campgrounds: [pine, aspen], selectedCampgroundId: 'c-2' });
    renderOwnerTab(<PublicPageTab />, chosen);
    const details = screen.getByRole('region', { name: publicPageOf('Aspen Ridge') });
    expect(details).toHaveTextContent(WORDS.pageNotLive);
    expect(details).toHaveTextContent(`${WORDS.pageTitle}Aspen Ridge`);
    expect(details).toHaveTextContent(WORDS.noDescription);
    expect(details).toHaveTextContent(WORDS.noLogo);
  });

  it('says No Campgrounds Yet when there are none', () => {
    renderOwnerTab(<PublicPageTab />, anOwnerArea({ campgrounds: [], selectedCampgroundId: null }));
    expect(screen.getByRole('heading', { name: NO_CAMPGROUNDS_YET_TITLE })).toBeInTheDocument();
  });

  it('gives way to the dashboard error and comes back with Try Again, the only campground chosen', async () => {
    await failThenRetry('public-page', () => screen.findByRole('heading', { name: WORDS.allPublicPages }));
    expect(screen.getByRole('region', { name: publicPageOf('Pine Valley RV Resort') })).toHaveTextContent(
      '/campground/pine-valley',
    );
  });
});
