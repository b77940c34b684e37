import { PAYOUTS_OWNER_ONLY, PAYOUTS_WORDS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayNavigation } from './gateway-navigation';
import { anOwnerCampground, openOwner, ownerCampgroundsAnswer } from './owner-area.test-support';
import { anEnabledPayoutAccount, aPayoutAccount, payoutAccountAnswer } from './payouts.test-support';
import { settingsOf } from './settings.test-support';

const answer = (data: unknown): [number, unknown] => [200, { success: true, data }];
const settings = {
  'campground-crud': () => answer(settingsOf()),
  'list-api-keys': () => answer({ apiKeys: [] }),
};
const card = () => screen.findByRole('region', { name: 'Payouts' });
const link = (url: string) => ({ url, expires_at: null });

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const leaving = () => vi.spyOn(gatewayNavigation, 'leaveFor').mockImplementation(() => {});

describe('Settings → Payouts', () => {
  it('connects a campground with Stripe: the browser leaves for the onboarding link', async () => {
    const leave = leaving();
    const { user, server } = openOwner('settings', {
      ...settings,
      'owner-payout-account': () => payoutAccountAnswer(aPayoutAccount()),
      'owner-connect-payouts': () =>
        answer({
          payoutAccount: aPayoutAccount({ state: 'onboarding', account_id: 'acct_1' }),
          onboarding: link('https://connect.stripe.test/setup/acct_1'),
        }),
    });
    const payouts = await card();
    expect(await within(payouts).findByText('Not connected')).toBeInTheDocument();
    await user.click(within(payouts).getByRole('button', { name: PAYOUTS_WORDS.connect }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://connect.stripe.test/setup/acct_1'));
    expect(server.calls.find((c) => c.name === 'owner-connect-payouts')?.body).toEqual({
      campgroundId: 'c-1',
    });
  });

  it('lists what Stripe still needs and finishes the setup with a new link', async () => {
    const leave = leaving();
    const { user } = openOwner('settings', {
      ...settings,
      'owner-payout-account': () =>
        payoutAccountAnswer(
          aPayoutAccount({
            state: 'restricted',
            account_id: 'acct_1',
            details_submitted: true,
            requirements_due: ['individual.verification.document', 'external_account'],
          }),
        ),
      'owner-connect-payouts': () =>
        answer({ payoutAccount: aPayoutAccount(), onboarding: link('https://connect.stripe.test/more') }),
    });
    const payouts = await card();
    const needs = await within(payouts).findByRole('list', { name: PAYOUTS_WORDS.requirementsDue });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['An identity document', 'A bank account for payouts']);
    await user.click(within(payouts).getByRole('button', { name: PAYOUTS_WORDS.finish }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://connect.stripe.test/more'));
  });

  it('opens the Stripe dashboard of an active account in a new tab', async () => {
    const go = vi.fn();
    vi.spyOn(gatewayNavigation, 'openTab').mockReturnValue({ go, close: vi.fn() });
    const { user } = openOwner('settings', {
      ...settings,
      'owner-payout-account': () => payoutAccountAnswer(anEnabledPayoutAccount()),
      'owner-payouts-dashboard-link': () =>
        answer({ dashboard: link('https://connect.stripe.test/express') }),
    });
    const payouts = await card();
    expect(await within(payouts).findByText('Active')).toBeInTheDocument();
    expect(within(payouts).queryByRole('button', { name: PAYOUTS_WORDS.connect })).toBeNull();
    await user.click(within(payouts).getByRole('button', { name: PAYOUTS_WORDS.dashboard }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://connect.stripe.test/express'));
  });

  it('closes the new tab and says why when the dashboard link is refused', async () => {
    const close = vi.fn();
    const go = vi.fn();
    vi.spyOn(gatewayNavigation, 'openTab').mockReturnValue({ go, close });
    const { user } = openOwner('settings', {
      ...settings,
      'owner-payout-account': () => payoutAccountAnswer(anEnabledPayoutAccount()),
      'owner-payouts-dashboard-link': () => [
        503,
        { success: false, error: 'Stripe is unavailable', code: 'GATEWAY_UNAVAILABLE' },
      ],
    });
    const payouts = await card();
    await user.click(await within(payouts).findByRole('button', { name: PAYOUTS_WORDS.dashboard }));
    expect(await within(payouts).findByRole('alert')).toBeInTheDocument();
    expect(close).toHaveBeenCalledOnce();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows staff the state and what is needed, never a payouts button', async () => {
    const { server } = openOwner('settings', {
      'owner-campgrounds': () => ownerCampgroundsAnswer([anOwnerCampground({ caller_role: 'staff' })]),
      'campground-crud': () => answer(settingsOf({ caller_role: 'staff' })),
      'owner-payout-account': () =>
        payoutAccountAnswer(
          aPayoutAccount({
            state: 'onboarding',
            requirements_due: ['external_account'],
            caller_role: 'staff',
          }),
        ),
    });
    const payouts = await card();
    expect(await within(payouts).findByText('Setup not finished')).toBeInTheDocument();
    expect(within(payouts).getByRole('list', { name: PAYOUTS_WORDS.requirementsDue })).toBeInTheDocument();
    expect(within(payouts).getByText(PAYOUTS_WORDS.staffNote)).toBeInTheDocument();
    expect(within(payouts).queryByRole('button')).toBeNull();
    expect(server.calls.some((c) => c.name === 'owner-connect-payouts')).toBe(false);
  });

  it('says when the account cannot be read, and reads it again with Try Again', async () => {
    let fail = true;
    const { user } = openOwner('settings', {
      ...settings,
      'owner-payout-account': () =>
        fail
          ? [500, { success: false, error: 'Database unavailable', code: 'INTERNAL' }]
          : payoutAccountAnswer(aPayoutAccount()),
    });
    const payouts = await card();
    expect(await within(payouts).findByRole('alert')).toBeInTheDocument();
    expect(within(payouts).queryByRole('button', { name: PAYOUTS_WORDS.connect })).toBeNull();
    fail = false;
    await user.click(within(payouts).getByRole('button', { name: 'Try Again' }));
    expect(await within(payouts).findByRole('button', { name: PAYOUTS_WORDS.connect })).toBeInTheDocument();
  });

  it('says why a connect was refused and stays on the page', async () => {
    const leave = leaving();
    const { user } = openOwner('settings', {
      ...settings,
      'owner-payout-account': () => payoutAccountAnswer(aPayoutAccount()),
      'owner-connect-payouts': () => [403, { success: false, error: PAYOUTS_OWNER_ONLY, code: 'FORBIDDEN' }],
    });
    const payouts = await card();
    await user.click(await within(payouts).findByRole('button', { name: PAYOUTS_WORDS.connect }));
    expect(await within(payouts).findByRole('alert')).toBeInTheDocument();
    expect(within(payouts).getByRole('button', { name: PAYOUTS_WORDS.connect })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('back from Stripe, reads the account again for the campground named, and says so', async () => {
    const asked: string[] = [];
    const { location } = openOwner('settings&payouts=return&campground=c-2', {
      'owner-campgrounds': () =>
        ownerCampgroundsAnswer([anOwnerCampground(), anOwnerCampground({ id: 'c-2', name: 'Aspen Ridge' })]),
      'campground-crud': (_, { url }) =>
        answer(url.includes('c-2') ? settingsOf({ id: 'c-2', name: 'Aspen Ridge' }) : settingsOf()),
      'list-api-keys': () => answer({ apiKeys: [] }),
      'owner-payout-account': (_, { url }) => {
        asked.push(new URL(url, 'http://portal.test').searchParams.get('campgroundId') ?? '');
        return payoutAccountAnswer(anEnabledPayoutAccount({ campground_id: 'c-2' }));
      },
    });
    const payouts = await card();
    expect(await within(payouts).findByText(PAYOUTS_WORDS.returned)).toBeInTheDocument();
    expect(await within(payouts).findByText('Active')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aspen Ridge', level: 3 })).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['c-2']));
    await waitFor(() => expect(location().search).toBe('?tab=settings'));
  });

  it('when the setup link expired, asks for a new one at once and continues with it', async () => {
    const leave = leaving();
    const { location } = openOwner('settings&payouts=refresh&campground=c-1', {
      ...settings,
      'owner-payout-account': () => payoutAccountAnswer(aPayoutAccount({ state: 'onboarding' })),
      'owner-connect-payouts': () =>
        answer({ payoutAccount: aPayoutAccount(), onboarding: link('https://connect.stripe.test/again') }),
    });
    const payouts = await card();
    expect(await within(payouts).findByText(PAYOUTS_WORDS.refreshed)).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://connect.stripe.test/again'));
    expect(leave).toHaveBeenCalledOnce();
    expect(location().search).toBe('?tab=settings');
  });

  it('from Home’s reason why the campground does not sell, opens Settings at the Payouts card', async () => {
    const { user, location } = openOwner('overview', {
      ...settings,
      'owner-payout-account': () => payoutAccountAnswer(aPayoutAccount()),
    });
    await user.click(await screen.findByRole('link', { name: 'Set up payouts' }));
    const payouts = await card();
    await waitFor(() => expect(payouts.parentElement).toHaveFocus());
    expect(within(payouts).getByRole('button', { name: PAYOUTS_WORDS.connect })).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?tab=settings'));
  });
});
