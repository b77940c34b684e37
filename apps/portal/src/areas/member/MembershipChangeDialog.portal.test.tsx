import {
  addDays,
  MEMBERSHIP_CHANGE_WORDS as CHANGE,
  calendarDate,
  centsToDollars,
  extensionFees,
  type FeeBreakdown,
  formatMMDDYYYY,
  formatUsd,
  membershipEndDate,
  NO_EXTENSION_TARGETS_MESSAGE,
  paymentFollowUpFailedMessage,
  renewalFees,
  todayInZone,
} from '@camppass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPlan, somePageData } from '../../shared/testing/campground-data';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDashboard, demoMemberships } from './testing/member-data';

const member = aUser();
type Answer = [number, unknown] | 'network';

const breakdown = {
  subtotal: 60,
  discount: 6,
  discountPercentage: 10,
  subtotalAfterDiscount: 54,
  tax: 0,
  taxRate: 0.085,
  platformFee: 3.5,
  processingFee: 1.49,
  processingFeeRate: 0.021,
  total: 58.99,
};

const intent = (kind: 'renewal' | 'extension', total = 58.99) => ({
  success: true,
  clientSecret: total === 0 ? '' : 'pi_1_secret_abc',
  client_secret: total === 0 ? '' : 'pi_1_secret_abc',
  paymentIntentId: total === 0 ? 'free_1' : 'pi_1',
  amount: Math.round(total * 100),
  currency: 'usd',
  breakdown: { ...breakdown, total },
  publishableKey: null,
  data: {
    kind,
    membershipId: kind === 'renewal' ? 'weekend' : 'weekly',
    membershipTypeId: kind === 'renewal' ? 't-weekend' : 't-monthly',
    membershipTypeName: kind === 'renewal' ? 'Weekend' : 'Monthly',
    newStartDate: '2026-11-25',
    newEndDate: '2026-11-27',
  },
});

const changed = (message: string) => ({
  success: true,
  message,
  data: {
    membership: {
      id: 'weekend',
      membershipCode: 'PINE-WEEKEND',
      membershipTypeId: 't-weekend',
      startDate: '2026-11-25',
      endDate: '2026-11-27',
      status: 'active',
      membershipTypeChanged: false,
      newEndDate: '2026-11-27',
    },
    payment: { transactionId: 'pi_1' },
  },
});

const withAddress = () => {
  const dashboard = aDashboard(demoMemberships());
  return {
    ...dashboard,
    data: {
      ...dashboard.data,
      profile: {
        ...dashboard.data.profile,
        streetAddress: '1 Lake Road',
        city: 'Austin',
        stateProvince: 'TX',
        postalCode: '73301',
        country: 'US',
      },
    },
  };
};

const open = (handlers: Record<string, (body: unknown) => Answer>, dashboard: unknown = withAddress()) => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'get-member-dashboard': () => [200, dashboard],
    ...handlers,
  });
  const view = renderPortal('/member-dashboard?tab=memberships', {
    fetch: server.fetch,
    session: { user: member, tokens: someTokens() },
  });
  return { ...view, server };
};

