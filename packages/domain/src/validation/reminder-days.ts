import { isIntegerBetween } from './number-input';

/**
 * 03 §3 expiration_reminder_days: the days before a membership's last day on which its reminder goes
 * out, one or more (30, 7 and 1, say). 03 §9 gives the default, 30; the range and how many are ours
 * (docs/decisions/email.md#expiration-reminders-on-the-chosen-days).
 */
const REMINDER_DAYS_RANGE = { min: 1, max: 365 } as const;
const REMINDER_DAYS_MAX_COUNT = 5;

export const REMINDER_DAYS_REQUIRED = 'Choose at least one day for the expiration reminders';
export const REMINDER_DAYS_OUT_OF_RANGE = 'Reminder days must be whole numbers between 1 and 365';
export const REMINDER_DAYS_TOO_MANY = 'Choose at most 5 reminder days';

/** The days as stored: each once, the earliest reminder (most days before the end) first. */
export const normalizeReminderDays = (days: readonly number[]): number[] =>
  [...new Set(days)].sort((a, b) => b - a);

/** The message for the days, or null when they are good. */
export const reminderDaysError = (days: readonly number[]): string | null => {
  if (days.length === 0) return REMINDER_DAYS_REQUIRED;
  if (!days.every((day) => isIntegerBetween(day, REMINDER_DAYS_RANGE.min, REMINDER_DAYS_RANGE.max)))
    return REMINDER_DAYS_OUT_OF_RANGE;
  if (new Set(days).size > REMINDER_DAYS_MAX_COUNT) return REMINDER_DAYS_TOO_MANY;
  return null;
};

/**
 * The days as the field holds them ('30, 7, 1'): numbers separated by commas or blanks. Anything
 * that is not a whole number makes the whole text unreadable (null), so the field can say so.
 */
export const parseReminderDays = (text: string): number[] | null => {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (!parts.every((part) => /^\d{1,6}$/.test(part))) return null;
  return parts.map(Number);
};

export const formatReminderDays = (days: readonly number[]): string => days.join(', ');
