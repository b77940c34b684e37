import { type CalendarDate, parseCalendarDate } from '../dates/calendar-date';
import { membershipEndDate } from '../dates/durations';
import { err, ok, type Result } from '../shared/result';
import { RENEWAL_START_DATE_MESSAGE } from './messages';

export interface ExtensionCandidate {
  readonly id: string;
  readonly isActive: boolean;
  readonly durationDays: number;
}

/** Extension targets (02 §5): active types, longer than the current one, and not the current type. */
export const extensionTargets = <T extends ExtensionCandidate>(
  current: { readonly membershipTypeId: string; readonly durationDays: number },
  types: readonly T[],
): T[] =>
  types.filter(
    (t) => t.isActive && t.durationDays > current.durationDays && t.id !== current.membershipTypeId,
  );

/** An extension keeps the start date and ends where the new type would have ended. */
export const extensionEndDate = (startDate: CalendarDate, newDurationDays: number): CalendarDate =>
  membershipEndDate(startDate, newDurationDays);

export interface RenewalPeriod {
  readonly newStartDate: CalendarDate;
  readonly newEndDate: CalendarDate;
}

/** A renewal starts on a chosen date not before today and runs for the type's duration (02 §5). */
export const renewalPeriod = (
  startDate: string | null | undefined,
  durationDays: number,
  today: CalendarDate,
): Result<RenewalPeriod, 'INVALID_START_DATE'> => {
  const start = parseCalendarDate(startDate ?? '');
  if (start === null || start < today) return err('INVALID_START_DATE', RENEWAL_START_DATE_MESSAGE);
  return ok({ newStartDate: start, newEndDate: membershipEndDate(start, durationDays) });
};
