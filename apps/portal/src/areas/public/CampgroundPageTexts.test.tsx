import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { somePageData } from '../../shared/testing/campground-data';
import { campgroundResult, fakeApi, renderPublic } from './testing/public-fakes';

describe("the public page speaks in the campground's own words", () => {
  it("shows the owner's title, description, section texts and text colour", async () => {
    const data = somePageData();
    const api = fakeApi({
      'get-campground': vi.fn(async () =>
        campgroundResult({
          campground: {
            ...data.campground,
            public_page_title: 'Summer at Pine Valley',
            public_page_description: 'Lakeside sites, all season.',
            text_color: '#1F2937',
          },
          descriptions: {
            membershipTypes: 'Pick the pass that fits your stay.',
            information: 'Call the office from 8 to 6.',
            hasCustomMembershipTypes: true,
            hasCustomInformation: true,
          },
        }),
      ),
    });
    renderPublic('/campground/pine-valley', api);
    const title = await screen.findByRole('heading', { level: 2, name: 'Summer at Pine Valley' });
    expect(screen.getByText('Lakeside sites, all season.')).toBeInTheDocument();
    expect(screen.queryByText('Shaded RV sites under tall pines.')).toBeNull();
    expect(screen.getByText('Pick the pass that fits your stay.')).toBeInTheDocument();
    expect(screen.getByText('Call the office from 8 to 6.')).toBeInTheDocument();
    const page = title.closest('.pp-page') as HTMLElement;
    expect(page.style.getPropertyValue('--cp-brand-text')).toBe('#1F2937');
  });

  it('falls back to the campground name and description without them', async () => {
    const api = fakeApi({ 'get-campground': vi.fn(async () => campgroundResult()) });
    renderPublic('/campground/pine-valley', api);
    expect(await screen.findByText('Shaded RV sites under tall pines.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summer at Pine Valley' })).toBeNull();
  });
});
