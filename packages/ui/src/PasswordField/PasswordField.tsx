import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
} from 'react-aria-components';
import { type FieldProps, useFieldProps } from '../Field/Field';
import { InputFieldBody } from '../Field/InputFieldBody';
import { EyeIcon, EyeOffIcon } from '../icons';

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
  placeholder,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { field, control } = useFieldProps(props);
  return (
    <AriaTextField {...control} autoComplete={autoComplete} type={visible ? 'text' : 'password'}>
      <InputFieldBody
        {...field}
        placeholder={placeholder}
        isDisabled={control.isDisabled}
        end={
          <Button
            className="cp-field__icon-button"
            aria-label={visible ? hideLabel : showLabel}
            isDisabled={control.isDisabled}
            onPress={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        }
      />
    </AriaTextField>
  );
}
