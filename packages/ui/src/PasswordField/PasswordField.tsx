import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { Field, type FieldProps, isFieldInvalid } from '../Field';
import { EyeIcon, EyeOffIcon } from '../icons';
import { cx } from '../utils/cx';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'>,
    FieldProps {
  placeholder?: string;
  /** Name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Name of the toggle while the password is shown. */
  hideLabel?: string;
  className?: string;
}

/** Password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  isInvalid,
  className,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...rest}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      className={cx('cp-field', className)}
    >
      <Field label={label} description={description} errorMessage={errorMessage}>
        <Group className="cp-field__group" isDisabled={rest.isDisabled}>
          <Input className="cp-input" placeholder={placeholder} />
          <Button
            className="cp-field__icon-button"
            aria-label={visible ? hideLabel : showLabel}
            isDisabled={rest.isDisabled}
            onPress={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        </Group>
      </Field>
    </AriaTextField>
  );
}
