import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDashboard, aMembership, demoMemberships } from './testing/member-data';

const member = aUser();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
type Answer = [number, unknown] | 'network';

const open = (dashboard: () => Answer, card: (url: string) => Answer = () => [200, PNG]) => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'get-member-dashboard': dashboard,
    'get-membership-card': (_body, request) => card(request.url),
  });
  const view = renderPortal('/member-dashboard?tab=memberships', {
    fetch: server.fetch,
    session: { user: member, tokens: someTokens() },
  });
  return { ...view, server };
};

const cardOf = (title: string) => screen.getByRole('region', { name: title });

describe('member memberships tab (02 §2)', () => {
  // The test DOM has no object URLs; the browser's are exercised by the e2e journey.
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:card-${created.length}`;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows the four counters, the expiring banner and a card per membership', async () => {
    open(() => [200, aDashboard(demoMemberships())]);
    expect(await screen.findByRole('group', { name: 'Active' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Expiring Soon (1 Week)' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Expired' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('4');
    // The expiring banner is a status of its own, beside the dashboard's toast region.
    const banner = screen.getAllByRole('status').find((el) => el.classList.contains('cp-banner'));
    expect(banner).toHaveTextContent('1 membership expires within 7 days.');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Annual', 'Weekly', 'Weekend', 'Monthly']);
    expect(within(cardOf('Weekly')).getByText('3 days left')).toBeInTheDocument();
    expect(within(cardOf('Weekend')).getByText('Expired')).toBeInTheDocument();
  });

  it('shows a renewal that has not started as starting on its date, not as days left', async () => {
    const renewal = aMembership({
      id: 'r1',
      membershipTypeName: 'Renewal',
      displayStatus: 'upcoming',
      startDate: '2026-12-10',
      endDate: '2026-12-20',
      daysUntilExpiration: 20,
    });
    open(() => [200, aDashboard([renewal])]);
    const card = await screen.findByRole('region', { name: 'Renewal' });
    expect(within(card).getByText('Starts on 12/10/2026')).toBeInTheDocument();
    expect(within(card).queryByText('20 days left')).toBeNull();
  });

  it('View Details shows the membership and Hide Details hides it again', async () => {
    const { user } = open(() => [200, aDashboard(demoMemberships())]);
    const annual = await screen.findByRole('region', { name: 'Annual' });
    const toggle = within(annual).getByRole('button', { name: 'View Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const hide = within(annual).getByRole('button', { name: 'Hide Details' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(within(annual).getByText('Membership Code').nextSibling).toHaveTextContent('PINE-ANNUAL');
    expect(within(annual).getByText('Duration').nextSibling).toHaveTextContent('1 year');
    expect(within(annual).getByText('Amount Paid').nextSibling).toHaveTextContent(
      '$1,200.00 (Military discount applied)',
    );
    await user.click(hide);
    expect(within(annual).queryByText('Membership Code')).toBeNull();
  });

  it('View Card shows the card image with a Download PNG link named after the code', async () => {
    const { user, server } = open(() => [200, aDashboard(demoMemberships())]);
    const weekly = await screen.findByRole('region', { name: 'Weekly' });
    await user.click(within(weekly).getByRole('button', { name: 'View Card' }));
    const image = await within(weekly).findByRole('img', { name: 'Digital membership card PINE-WEEKLY' });
    expect(image).toHaveAttribute('src', 'blob:card-1');
    const download = within(weekly).getByRole('link', { name: 'Download PNG' });
    expect(download).toHaveAttribute('href', 'blob:card-1');
    expect(download).toHaveAttribute('download', 'membership-card-PINE-WEEKLY.png');
    expect(new Uint8Array(await (created[0] as Blob).arrayBuffer())).toEqual(PNG);
    const call = server.calls.find((c) => c.name === 'get-membership-card');
    expect(call?.authorization).toBe('Bearer access-1');
    await user.click(within(weekly).getByRole('button', { name: 'Hide Card' }));
    expect(within(weekly).queryByRole('img')).toBeNull();
  });

  it('a card that cannot be drawn says so, and Try Again asks again', async () => {
    let fail = true;
    const { user, server } = open(
      () => [200, aDashboard(demoMemberships())],
      () => (fail ? [500, { success: false, error: 'boom', code: 'INTERNAL_ERROR' }] : [200, PNG]),
    );
    const annual = await screen.findByRole('region', { name: 'Annual' });
    await user.click(within(annual).getByRole('button', { name: 'View Card' }));
    expect(await within(annual).findByRole('alert')).toHaveTextContent(
      'Error generating membership card image. Please try again.',
    );
    fail = false;
    await user.click(within(annual).getByRole('button', { name: 'Try Again' }));
    expect(await within(annual).findByRole('img')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'get-membership-card')).toHaveLength(2);
  });

  it('offers Renew on expired and Extend on active memberships, unless the campground turned them off', async () => {
    const offers = () =>
      ['Annual', 'Weekly', 'Weekend', 'Monthly'].map((title) =>
        within(cardOf(title))
          .queryAllByRole('button', { name: /^(Renew|Extend)$/ })
          .map((b) => b.textContent),
      );
    const withSettings = (allow: { renewals: boolean; extensions: boolean }) =>
      demoMemberships().map((m) => ({
        ...m,
        campground: {
          ...m.campground,
          allow_member_renewals: allow.renewals,
          allow_member_extensions: allow.extensions,
        },
      }));
    let allow = { renewals: true, extensions: true };
    const { unmount } = open(() => [200, aDashboard(withSettings(allow))]);
    await screen.findByRole('region', { name: 'Annual' });
    expect(offers()).toEqual([['Extend'], ['Extend'], ['Renew'], ['Renew']]);
    unmount();

    allow = { renewals: false, extensions: true };
    const second = open(() => [200, aDashboard(withSettings(allow))]);
    await screen.findByRole('region', { name: 'Annual' });
    expect(offers()).toEqual([['Extend'], ['Extend'], [], []]);
    second.unmount();

    allow = { renewals: true, extensions: false };
    open(() => [200, aDashboard(withSettings(allow))]);
    await screen.findByRole('region', { name: 'Annual' });
    expect(offers()).toEqual([[], [], ['Renew'], ['Renew']]);
  });

  it('shows No Memberships Yet when there are none', async () => {
    open(() => [200, aDashboard([])]);
    expect(await screen.findByRole('heading', { level: 2, name: 'No Memberships Yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').filter((el) => el.classList.contains('cp-banner'))).toEqual([]);
    expect(screen.queryByText(/expires? within/)).toBeNull();
  });

  it('shows a failed load with Try Again', async () => {
    let fail = true;
    const { user } = open(() =>
      fail ? [500, { success: false, error: 'boom', code: 'INTERNAL_ERROR' }] : [200, aDashboard([])],
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Memberships Yet')).toBeInTheDocument();
  });
});
