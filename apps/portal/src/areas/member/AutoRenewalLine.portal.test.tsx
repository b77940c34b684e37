import type { AutoRenewal } from '@camppass/client';
import { AUTO_RENEWAL_WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aUser,
  fakeServer,
  holdingAnswers,
  renderPortal,
  someTokens,
} from '../../shared/testing/render-portal';
import { aDashboard, demoMemberships } from './testing/member-data';

// The links of the renewal e-mails open their dialog on My Memberships, for that membership only.

const member = aUser();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const annualRenewal = (overrides: Partial<AutoRenewal> = {}): AutoRenewal => ({
  membershipId: 'annual',
  offered: true,
  on: true,
  nextChargeDate: '2027-10-28',
  amount: 123_657,
  card: { brand: 'visa', last4: '4242' },
  confirmationPending: false,
  ...overrides,
});

const open = (path: string, renewal: AutoRenewal) => {
  const asked: string[] = [];
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'get-member-dashboard': () => [200, aDashboard(demoMemberships())],
    'get-membership-card': () => [200, PNG],
    'get-auto-renewals': () => [200, { success: true, data: [renewal] }],
    'start-card-update': () => {
      asked.push('start-card-update');
      return [
        200,
        {
          success: true,
          data: { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret', publishableKey: null },
        },
      ];
    },
    'get-renewal-payment': () => {
      asked.push('get-renewal-payment');
      return [
        200,
        {
          success: true,
          data: {
            membershipId: 'annual',
            paymentIntentId: 'pi_1',
            clientSecret: 'pi_1_secret',
            paymentMethodId: 'pm_1',
            amount: 123_657,
            periodEndDate: '2027-10-31',
            publishableKey: null,
          },
        },
      ];
    },
  });
  return {
    ...renderPortal(path, { fetch: server.fetch, session: { user: member, tokens: someTokens() } }),
    asked,
  };
};

describe('renewal e-mail links on My Memberships', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('?update-card= opens the card form of that membership once, and leaves the address', async () => {
    const view = open('/member-dashboard?tab=memberships&update-card=annual', annualRenewal());
    const dialog = await screen.findByRole('dialog', { name: AUTO_RENEWAL_WORDS.updateCard });
    expect(dialog).toBeInTheDocument();
    expect(view.asked).toContain('start-card-update');
    expect(view.location().search).toBe('?tab=memberships');
  });

  it('?renewal-payment= opens the payment to confirm when the bank asked for it', async () => {
    const view = open(
      '/member-dashboard?tab=memberships&renewal-payment=annual',
      annualRenewal({ confirmationPending: true }),
    );
    expect(await screen.findByRole('dialog', { name: AUTO_RENEWAL_WORDS.confirmTitle })).toBeInTheDocument();
    expect(view.asked).toContain('get-renewal-payment');
    expect(view.location().search).toBe('?tab=memberships');
  });

  it('opens nothing for another membership’s id, or a payment no longer waiting', async () => {
    const other = open('/member-dashboard?tab=memberships&update-card=weekly', annualRenewal());
    const annual = await screen.findByRole('region', { name: 'Annual' });
    expect(await within(annual).findByText(/Renews automatically on 10\/28\/2027/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(other.asked).toEqual([]);
    other.unmount();

    const settled = open('/member-dashboard?tab=memberships&renewal-payment=annual', annualRenewal());
    const again = await screen.findByRole('region', { name: 'Annual' });
    expect(await within(again).findByText(/Renews automatically on 10\/28\/2027/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(settled.asked).toEqual([]);
  });
});

describe('My Memberships waits for the renewal lines', () => {
  it('shows the cards only with their renewal line, which then moves nothing under a press', async () => {
    const server = fakeServer({
      'get-user-profile': () => [200, { success: true, user: member }],
      'get-member-dashboard': () => [200, aDashboard(demoMemberships())],
      'get-auto-renewals': () => [200, { success: true, data: [annualRenewal()] }],
    });
    const { fetch, release } = holdingAnswers(server.fetch, 'get-auto-renewals');
    renderPortal('/member-dashboard?tab=memberships', {
      fetch,
      session: { user: member, tokens: someTokens() },
    });
    await vi.waitFor(() => expect(server.calls.map((call) => call.name)).toContain('get-member-dashboard'));
    // The dashboard answered; the renewals are still on their way: no card yet.
    expect(await screen.findByLabelText('Loading your dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Annual' })).toBeNull();
    release();
    const annual = await screen.findByRole('region', { name: 'Annual' });
    expect(within(annual).getByText(/Renews automatically on 10\/28\/2027/)).toBeInTheDocument();
  });
});
