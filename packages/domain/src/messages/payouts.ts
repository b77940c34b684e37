import type { PayoutAccountState } from '../money/payout-account';

// The owner's Payouts card in Settings, and what the public page and a member read while a campground
// cannot take card payments (issue 24).

export const PAYOUTS_WORDS = {
  title: 'Payouts',
  intro:
    'Card payments go straight to your Stripe account, less the platform fee. Stripe pays them out to your bank.',
  connect: 'Connect with Stripe',
  finish: 'Finish setting up payouts',
  dashboard: 'Open the Stripe dashboard',
  chargesEnabled: 'Card payments',
  payoutsEnabled: 'Payouts to your bank',
  detailsSubmitted: 'Details submitted',
  requirementsDue: 'Stripe still needs',
  on: 'On',
  off: 'Off',
  staffNote: 'Only the campground’s owner can set up payouts.',
  returned: 'Welcome back. Your payouts account is shown as Stripe reports it now.',
  refreshed: 'That setup link has expired. Continue with a new one.',
} as const;

/** The state's label and what it means for the owner. */
export const PAYOUT_STATE_WORDS: Readonly<
  Record<PayoutAccountState, { readonly label: string; readonly description: string }>
> = {
  not_connected: {
    label: 'Not connected',
    description:
      'Connect a Stripe account to take card payments. Until then your memberships are not on sale.',
  },
  onboarding: {
    label: 'Setup not finished',
    description:
      'Stripe needs a few more details before you can take card payments. Until then your memberships are not on sale.',
  },
  restricted: {
    label: 'Restricted',
    description:
      'Stripe has paused card payments or payouts on your account until it receives the details it asks for.',
  },
  enabled: {
    label: 'Active',
    description: 'Card payments go to your Stripe account, and Stripe pays them out to your bank.',
  },
};

/** The refusal of a purchase, renewal or extension while the campground cannot take card payments. */
export const PAYMENTS_NOT_ENABLED_MESSAGE =
  'This campground is not taking card payments yet, so memberships cannot be bought, renewed or extended. Please try again later.';

/** Why the owner's campground does not sell: the owner-facing reason in the dashboard. */
export const PAYOUTS_REQUIRED_TO_SELL =
  'Your memberships are not on sale: connect your Stripe account in Settings → Payouts to take card payments.';

/** Staff, a super admin, or another campground's owner asked to connect or open the dashboard. */
export const PAYOUTS_OWNER_ONLY =
  'Only the campground’s owner can set up payouts or open its Stripe dashboard.';

/** The dashboard link was asked for before an account exists. */
export const PAYOUTS_NOT_CONNECTED = 'Connect your Stripe account first.';

/** The dashboard link was asked for before the owner finished the gateway's form. */
export const PAYOUTS_SETUP_NOT_FINISHED = 'Finish setting up payouts first.';
