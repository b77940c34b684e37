import {
  CAMPGROUND_LOADING,
  CAMPGROUND_NOT_FOUND_TITLE,
  campgroundNotFoundForUrl,
  MEMBERSHIPS_NOT_ON_SALE,
  NO_MEMBERSHIPS_AVAILABLE,
  PREVIEW_BANNER,
} from '@camppass/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { somePageData } from '../../shared/testing/campground-data';
import {
  aCampground,
  aPlan,
  campgroundResult,
  fakeApi,
  refusedResult,
  renderPublic,
} from './testing/public-fakes';

const plans = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    aPlan({ id: `type-${i + 1}`, name: `plan${i + 1}`, display_name: `Plan ${i + 1}` }),
  );

/** The page's settings, saying whether memberships are on sale. */
const onSale = (on_sale: boolean) => ({ ...somePageData().settings, on_sale });

describe('the public campground page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is loading, then shows the sections of 04 §2 in order', async () => {
    const api = fakeApi({
      'get-campground': vi.fn(async () =>
        campgroundResult({
          descriptions: {
            membershipTypes: 'Pick the plan that fits your stay.',
            information: 'Call us any day.',
            hasCustomMembershipTypes: true,
            hasCustomInformation: true,
          },
        }),
      ),
    });
    renderPublic('/campground/pine-valley', api);
    expect(screen.getByText(CAMPGROUND_LOADING)).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pine Valley RV Resort' }),
    ).toBeInTheDocument();
    expect(api['get-campground']).toHaveBeenCalledWith({ slug: 'pine-valley' });
    expect(screen.getByText('Huntsville, Texas, United States')).toBeInTheDocument();
    expect(screen.getByText('P')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:help@camppass.test',
    );
    expect(screen.getByText('Shaded RV sites under tall pines.')).toBeInTheDocument();
    expect(screen.getByText('Pick the plan that fits your stay.')).toBeInTheDocument();
    expect(screen.getByText('Call us any day.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Welcome to Pine Valley RV Resort',
      'Choose Your Membership',
      'Verify Your Membership',
      'Get In Touch',
    ]);
    expect(screen.getByText('Powered by CampPass')).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_BANNER)).not.toBeInTheDocument();
  });

  it('shows the logo when the campground has one, and a default welcome without a description', async () => {
    const api = fakeApi({
      'get-campground': vi.fn(async () =>
        campgroundResult({ campground: aCampground({ branding_logo_url: '/logo.png', description: null }) }),
      ),
    });
    renderPublic('/campground/pine-valley', api);
    expect(await screen.findByRole('img', { name: 'Pine Valley RV Resort logo' })).toHaveAttribute(
      'src',
      '/logo.png',
    );
    expect(screen.getByText(/Become a member of Pine Valley RV Resort/)).toBeInTheDocument();
  });

  it('names the browser tab after the campground', async () => {
    renderPublic('/campground/pine-valley', fakeApi());
    await screen.findByRole('button', { name: 'Purchase Weekend' });
    await waitFor(() => expect(document.title).toBe('Pine Valley RV Resort · CampPass'));
  });

  it('shows the preview banner on /preview and keeps it out of search engines', async () => {
    renderPublic('/campground/pine-valley/preview');
    expect(await screen.findByText(PREVIEW_BANNER)).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('answers Campground Not Found with the URL and a Go Home button', async () => {
    const api = fakeApi({ 'get-campground': vi.fn(async () => refusedResult(404, 'CAMPGROUND_NOT_FOUND')) });
    const { user, router } = renderPublic('/campground/nowhere', api);
    expect(await screen.findByRole('heading', { name: CAMPGROUND_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText(campgroundNotFoundForUrl('nowhere'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a plan card with its price, duration, benefits and the MOST POPULAR badge', async () => {
    const api = fakeApi({
      'get-campground': vi.fn(async () =>
        campgroundResult({
          membershipTypes: [
            aPlan({
              display_name: 'Monthly',
              price: 450,
              duration_days: 30,
              is_featured: true,
              benefits: ['Events'],
            }),
            aPlan({ id: 'gone', display_name: 'Retired', is_active: false }),
          ],
        }),
      ),
    });
    renderPublic('/campground/pine-valley', api);
    const card = await screen.findByRole('article', { name: 'Monthly' });
    expect(within(card).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(within(card).getByText('$450')).toBeInTheDocument();
    expect(within(card).getByText('/ 1 month')).toBeInTheDocument();
    expect(within(card).getByText('Events')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Purchase Monthly' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Retired' })).not.toBeInTheDocument();
  });

  it('offers no purchase while memberships are not on sale, saying so in place of Purchase', async () => {
    const api = fakeApi({
      'get-campground': vi.fn(async () =>
        campgroundResult({ membershipTypes: plans(2), settings: { ...onSale(false) } }),
      ),
    });
    renderPublic('/campground/pine-valley', api);
    const grid = await screen.findByRole('list', { name: 'Membership plans' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByText(MEMBERSHIPS_NOT_ON_SALE)).toBeInTheDocument();
      expect(within(card).queryByRole('button')).toBeNull();
    }
    expect(within(cards[0] as HTMLElement).getByText('$60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Purchase/ })).toBeNull();
  });

  it('offers Purchase on every plan while memberships are on sale', async () => {
    const api = fakeApi({
      'get-campground': vi.fn(async () =>
        campgroundResult({ membershipTypes: plans(2), settings: { ...onSale(true) } }),
      ),
    });
    renderPublic('/campground/pine-valley', api);
    expect(await screen.findByRole('button', { name: 'Purchase Plan 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase Plan 2' })).toBeInTheDocument();
    expect(screen.queryByText(MEMBERSHIPS_NOT_ON_SALE)).toBeNull();
  });

  it('says No Memberships Available when no plan is active', async () => {
    const api = fakeApi({
      'get-campground': vi.fn(async () =>
        campgroundResult({ membershipTypes: [aPlan({ is_active: false })] }),
      ),
    });
    renderPublic('/campground/pine-valley', api);
    expect(await screen.findByRole('heading', { name: NO_MEMBERSHIPS_AVAILABLE })).toBeInTheDocument();
  });

  it('lays three plans out as a grid without carousel buttons', async () => {
    const api = fakeApi({
      'get-campground': vi.fn(async () => campgroundResult({ membershipTypes: plans(3) })),
    });
    renderPublic('/campground/pine-valley', api);
    const grid = await screen.findByRole('list', { name: 'Membership plans' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next plans' })).not.toBeInTheDocument();
  });

  it('turns more than three plans into a looping carousel with a 500 ms lock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.innerWidth = 1280;
    const api = fakeApi({
      'get-campground': vi.fn(async () => campgroundResult({ membershipTypes: plans(5) })),
    });
    const { user } = renderPublic('/campground/pine-valley', api, { fakeTimers: true });
    const carousel = await screen.findByRole('region', { name: 'Membership plans' });
    // Every card is in the page, from the first one shown; the stylesheet shows as many as the
    // width takes (3 at 1280 px), which jsdom does not apply: the first three are the ones shown.
    const cards = () =>
      within(carousel)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label'));
    const names = () => cards().slice(0, 3);
    expect(cards()).toEqual(['Plan 1', 'Plan 2', 'Plan 3', 'Plan 4', 'Plan 5']);
    expect(screen.getByText('1 to 3 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next plans' }));
    expect(names()).toEqual(['Plan 2', 'Plan 3', 'Plan 4']);
    // Locked while the slide runs.
    await user.click(screen.getByRole('button', { name: 'Next plans' }));
    expect(names()).toEqual(['Plan 2', 'Plan 3', 'Plan 4']);

    act(() => {
      vi.advanceTimersByTime(500);
    });
    await user.click(screen.getByRole('button', { name: 'Previous plans' }));
    expect(names()).toEqual(['Plan 1', 'Plan 2', 'Plan 3']);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    await user.click(screen.getByRole('button', { name: 'Previous plans' }));
    expect(names()).toEqual(['Plan 5', 'Plan 1', 'Plan 2']);
  });
});
