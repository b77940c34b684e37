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
}

/** Number input with stepper buttons; `formatOptions` formats currency and percentages. */
export function NumberField({ placeholder, ...props }: NumberFieldProps) {
  const { field, control } = useFieldProps(props);
  return (
    <AriaNumberField {...control}>
      <InputFieldBody
        {...field}
        placeholder={placeholder}
        inputClassName="cp-number-field__input"
        start={
          <Button slot="decrement" className="cp-field__icon-button">
            <MinusIcon />
          </Button>
        }
        end={
          <Button slot="increment" className="cp-field__icon-button">
            <PlusIcon />
          </Button>
        }
      />
    </AriaNumberField>
  );
}
