import { describe, expect, it } from 'vitest';
import { PAYOUT_STATE_WORDS, PAYOUTS_REQUIRED_TO_SELL, PAYOUTS_WORDS } from '../messages/payouts';
import { MEMBERSHIPS_NOT_ON_SALE } from '../messages/public-page';
import {
  canTakeCharges,
  PAYOUT_ACCOUNT_STATES,
  type PayoutAccountFacts,
  payoutAccountState,
} from './payout-account';

const account = (fields: Partial<PayoutAccountFacts> = {}): PayoutAccountFacts => ({
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: ['external_account'],
  disabledReason: 'requirements.past_due',
  ...fields,
});

describe('payout account state', () => {
  it('reads not connected, onboarding, restricted and enabled from what the gateway reports', () => {
    expect(payoutAccountState(null)).toBe('not_connected');
    // A fresh Express account is restricted by Stripe until its form is in: that is still onboarding.
    expect(payoutAccountState(account())).toBe('onboarding');
    expect(payoutAccountState(account({ detailsSubmitted: true }))).toBe('restricted');
    expect(payoutAccountState(account({ detailsSubmitted: true, chargesEnabled: true }))).toBe('restricted');
    expect(
      payoutAccountState(
        account({
          detailsSubmitted: true,
          chargesEnabled: true,
          payoutsEnabled: true,
          requirementsDue: [],
          disabledReason: null,
        }),
      ),
    ).toBe('enabled');
  });

  it('sells while charges are enabled, whether or not payouts are paused', () => {
    expect(canTakeCharges(null)).toBe(false);
    expect(canTakeCharges(account({ detailsSubmitted: true }))).toBe(false);
    expect(canTakeCharges(account({ detailsSubmitted: true, chargesEnabled: true }))).toBe(true);
  });

  it('has the Payouts card’s words and a label and description for every state', () => {
    expect(PAYOUTS_WORDS).toMatchObject({
      title: 'Payouts',
      connect: 'Connect with Stripe',
      finish: 'Finish setting up payouts',
      dashboard: 'Open the Stripe dashboard',
    });
    for (const state of PAYOUT_ACCOUNT_STATES) {
      expect(PAYOUT_STATE_WORDS[state].label).not.toBe('');
      expect(PAYOUT_STATE_WORDS[state].description).toMatch(/\.$/);
    }
    expect(MEMBERSHIPS_NOT_ON_SALE).toBe('Memberships are not on sale yet.');
    expect(PAYOUTS_REQUIRED_TO_SELL).toContain('Settings → Payouts');
  });
});
