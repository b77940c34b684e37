import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { cx } from '../utils/cx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'>, FieldProps {
  placeholder?: string;
  className?: string;
}

/** Single-line text input with label, help text and error. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={cx('cp-field', className)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <Input className="cp-input" placeholder={placeholder} />
      </Field>
    </AriaTextField>
  );
}
