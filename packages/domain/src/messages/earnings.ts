/**
 * The owner's Earnings card and Payouts panel on Home (issue 24, Payouts and balance): what the
 * campground earned over a period from our own payment rows, and its balance and payouts at the
 * gateway. Our wording; the specs leave it open.
 */
export const EARNINGS_PERIOD_INVALID = 'Choose a start and an end date (YYYY-MM-DD).';
export const EARNINGS_PERIOD_ORDER = 'The start date must be on or before the end date.';
export const EARNINGS_PERIOD_TOO_LONG = 'Choose a range of at most one year (366 days).';
/** Staff of the campground (docs/decisions/owner-area.md#earnings-on-the-owners-home). */
export const EARNINGS_OWNER_ONLY = 'Only the owner of this campground can see its earnings and payouts.';

export const EARNINGS_WORDS = {
  title: 'Earnings',
  campground: 'Campground',
  period: 'Period',
  periods: {
    this_month: 'This month',
    last_month: 'Last month',
    last_30_days: 'Last 30 days',
    this_year: 'This year',
    custom: 'Custom range',
  },
  from: 'From',
  to: 'To',
  apply: 'Show',
  gross: 'Gross',
  grossHint: 'Card payments received',
  platformFees: 'Platform fees',
  platformFeesHint: 'Kept by the platform, less what refunds returned',
  refunds: 'Refunds',
  refundsHint: 'Given back to members',
  net: 'Net',
  netHint: 'What the campground keeps from card payments',
  loading: 'Loading earnings…',
  empty: 'No card payments in this period.',
  error: 'Earnings could not be loaded. Try again.',
  retry: 'Try again',
} as const;

/** "12 card payments, 03/01/2026 to 03/31/2026". */
export const earningsSummary = (count: number, from: string, to: string): string =>
  `${count.toLocaleString('en-US')} card payment${count === 1 ? '' : 's'}, ${from} to ${to}`;

/** The office line: payments recorded at the office are not paid out through the gateway. */
export const earningsOfficeLine = (count: number, amount: string): string =>
  `Also recorded at the office: ${amount} in ${count.toLocaleString('en-US')} payment${count === 1 ? '' : 's'} (not part of payouts).`;

export const PAYOUT_STATUS_WORDS = {
  paid: 'Paid',
  pending: 'Pending',
  in_transit: 'In transit',
  canceled: 'Canceled',
  failed: 'Failed',
} as const;

/** Home's panel; the Payouts card in Settings (setting the account up) has its own words in payouts.ts. */
export const PAYOUTS_PANEL_WORDS = {
  title: 'Balance and payouts',
  available: 'Available',
  availableHint: 'Can be paid out now',
  pending: 'Pending',
  pendingHint: 'Not yet available',
  recent: 'Recent payouts',
  amount: 'Amount',
  status: 'Status',
  arrival: 'Arrival',
  arrived: 'Arrived',
  expected: 'Expected',
  none: 'No payouts yet.',
  noAccount:
    'Payouts are not set up yet. Once the campground’s payout account is enabled, its balance and payouts show here.',
  liveUnavailable:
    'The live balance is unavailable right now. The payouts below are the ones we have been told about.',
  loading: 'Loading payouts…',
  error: 'Payouts could not be loaded. Try again.',
  retry: 'Try again',
} as const;

/** The subject of the e-mail to the owner when a payout failed. */
export const payoutFailedSubject = (campgroundName: string): string =>
  `A payout to ${campgroundName}'s bank account failed`;
