/** What a status's colour says, the same in every area: good, needs attention, bad, or settled. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/**
 * Every status value the product shows, with its tone. 03 §3 gives the membership colours (active
 * green, pending yellow, expired red, suspended grey) and 03 §2.9 the campground ones (red
 * inactive); the payment, document and health values follow the same sense.
 */
const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  // Memberships and accounts.
  active: 'success',
  expiring: 'warning',
  // Paid for, its first day later: not yet usable, nothing to act on.
  upcoming: 'neutral',
  pending: 'warning',
  expired: 'danger',
  suspended: 'neutral',
  cancelled: 'neutral',
  archived: 'neutral',
  // Campgrounds (and membership types offered or not).
  inactive: 'danger',
  // Payments: the gateway's succeeded is the owner's paid.
  paid: 'success',
  succeeded: 'success',
  failed: 'danger',
  refunded: 'neutral',
  // Documents under review.
  approved: 'success',
  rejected: 'danger',
  // System health (03 §2.10).
  healthy: 'success',
  warning: 'warning',
  error: 'danger',
};

/** The tone of a status value; an unknown one is styled as pending, as 03 §4 asks for memberships. */
export const statusTone = (status: string): StatusTone =>
  STATUS_TONES[status.trim().toLowerCase()] ?? 'warning';
