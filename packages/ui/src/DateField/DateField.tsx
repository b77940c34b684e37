import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { cx } from '../utils/cx';
import { fromDateValue, toDateValue } from './calendar-date';

type DateProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'granularity'
  | 'placeholderValue';

/** Props of date fields that speak calendar dates as `YYYY-MM-DD` strings. */
export interface CalendarDateProps {
  value?: string | null;
  defaultValue?: string | null;
  /** Receives `YYYY-MM-DD`, or `null` while the date is incomplete or cleared. */
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
}

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<DateValue>, DateProps | 'children' | 'className'>,
    CalendarDateProps,
    FieldProps {
  className?: string;
}

/** Calendar-date input with one segment per part, in the user's locale order (MM/DD/YYYY in en-US). */
export function DateField({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  className,
  ...rest
}: DateFieldProps) {
  return (
    <AriaDateField
      {...rest}
      value={toDateValue(value)}
      defaultValue={toDateValue(defaultValue)}
      onChange={onChange && ((v) => onChange(fromDateValue(v)))}
      minValue={toDateValue(minValue)}
      maxValue={toDateValue(maxValue)}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={cx('cp-field', className)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <DateInput className="cp-input cp-date-input">
          {(segment) => <DateSegment segment={segment} className="cp-date-input__segment" />}
        </DateInput>
      </Field>
    </AriaDateField>
  );
}
