import {
  DASHBOARD_ERROR_TITLE,
  DASHBOARD_LOADING_TEXT,
  DASHBOARD_LOADING_TITLE,
  DASHBOARD_REFRESHED,
  OWNER_SECTION_EVENT,
  OWNER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anOwnerCampground, openOwner, ownerCampgroundsAnswer } from './owner-area.test-support';

afterEach(() => window.sessionStorage.clear());

describe('owner dashboard shell', () => {
  it('shows the first campground’s name and initial in the header with the welcome line', async () => {
    openOwner('overview', {
      'owner-campgrounds': () =>
        ownerCampgroundsAnswer([
          anOwnerCampground({ name: 'Aspen Ridge', branding_logo_url: null }),
          anOwnerCampground({ id: 'c-2', name: 'Pine Valley' }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aspen Ridge' })).toBeInTheDocument();
    expect(screen.getByText('Owner Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Olivia Owner')).toBeInTheDocument();
    // No logo: the initial stands in, hidden from screen readers beside the name.
    expect(
      screen.getAllByRole('banner')[0]?.querySelector('[aria-hidden="true"]:not(svg)'),
    ).toHaveTextContent('A');
  });

  it('falls back to the product name when there is no campground', async () => {
    openOwner('overview', { 'owner-campgrounds': () => ownerCampgroundsAnswer([]) });
    expect(await screen.findByRole('heading', { name: 'No Campgrounds Yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'CampPass' })).toBeInTheDocument();
  });

  it('shows the error with its tips, and loads again with Try Again', async () => {
    let answer: [number, unknown] | null = null;
    const { user } = openOwner('overview', {
      'owner-campgrounds': () =>
        answer ?? [500, { success: false, error: 'Database unavailable', code: 'INTERNAL' }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DASHBOARD_ERROR_TITLE);
    expect(alert).toHaveTextContent('Failed to load dashboard data: Database unavailable');
    for (const tip of WORDS.tips) expect(alert).toHaveTextContent(tip);

    answer = ownerCampgroundsAnswer();
    await user.click(screen.getByRole('button', { name: WORDS.tryAgain }));
    expect(await screen.findByRole('heading', { name: WORDS.yourCampgrounds })).toBeInTheDocument();
  });

  it('shows the loading words while the campgrounds are on their way', async () => {
    let answer: () => void = () => {};
    openOwner('overview', {}, new Promise<void>((resolve) => (answer = resolve)));
    expect(await screen.findByText(DASHBOARD_LOADING_TITLE)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_LOADING_TEXT)).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: WORDS.yourCampgrounds })).toBeInTheDocument();
  });

  it('chooses a section by window event and ignores names that are not tabs', async () => {
    const { location } = openOwner('overview');
    await screen.findByRole('heading', { name: WORDS.yourCampgrounds });
    act(() => {
      window.dispatchEvent(new CustomEvent(OWNER_SECTION_EVENT, { detail: 'nowhere' }));
    });
    expect(location().search).toBe('?tab=overview');
    act(() => {
      window.dispatchEvent(new CustomEvent(OWNER_SECTION_EVENT, { detail: 'public-page' }));
    });
    await waitFor(() => expect(location().search).toBe('?tab=public-page'));
  });

  it('announces a refresh that succeeded', async () => {
    const { user, server } = openOwner('overview');
    await user.click(await screen.findByRole('button', { name: WORDS.refreshData }));
    expect(await screen.findByText(DASHBOARD_REFRESHED)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'owner-campgrounds')).toHaveLength(2);
  });
});
