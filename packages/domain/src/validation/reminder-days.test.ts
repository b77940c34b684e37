import { describe, expect, it } from 'vitest';
import { purchasedMembershipStatus } from '../membership/status';
import {
  formatReminderDays,
  normalizeReminderDays,
  parseReminderDays,
  REMINDER_DAYS_OUT_OF_RANGE,
  REMINDER_DAYS_REQUIRED,
  REMINDER_DAYS_TOO_MANY,
  reminderDaysError,
} from './reminder-days';

describe('expiration reminder days', () => {
  it.each([
    [[30], null],
    [[30, 7, 1], null],
    [[365, 1], null],
    [[], REMINDER_DAYS_REQUIRED],
    [[0], REMINDER_DAYS_OUT_OF_RANGE],
    [[366], REMINDER_DAYS_OUT_OF_RANGE],
    [[7.5], REMINDER_DAYS_OUT_OF_RANGE],
    [[1, 2, 3, 4, 5, 6], REMINDER_DAYS_TOO_MANY],
    [[7, 7, 7, 7, 7, 7], null],
  ])('%j → %s', (days, message) => {
    expect(reminderDaysError(days)).toBe(message);
  });

  it('reads the field, stores each day once with the most days first, and writes it back', () => {
    expect(parseReminderDays('7, 30 1,,')).toEqual([7, 30, 1]);
    expect(parseReminderDays('')).toEqual([]);
    expect(parseReminderDays('7, soon')).toBeNull();
    expect(parseReminderDays('-1')).toBeNull();
    expect(normalizeReminderDays([7, 30, 1, 7])).toEqual([30, 7, 1]);
    expect(formatReminderDays([30, 7, 1])).toBe('30, 7, 1');
  });
});

describe('the status of a paid purchase', () => {
  it.each([
    [true, false, 'pending'],
    [true, true, 'active'],
    [false, false, 'active'],
    [false, true, 'active'],
  ] as const)('documents to review %s, auto-approve %s → %s', (documentsNeedReview, autoApprove, status) => {
    expect(purchasedMembershipStatus({ documentsNeedReview, autoApprove })).toBe(status);
  });
});
