import { type CalendarDate, parseDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';

/** `YYYY-MM-DD` to a react-aria date; `null` and `undefined` pass through, a malformed string is `null`. */
export function toDateValue(value: string | null | undefined): CalendarDate | null | undefined {
  if (value == null) return value;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A react-aria date back to `YYYY-MM-DD`. */
export function fromDateValue(value: DateValue | null): string | null {
  return value ? value.toString().slice(0, 10) : null;
}
