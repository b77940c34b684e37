import type { PayoutAccount } from '@camppass/client';

/** owner-payout-account's account: by default one the owner has not connected yet. */
export const aPayoutAccount = (fields: Partial<PayoutAccount> = {}): PayoutAccount => ({
  campground_id: 'c-1',
  state: 'not_connected',
  can_take_charges: false,
  account_id: null,
  details_submitted: false,
  charges_enabled: false,
  payouts_enabled: false,
  requirements_due: [],
  disabled_reason: null,
  updated_at: null,
  caller_role: 'owner',
  ...fields,
});

/** An account whose charges and payouts are on. */
export const anEnabledPayoutAccount = (fields: Partial<PayoutAccount> = {}): PayoutAccount =>
  aPayoutAccount({
    state: 'enabled',
    can_take_charges: true,
    account_id: 'acct_1',
    details_submitted: true,
    charges_enabled: true,
    payouts_enabled: true,
    updated_at: '2026-11-27T10:00:00.000Z',
    ...fields,
  });

export const payoutAccountAnswer = (payoutAccount: PayoutAccount): [number, unknown] => [
  200,
  { success: true, data: { payoutAccount } },
];
