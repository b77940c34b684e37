import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
} from 'react-aria-components';
import { type FieldProps, useFieldProps } from '../Field/Field';
import { InputFieldBody } from '../Field/InputFieldBody';
import { MinusIcon, PlusIcon } from '../icons';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className'>, FieldProps {
  placeholder?: string;
  className?: string;
  /**
   * Keeps a typed value outside `minValue`..`maxValue` as typed, for the form's own check to say
   * what is wrong (a silent clamp would turn 60 into 50 unseen). The stepper buttons still stop at
   * the bounds. Needs a controlled `value`.
   */
  keepOutOfRange?: boolean;
}

/** Number input with stepper buttons; `formatOptions` formats currency and percentages. */
export function NumberField({ placeholder, keepOutOfRange, ...props }: NumberFieldProps) {
  const { field, control } = useFieldProps(props);
  const { minValue, maxValue, ...unbounded } = control;
  const value = control.value;
  const known = typeof value === 'number' && !Number.isNaN(value);
  const stop = (bound: number | undefined, reached: (value: number, bound: number) => boolean) =>
    keepOutOfRange && known && bound !== undefined && reached(value, bound) ? { isDisabled: true } : {};
  return (
    <AriaNumberField {...(keepOutOfRange ? unbounded : control)}>
      <InputFieldBody
        {...field}
        placeholder={placeholder}
        inputClassName="cp-number-field__input"
        start={
          <Button slot="decrement" className="cp-field__icon-button" {...stop(minValue, (v, b) => v <= b)}>
            <MinusIcon />
          </Button>
        }
        end={
          <Button slot="increment" className="cp-field__icon-button" {...stop(maxValue, (v, b) => v >= b)}>
            <PlusIcon />
          </Button>
        }
      />
    </AriaNumberField>
  );
}
