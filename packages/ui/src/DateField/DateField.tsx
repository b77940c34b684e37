import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import { Field, type FieldProps, useFieldProps } from '../Field/Field';
import { type CalendarDateProps, type ReplacedDateProps, toAriaDateProps } from './calendar-date';
import { DateSegments } from './DateSegments';

export type { CalendarDateProps } from './calendar-date';

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<DateValue>, ReplacedDateProps>,
    CalendarDateProps,
    FieldProps {
  className?: string;
}

/** Calendar-date input with one segment per part, in the user's locale order (MM/DD/YYYY in en-US). */
export function DateField(props: DateFieldProps) {
  const { field, control } = useFieldProps(props);
  return (
    <AriaDateField {...toAriaDateProps(control)}>
      <Field {...field}>
        <DateSegments />
      </Field>
    </AriaDateField>
  );
}
