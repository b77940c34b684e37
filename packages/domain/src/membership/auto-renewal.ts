import { addDays, type CalendarDate } from '../dates/calendar-date';
import { membershipEndDate } from '../dates/durations';

/** Types shorter than a month are not offered automatic renewal (issue 25). */
const AUTO_RENEWAL_MIN_DURATION_DAYS = 30;

/** How many days before its end date an auto-renewing membership is charged, unless configured. */
export const AUTO_RENEWAL_DAYS_BEFORE = 3;

/** Days after the first declined charge on which it is tried again, unless configured. */
export const AUTO_RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 5];

/**
 * The member dashboard's query words that renewal e-mails link with (`?renewal-payment=<membership
 * id>` opens the payment to confirm, `?update-card=<id>` the card form), on My Memberships.
 */
export const RENEWAL_LINK_PARAMS = { confirm: 'renewal-payment', updateCard: 'update-card' } as const;

/** The campground settings the offer follows. */
export interface AutoRenewalSettings {
  readonly allowMemberRenewals: boolean;
  readonly requirePaymentForRenewals: boolean;
  readonly offerAutoRenewal: boolean;
}

/**
 * "Renew automatically" is offered where members may renew and pay for renewals, the owner has not
 * turned the offer off, and the type lasts at least a month.
 */
export const autoRenewalOffered = (settings: AutoRenewalSettings, durationDays: number): boolean =>
  settings.allowMemberRenewals &&
  settings.requirePaymentForRenewals &&
  settings.offerAutoRenewal &&
  durationDays >= AUTO_RENEWAL_MIN_DURATION_DAYS;

/** The campground day on which a membership ending on `endDate` is charged. */
export const autoRenewalChargeDate = (endDate: CalendarDate, daysBefore: number): CalendarDate =>
  addDays(endDate, -daysBefore);

/**
 * The renewed period: from the day after the end date (no gap, no overlap); a membership that ended
 * while its charge was retried starts again on the day it was paid, never back-dated.
 */
export const autoRenewalPeriod = (
  endDate: CalendarDate,
  durationDays: number,
  today: CalendarDate,
): { readonly startDate: CalendarDate; readonly endDate: CalendarDate } => {
  const next = addDays(endDate, 1);
  const startDate = next < today ? today : next;
  return { startDate, endDate: membershipEndDate(startDate, durationDays) };
};

/**
 * When a declined charge is tried again: `retryDays[n]` days after the first attempt once `n + 1`
 * attempts failed; `null` when the schedule is spent and the membership is left to end.
 */
export const nextRenewalAttempt = (
  firstAttemptAt: Date,
  attemptsMade: number,
  retryDays: readonly number[],
): Date | null => {
  const days = retryDays[attemptsMade - 1];
  return days === undefined ? null : new Date(firstAttemptAt.getTime() + days * 86_400_000);
};
