const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Limits and lifetimes of the public page and the purchase, in seconds (docs/decisions.md). */
export const PUBLIC_POLICY = {
  /** A welcome e-mail's set-password link: long enough to be found in the inbox days later. */
  welcomeLinkSeconds: 7 * DAY,
  uploadsPerIp: { limit: 100, windowSeconds: 10 * MINUTE },
  checkoutsPerIp: { limit: 50, windowSeconds: 10 * MINUTE },
  emailChecksPerIp: { limit: 120, windowSeconds: 10 * MINUTE },
  remindersPerEmail: { limit: 3, windowSeconds: HOUR },
  remindersPerIp: { limit: 10, windowSeconds: HOUR },
  /** Attempts at a membership code no other membership of the campground has. */
  codeAttempts: 20,
} as const;

/** Every payment of the public page is in US dollars (04 §9). */
export const PURCHASE_CURRENCY = 'usd';
