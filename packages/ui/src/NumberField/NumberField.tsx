import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { MinusIcon, PlusIcon } from '../icons';
import { cx } from '../utils/cx';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className'>, FieldProps {
  placeholder?: string;
  className?: string;
}

/** Number input with stepper buttons; `formatOptions` formats currency and percentages. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  ...rest
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...rest}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={cx('cp-field', className)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <Group className="cp-field__group">
          <Button slot="decrement" className="cp-field__icon-button">
            <MinusIcon />
          </Button>
          <Input className="cp-input cp-number-field__input" placeholder={placeholder} />
          <Button slot="increment" className="cp-field__icon-button">
            <PlusIcon />
          </Button>
        </Group>
      </Field>
    </AriaNumberField>
  );
}