const payWith4242 = async (user: ReturnType<typeof open>['user'], dialog: HTMLElement) => {
  await user.type(within(dialog).getByRole('textbox', { name: /^Cardholder Name/ }), 'Morgan Member');
  await user.type(within(dialog).getByRole('textbox', { name: /^Card Number/ }), '4242 4242 4242 4242');
  await user.type(within(dialog).getByRole('textbox', { name: /^Expiry/ }), '12/30');
  await user.type(within(dialog).getByRole('textbox', { name: /^CVC/ }), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay $58.99' }));
};

/** Renew on the expired Weekend membership, then Continue to Payment: the dialog at its card step. */
const renewWeekendToPayment = async (user: ReturnType<typeof open>['user']) => {
  const weekend = await screen.findByRole('region', { name: 'Weekend' });
  await user.click(within(weekend).getByRole('button', { name: 'Renew' }));
  const dialog = await screen.findByRole('dialog', { name: 'Renew Weekend' });
  await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
  await within(dialog).findByText('Military discount (10%)');
  return dialog;
};

/** quote-membership-change as the server answers it, for these fees and dates. */
const quoted = (kind: 'renewal' | 'extension', fees: FeeBreakdown, start: string, end: string) => ({
  success: true,
  amount: fees.total,
  currency: 'usd',
  breakdown: {
    ...fees,
    subtotal: centsToDollars(fees.subtotal),
    discount: centsToDollars(fees.discount),
    subtotalAfterDiscount: centsToDollars(fees.subtotalAfterDiscount),
    tax: centsToDollars(fees.tax),
    platformFee: centsToDollars(fees.platformFee),
    processingFee: centsToDollars(fees.processingFee),
    total: centsToDollars(fees.total),
  },
  data: {
    kind,
    membershipId: 'm',
    membershipTypeId: 't',
    membershipTypeName: 'T',
    newStartDate: start,
    newEndDate: end,
  },
});
const outcome = (fees: FeeBreakdown, end: string) =>
  CHANGE.choiceOutcome(
    formatUsd(fees.total),
    formatUsd(fees.subtotalAfterDiscount),
    formatMMDDYYYY(calendarDate(end)),
  );
type QuoteBody = { metadata: { newMembershipTypeId?: string; newStartDate?: string } };

describe('renew and extend (02 §2, §4)', () => {
  it('shows on each Extend choice what the member will pay and the new end date, as the server quotes them', async () => {
    const types = [
      aPlan({ id: 't-weekly', name: 'weekly', display_name: 'Weekly', price: 140, duration_days: 7 }),
      aPlan({ id: 't-monthly', name: 'monthly', display_name: 'Monthly', price: 450, duration_days: 30 }),
      aPlan({ id: 't-annual', name: 'annual', display_name: 'Annual', price: 1200, duration_days: 365 }),
    ];
    const prices: Record<string, [number, string]> = {
      't-monthly': [45_000, '2026-12-21'],
      't-annual': [120_000, '2027-11-21'],
    };
    const { user, server } = open({
      'get-campground': () => [200, { success: true, data: somePageData({ membershipTypes: types }) }],
      'quote-membership-change': (body) => {
        const [price, end] = prices[(body as QuoteBody).metadata.newMembershipTypeId ?? ''] ?? [0, ''];
        return [200, quoted('extension', extensionFees(price, 14_000), '2026-11-22', end)];
      },
    });
    const weekly = await screen.findByRole('region', { name: 'Weekly' });
    await user.click(within(weekly).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend Weekly' });
    const monthly = await within(dialog).findByRole('radio', { name: /^Monthly · 1 month/ });
    const monthlyOutcome = outcome(extensionFees(45_000, 14_000), '2026-12-21');
    expect(monthlyOutcome).toContain('$310.00 plus fees');
    await waitFor(() => expect(monthly.closest('label')).toHaveTextContent(monthlyOutcome));
    const annual = within(dialog).getByRole('radio', { name: /^Annual · 1 year/ });
    await waitFor(() =>
      expect(annual.closest('label')).toHaveTextContent(
        outcome(extensionFees(120_000, 14_000), '2027-11-21'),
      ),
    );
    expect(within(dialog).queryByText(/\$450\.00/)).toBeNull();
    expect(server.calls.filter((c) => c.name === 'quote-membership-change').map((c) => c.body)).toEqual(
      ['t-monthly', 't-annual'].map((id) =>
        expect.objectContaining({
          metadata: expect.objectContaining({
            type: 'membership_extension',
            membershipId: 'weekly',
            newMembershipTypeId: id,
          }),
        }),
      ),
    );
    await user.click(monthly);
    expect(monthly).toBeChecked();
  });

  it('shows on the first step of Renew what the renewal costs and when it ends, for the chosen start date', async () => {
    const today = todayInZone(new Date());
    const { user, server } = open({
      'quote-membership-change': (body) => {
        const start = calendarDate((body as QuoteBody).metadata.newStartDate ?? '');
        return [200, quoted('renewal', renewalFees(6_000, false), start, membershipEndDate(start, 3))];
      },
    });
    const weekend = await screen.findByRole('region', { name: 'Weekend' });
    await user.click(within(weekend).getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Weekend' });
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(outcome(renewalFees(6_000, false), addDays(today, 2))),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), {
      target: { value: addDays(today, 10) },
    });
    await waitFor(() =>
      expect(status).toHaveTextContent(outcome(renewalFees(6_000, false), addDays(today, 12))),
    );
    expect(server.calls.filter((c) => c.name === 'quote-membership-change').at(-1)?.body).toMatchObject({
      metadata: { type: 'membership_renewal', membershipId: 'weekend', newStartDate: addDays(today, 10) },
    });
  });

  it('offers Renew on expired memberships only and Extend on active ones only', async () => {
    open({});
    const annual = await screen.findByRole('region', { name: 'Annual' });
    expect(within(annual).getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    expect(within(annual).queryByRole('button', { name: 'Renew' })).toBeNull();
    const weekend = screen.getByRole('region', { name: 'Weekend' });
    expect(within(weekend).getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(within(weekend).queryByRole('button', { name: 'Extend' })).toBeNull();
  });

  it('renews: the server’s price, the card, then renew-membership, and the dashboard read again', async () => {
    const { user, server } = open({
      'create-membership-payment-intent': () => [200, intent('renewal')],
      'simulated-card-confirm': () => [200, { success: true, status: 'succeeded', paymentIntentId: 'pi_1' }],
      'renew-membership': () => [200, changed('Membership renewed until 11/27/2026.')],
    });
    const weekend = await screen.findByRole('region', { name: 'Weekend' });
    await user.click(within(weekend).getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Weekend' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByText('Military discount (10%)')).toBeInTheDocument();
    expect(within(dialog).getByText('Weekend: 11/25/2026 – 11/27/2026')).toBeInTheDocument();
    const asked = server.calls.find((c) => c.name === 'create-membership-payment-intent');
    expect(asked?.body).toMatchObject({ metadata: { type: 'membership_renewal', membershipId: 'weekend' } });
    expect(JSON.stringify(asked?.body)).not.toContain('amount');

    const dashboardReads = server.calls.filter((c) => c.name === 'get-member-dashboard').length;
    await payWith4242(user, dialog);
    expect(await within(dialog).findByText('Membership renewed until 11/27/2026.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'renew-membership')?.body).toMatchObject({
      membershipId: 'weekend',
      paymentIntentId: 'pi_1',
    });
    expect(server.calls.filter((c) => c.name === 'get-member-dashboard').length).toBeGreaterThan(
      dashboardReads,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the profile for billing only when it holds every billing detail, else opens the fields with what it has', async () => {
    const incomplete = open(
      {
        'create-membership-payment-intent': () => [200, intent('renewal')],
        'simulated-card-confirm': () => [
          200,
          { success: true, status: 'succeeded', paymentIntentId: 'pi_1' },
        ],
        'renew-membership': () => [200, changed('Membership renewed until 11/27/2026.')],
      },
      aDashboard(demoMemberships()),
    );
    let dialog = await renewWeekendToPayment(incomplete.user);
    expect(within(dialog).queryByRole('checkbox', { name: CHANGE.sameAsProfile })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Billing First Name/ })).toHaveValue('Morgan');
    expect(within(dialog).getByRole('textbox', { name: /^Billing Email/ })).toHaveValue(
      'member@camppass.test',
    );
    const fill = (name: RegExp, value: string) =>
      incomplete.user.type(within(dialog).getByRole('textbox', { name }), value);
    await fill(/^Billing Street Address/, '1 Lake Road');
    await fill(/^Billing City/, 'Austin');
    await fill(/^Billing State/, 'TX');
    await fill(/^Billing Postal Code/, '73301');
    await payWith4242(incomplete.user, dialog);
    expect(await within(dialog).findByText('Membership renewed until 11/27/2026.')).toBeInTheDocument();
    incomplete.unmount();

    const complete = open({ 'create-membership-payment-intent': () => [200, intent('renewal')] });
    dialog = await renewWeekendToPayment(complete.user);
    expect(within(dialog).getByRole('checkbox', { name: CHANGE.sameAsProfile })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: /^Billing Street Address/ })).toBeNull();
  });

  it('tells a declined card beside the Pay button, focused and announced, each time', async () => {
    const { user } = open({
      'create-membership-payment-intent': () => [200, intent('renewal')],
      'simulated-card-confirm': () => [
        402,
        { success: false, error: 'Your card was declined.', code: 'CARD_DECLINED' },
      ],
    });
    const dialog = await renewWeekendToPayment(user);
    const pay = within(dialog).getByRole('button', { name: 'Pay $58.99' });
    for (const press of [() => payWith4242(user, dialog), () => user.click(pay)]) {
      await press();
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Payment failed: Your card was declined.');
      expect(alert.parentElement?.previousElementSibling).toBe(pay);
      expect(alert).toHaveFocus();
    }
  });

  it('asks for the billing details the profile lacks before any card is tried', async () => {
    const { user, server } = open(
      { 'create-membership-payment-intent': () => [200, intent('renewal')] },
      aDashboard(demoMemberships()),
    );
    const dialog = await renewWeekendToPayment(user);
    await payWith4242(user, dialog);
    expect(
      within(dialog).getAllByText('Please fill in the billing street address field.').length,
    ).toBeGreaterThan(0);
    expect(server.calls.some((c) => c.name === 'simulated-card-confirm')).toBe(false);
  });

  it('says to contact support with the payment id when the card was charged but renew-membership failed', async () => {
    const { user } = open({
      'create-membership-payment-intent': () => [200, intent('renewal')],
      'simulated-card-confirm': () => [200, { success: true, status: 'succeeded', paymentIntentId: 'pi_1' }],
      'renew-membership': () => [500, { success: false, error: 'boom', code: 'INTERNAL_ERROR' }],
    });
    const dialog = await renewWeekendToPayment(user);
    await payWith4242(user, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(paymentFollowUpFailedMessage('renewal', 'pi_1'));
    expect(alert).toHaveFocus();
    expect(alert.parentElement?.previousElementSibling).toBe(
      within(dialog).getByRole('button', { name: 'Pay $58.99' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Pay $58.99' })).toBeDisabled();
  });

  it('extends to a longer type; a free extension is confirmed without a card', async () => {
    const types = [
      aPlan({ id: 't-weekly', name: 'weekly', display_name: 'Weekly', price: 25, duration_days: 7 }),
      aPlan({ id: 't-monthly', name: 'monthly', display_name: 'Monthly', price: 20, duration_days: 30 }),
      aPlan({ id: 't-old', name: 'season', display_name: 'Season', duration_days: 90, is_active: false }),
      aPlan({ id: 't-day', name: 'day', display_name: 'Day', price: 5, duration_days: 1 }),
    ];
    const { user, server } = open({
      'get-campground': () => [200, { success: true, data: somePageData({ membershipTypes: types }) }],
      'create-membership-payment-intent': () => [200, intent('extension', 0)],
      'extend-membership': () => [200, changed('Membership extended until 12/21/2026.')],
    });
    const weekly = await screen.findByRole('region', { name: 'Weekly' });
    await user.click(within(weekly).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend Weekly' });
    const options = await within(dialog).findAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Monthly · 1 month/),
    ]);
    await user.click(options[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm Extension' }));
    expect(await within(dialog).findByText('Membership extended until 12/21/2026.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'extend-membership')?.body).toMatchObject({
      membershipId: 'weekly',
      newMembershipTypeId: 't-monthly',
      paymentIntentId: 'no-payment-needed',
    });
  });

  it('says when no type is longer', async () => {
    const { user } = open({
      'get-campground': () => [200, { success: true, data: somePageData({ membershipTypes: [] }) }],
    });
    const annual = await screen.findByRole('region', { name: 'Annual' });
    await user.click(within(annual).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText(NO_EXTENSION_TARGETS_MESSAGE)).toBeInTheDocument();
  });
});
