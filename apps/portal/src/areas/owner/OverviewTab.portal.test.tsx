import {
  DASHBOARD_ERROR_TITLE,
  NO_CAMPGROUNDS_YET_TITLE,
  PAYOUTS_REQUIRED_TO_SELL,
  OWNER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverviewTab } from './OverviewTab';
import {
  anOwnerArea,
  anOwnerCampground,
  failThenRetry,
  renderOwnerTab,
  someOwnerStats,
} from './owner-area.test-support';
import { anEnabledPayoutAccount, aPayoutAccount, payoutAccountAnswer } from './payouts.test-support';

describe('owner overview', () => {
  it('guides the owner of a campground not ready to sell through what is missing, and drops it once done', async () => {
    const fresh = anOwnerCampground({
      name: 'Fresh Camp',
      ready_to_sell: { membership_type: false, logo: false, terms: true },
    });
    const ready = anOwnerCampground({ id: 'c-2', name: 'Pine Valley' });
    const staffed = anOwnerCampground({
      id: 'c-3',
      name: 'Staffed Camp',
      caller_role: 'staff',
      ready_to_sell: { membership_type: false, logo: false, terms: false },
    });
    const area = anOwnerArea({ campgrounds: [fresh, ready, staffed] });
    const { user } = renderOwnerTab(<OverviewTab />, area);
    const checklists = screen.getAllByRole('region', { name: 'Ready to sell' });
    expect(checklists).toHaveLength(1);
    const [checklist] = checklists as [HTMLElement];
    expect(checklist).toHaveTextContent('Fresh Camp: 1 of 3 done');
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' — ')[0])).toEqual([
      'Not known yetPayouts',
      'To doA membership type',
      'To doYour logo',
      'DoneYour terms',
    ]);
    await user.click(within(checklist).getByRole('button', { name: 'Add a membership type' }));
    expect(area.goTo).toHaveBeenLastCalledWith('membership-types');
    await user.click(within(checklist).getByRole('button', { name: 'Open Settings' }));
    expect(area.goTo).toHaveBeenLastCalledWith('settings');
  });

  it('says why a campground whose payouts are not set up does not sell, linking to Settings → Payouts', async () => {
    const ready = anOwnerCampground({ name: 'Pine Valley' });
    const staffed = anOwnerCampground({ id: 'c-3', name: 'Staffed Camp', caller_role: 'staff' });
    const { server } = renderOwnerTab(<OverviewTab />, anOwnerArea({ campgrounds: [ready, staffed] }), {
      'owner-payout-account': () => payoutAccountAnswer(aPayoutAccount({ state: 'onboarding' })),
    });
    const checklist = await screen.findByRole('region', { name: 'Ready to sell' });
    expect(checklist).toHaveTextContent('Pine Valley: 3 of 4 done');
    expect(within(checklist).getByText(PAYOUTS_REQUIRED_TO_SELL)).toBeInTheDocument();
    expect(within(checklist).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^To doPayouts — .*Settings → Payouts/,
    );
    expect(within(checklist).getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      '/owner-dashboard?tab=settings&section=payouts&campground=c-1',
    );
    expect(within(checklist).queryByRole('button', { name: 'Open Settings' })).toBeNull();
    // Staff cannot set payouts up: their campground's account is not even read here.
    expect(server.calls.filter((c) => c.name === 'owner-payout-account')).toHaveLength(1);
  });

  it('reads the payouts account only when the list’s state does not settle whether it sells', async () => {
    const campgrounds = [
      anOwnerCampground({ name: 'Enabled Camp', payout_state: 'enabled' }),
      anOwnerCampground({ id: 'c-2', name: 'New Camp', payout_state: 'not_connected' }),
      anOwnerCampground({ id: 'c-3', name: 'Paused Camp', payout_state: 'restricted' }),
    ];
    const { server } = renderOwnerTab(<OverviewTab />, anOwnerArea({ campgrounds }), {
      // Restricted, yet still taking card payments (only payouts are paused): it sells.
      'owner-payout-account': () =>
        payoutAccountAnswer(
          aPayoutAccount({ campground_id: 'c-3', state: 'restricted', can_take_charges: true }),
        ),
    });
    const checklist = await screen.findByRole('region', { name: 'Ready to sell' });
    expect(checklist).toHaveTextContent('New Camp: 3 of 4 done');
    expect(within(checklist).getByText(PAYOUTS_REQUIRED_TO_SELL)).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.filter((c) => c.name === 'owner-payout-account')).toHaveLength(1),
    );
    expect(screen.getAllByRole('region', { name: 'Ready to sell' })).toHaveLength(1);
  });

  it('shows no checklist once the payouts account takes card payments and the rest is done', async () => {
    const { server } = renderOwnerTab(<OverviewTab />, anOwnerArea(), {
      'owner-payout-account': () => payoutAccountAnswer(anEnabledPayoutAccount()),
    });
    await waitFor(() => expect(server.calls.some((c) => c.name === 'owner-payout-account')).toBe(true));
    await screen.findByRole('heading', { name: WORDS.yourCampgrounds });
    expect(screen.queryByRole('region', { name: 'Ready to sell' })).toBeNull();
  });

  it('shows the three stat cards, the campgrounds with place and status, and the quick actions', async () => {
    const area = anOwnerArea({
      campgrounds: [
        anOwnerCampground({ name: 'Aspen Ridge', city: 'Bend', state: 'OR', status: 'pending' }),
        anOwnerCampground({ id: 'c-2', name: 'Pine Valley', city: 'Austin', state: 'TX' }),
      ],
      stats: someOwnerStats({ totalCampgrounds: 1, activeMemberships: 1234, expiringMemberships: 5 }),
    });
    const { user } = renderOwnerTab(<OverviewTab />, area);
    expect(screen.getByRole('group', { name: WORDS.totalCampgrounds })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: WORDS.activeMemberships })).toHaveTextContent('1,234');
    expect(screen.getByRole('group', { name: WORDS.expiringSoon })).toHaveTextContent('5');
    const list = screen.getByRole('list', { name: WORDS.yourCampgrounds });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Aspen Ridge.*Bend, OR.*pending/);
    expect(items[1]).toHaveTextContent(/Pine Valley.*Austin, TX.*active/);

    await user.click(screen.getByRole('button', { name: WORDS.viewAllMembers }));
    expect(area.goTo).toHaveBeenLastCalledWith('members');
    await user.click(screen.getByRole('button', { name: WORDS.createMembershipType }));
    expect(area.goTo).toHaveBeenLastCalledWith('membership-types');
  });

  it('refreshes with Refresh Data, the cards busy meanwhile', async () => {
    let finish: () => void = () => {};
    const area = anOwnerArea({ refresh: () => new Promise<void>((resolve) => (finish = resolve)) });
    const { user } = renderOwnerTab(<OverviewTab />, area);
    await user.click(screen.getByRole('button', { name: WORDS.refreshData }));
    expect(screen.getByRole('group', { name: WORDS.totalCampgrounds })).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: WORDS.totalCampgrounds })).not.toHaveAttribute('aria-busy'),
    );
  });

  it('says No Campgrounds Yet when there are none, and shows the cards loading without stats', () => {
    renderOwnerTab(<OverviewTab />, anOwnerArea({ campgrounds: [], stats: undefined }));
    expect(screen.getByRole('heading', { name: NO_CAMPGROUNDS_YET_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: WORDS.expiringSoon })).toHaveAttribute('aria-busy', 'true');
  });

  it('gives way to the dashboard error and comes back with Try Again', async () => {
    const { alert } = await failThenRetry('overview', () =>
      screen.findByRole('heading', { name: WORDS.yourCampgrounds }),
    );
    expect(alert).toHaveTextContent(DASHBOARD_ERROR_TITLE);
    expect(screen.getByRole('group', { name: WORDS.activeMemberships })).toHaveTextContent('32');
  });
});
