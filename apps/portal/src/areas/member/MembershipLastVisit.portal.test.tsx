import { MEMBER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDashboard, aMembership } from './testing/member-data';

const member = aUser();

describe('the last visit on My Memberships', () => {
  it('shows when each membership was last checked in, in the campground’s time zone, and nothing when never', async () => {
    const visited = aMembership({ id: 'v1', membershipTypeName: 'Annual' });
    const seen = {
      ...visited,
      lastVisitAt: '2026-07-04T15:05:00.000Z',
      campground: { ...visited.campground, time_zone: 'America/Chicago' },
    };
    const never = { ...aMembership({ id: 'v2', membershipTypeName: 'Weekly' }), lastVisitAt: null };
    const server = fakeServer({
      'get-user-profile': () => [200, { success: true, user: member }],
      'get-member-dashboard': () => [200, aDashboard([seen, never])],
    });
    renderPortal('/member-dashboard?tab=memberships', {
      fetch: server.fetch,
      session: { user: member, tokens: someTokens() },
    });
    const annual = await screen.findByRole('region', { name: 'Annual' });
    expect(within(annual).getByText(WORDS.lastVisit('Jul 4, 2026, 10:05 AM'))).toBeInTheDocument();
    const weekly = screen.getByRole('region', { name: 'Weekly' });
    expect(within(weekly).queryByText(/Last visit/)).toBeNull();
  });
});
