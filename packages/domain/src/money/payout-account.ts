// A campground's payouts account (Stripe Connect Express) and whether it may sell
// (docs/decisions/checkout-and-payments.md#a-campground-sells-once-its-payouts-account-takes-charges).

/** What the gateway last reported of a campground's connected account. */
export interface PayoutAccountFacts {
  readonly detailsSubmitted: boolean;
  readonly chargesEnabled: boolean;
  readonly payoutsEnabled: boolean;
  /** What the gateway still needs (`requirements.currently_due`). */
  readonly requirementsDue: readonly string[];
  /** Why the gateway restricted the account, or `null`. */
  readonly disabledReason: string | null;
}

/**
 * - `not_connected`: no account yet;
 * - `onboarding`: an account whose owner has not finished the gateway's form (the gateway also
 *   restricts such an account, which says nothing more);
 * - `restricted`: the form is in, but the gateway does not take charges or pay out (it needs more,
 *   or it disabled the account);
 * - `enabled`: charges and payouts are on.
 */
export type PayoutAccountState = 'not_connected' | 'onboarding' | 'restricted' | 'enabled';

export const PAYOUT_ACCOUNT_STATES = [
  'not_connected',
  'onboarding',
  'restricted',
  'enabled',
] as const satisfies readonly PayoutAccountState[];

/** The account's state, from what the gateway last reported of it. */
export const payoutAccountState = (account: PayoutAccountFacts | null): PayoutAccountState => {
  if (!account) return 'not_connected';
  if (account.chargesEnabled && account.payoutsEnabled) return 'enabled';
  if (!account.detailsSubmitted) return 'onboarding';
  return 'restricted';
};

/**
 * Whether the campground may sell: its account takes charges. Payouts may still be paused (the
 * gateway then keeps the money in the account's balance until they resume), so a sale never waits on
 * them.
 */
export const canTakeCharges = (account: PayoutAccountFacts | null): boolean =>
  account?.chargesEnabled === true;
