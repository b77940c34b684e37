import { type CalendarDate, parseDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';

/** Props of date fields that speak calendar dates as `YYYY-MM-DD` strings. */
export interface CalendarDateProps {
  value?: string | null;
  defaultValue?: string | null;
  /** Receives `YYYY-MM-DD`, or `null` while the date is incomplete or cleared. */
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
}

/** react-aria date props that calendar-date fields replace or fix (whole days only). */
export type ReplacedDateProps =
  | keyof CalendarDateProps
  | 'granularity'
  | 'placeholderValue'
  | 'children'
  | 'className';

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

/** A field's `YYYY-MM-DD` props as react-aria date props, the others passed through. */
export function toAriaDateProps<P extends CalendarDateProps>({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...rest
}: P) {
  return {
    ...rest,
    value: toDateValue(value),
    defaultValue: toDateValue(defaultValue),
    onChange: onChange && ((v: DateValue | null) => onChange(fromDateValue(v))),
    minValue: toDateValue(minValue),
    maxValue: toDateValue(maxValue),
  };
}
