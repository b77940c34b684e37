import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { type CalendarDateProps, type ReplacedDateProps, toAriaDateProps } from '../DateField/calendar-date';
import { DateSegments } from '../DateField/DateSegments';
import { Field, type FieldProps, useFieldProps } from '../Field/Field';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<DateValue>, ReplacedDateProps>,
    CalendarDateProps,
    FieldProps {
  className?: string;
}

/** A date field with a button that opens a month calendar. */
export function DatePicker(props: DatePickerProps) {
  const { field, control } = useFieldProps(props);
  return (
    <AriaDatePicker {...toAriaDateProps(control)}>
      <Field {...field}>
        <Group className="cp-field__group">
          <DateSegments />
          <Button className="cp-field__icon-button">
            <CalendarIcon />
          </Button>
        </Group>
      </Field>
      <Popover className="cp-popover cp-calendar-popover">
        <Dialog className="cp-calendar-dialog">
          <Calendar className="cp-calendar">
            <header className="cp-calendar__header">
              <Button slot="previous" className="cp-field__icon-button">
                <ChevronLeftIcon />
              </Button>
              <Heading className="cp-calendar__heading" />
              <Button slot="next" className="cp-field__icon-button">
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className="cp-calendar__grid">
              {(date) => <CalendarCell date={date} className="cp-calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
