import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import type { CalendarDateProps } from '../DateField';
import { fromDateValue, toDateValue } from '../DateField/calendar-date';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { cx } from '../utils/cx';

type DateProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'granularity'
  | 'placeholderValue';

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<DateValue>, DateProps | 'children' | 'className'>,
    CalendarDateProps,
    FieldProps {
  className?: string;
}

/** A date field with a button that opens a month calendar. */
export function DatePicker({
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
}: DatePickerProps) {
  return (
    <AriaDatePicker
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
        <Group className="cp-field__group">
          <DateInput className="cp-input cp-date-input">
            {(segment) => <DateSegment segment={segment} className="cp-date-input__segment" />}
          </DateInput>
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
